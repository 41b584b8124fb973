import type { BadgeId } from '../domain/badges';

/** Verified badges: the words next to a name and the explanation each opens (hover, tap or keyboard). */
export const BADGE_TEXT: Record<BadgeId, { label: string; explanation: string }> = {
  phone_verified: { label: 'Phone verified', explanation: 'This user confirmed their phone number with a code.' },
  identity_verified: { label: 'Identity verified', explanation: 'This user passed the identity check of a verified customer for bank transfers.' },
  payouts_ready: { label: 'Payouts ready', explanation: 'This user can be paid through HomeBid: a card payout account is set up and a bank is linked.' },
  license_verified: { label: 'License verified', explanation: 'HomeBid reviewed a license or certificate this user uploaded.' },
};

/** What a screen reader hears for a badge: 'Phone verified: this user confirmed their phone number with a code'. */
export const describeBadge = (id: BadgeId) => `${BADGE_TEXT[id].label}: ${BADGE_TEXT[id].explanation.charAt(0).toLowerCase()}${BADGE_TEXT[id].explanation.slice(1).replace(/\.$/, '')}`;

/** View Bidders: sorting and the verified filter. */
export const BIDDER_LIST_TEXT = {
  sortLabel: 'Sort bidders',
  sortNewest: 'Newest first',
  sortRating: 'Best rated first',
  verifiedOnly: 'Verified bidders only',
  verifiedOnlyHelp: "Bidders with 'Identity verified' or 'License verified'.",
  noVerifiedBidders: 'No verified bidders yet.',
} as const;
