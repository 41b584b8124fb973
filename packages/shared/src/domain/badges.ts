import { getPaymentCapabilities, type PaymentSetupFacts } from './payment-setup';

/**
 * Verified badges: what a user has proved to HomeBid, shown next to their name. The server computes them from
 * their sources (modules/profile/user-badges.ts) and sends them with every view that names a user; a client never
 * sends them. Listed in the order they are shown.
 */
export const BADGE_IDS = ['phone_verified', 'identity_verified', 'payouts_ready', 'license_verified'] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

/** What the badges are earned from, as the server reads it. */
export interface BadgeFacts {
  /** The profile's phone was confirmed with a code (profiles.phone_verified_at). */
  phoneVerified: boolean;
  /** The payment profile (payment_profiles), or null when the user has none. */
  payment: PaymentSetupFacts | null;
  /** At least one certificate an operator marked reviewed (certificates.reviewed_at). */
  hasReviewedCertificate: boolean;
}

const RULES: Record<BadgeId, (facts: BadgeFacts) => boolean> = {
  phone_verified: (f) => f.phoneVerified,
  // the verified personal customer of the bank-transfer provider: its identity check passed
  identity_verified: (f) => f.payment?.achCustomerId != null && f.payment.achCustomerStatus === 'verified',
  // the Accept Contract gate's own rule: a card account ready and a verified bank-transfer customer with a linked bank
  payouts_ready: (f) => !getPaymentCapabilities(f.payment).needsPayoutSetup,
  license_verified: (f) => f.hasReviewedCertificate,
};

/** The badges a user has earned, in display order. */
export function earnedBadges(facts: BadgeFacts): BadgeId[] {
  return BADGE_IDS.filter((id) => RULES[id](facts));
}

/** The badges that make a bidder 'verified' for View Bidders' filter: who they are, or their licence, was checked. */
export const VERIFYING_BADGES: readonly BadgeId[] = ['identity_verified', 'license_verified'];

export const isVerifiedUser = (badges: readonly BadgeId[]) => badges.some((id) => VERIFYING_BADGES.includes(id));
