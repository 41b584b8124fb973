// Paths of the web app's pages, written once: the router declares its routes with them, the web app links with
// them, and the server builds every link it sends (alerts, e-mails, provider return URLs, share pages) from them.
// The '/v1' prefix and the odd names ('forgotPassword', 'bidOfferBidID') are the old client's, kept so its links
// still open.

export const WEB_PATHS = {
  signIn: '/',
  register: '/register',
  forgotPassword: '/v1/forgotPassword',
  resetPassword: '/reset-password',
  home: '/v1',
  /** The old client's home page: sent on to `home`. */
  oldHome: '/home',
  verifyPhone: '/v1/verify-phone-number',
  selectUserType: '/v1/select-user-type',
  profileOnboard: '/v1/profile-onboard',
  listing: '/v1/listing',
  profile: '/v1/profile',
  myProjects: '/v1/projects',
  savedProjects: '/v1/projects-liked',
  viewBidders: '/v1/projects/bidders',
  bidOffer: '/v1/bidOfferBidID',
  posterContract: '/v1/projects/contract',
  myBids: '/v1/my-bids',
  bidderContract: '/v1/my-bids/contract',
  chats: '/v1/chats',
  alerts: '/v1/alerts',
  payments: '/v1/payments',
  stripePayment: '/v1/stripe-payment',
  createCustomer: '/v1/payments/createcustomer',
  sandboxOnboarding: '/v1/payments/sandbox/onboarding',
  sandboxBankLink: '/v1/payments/sandbox/bank-link',
  sandboxAuthenticate: '/v1/payments/sandbox/authenticate',
  /** The operator console (HomeBid's staff only): its sections are ADMIN_SECTIONS. */
  admin: '/admin',
} as const;

/** The sections of the profile area, below WEB_PATHS.profile. */
export const PROFILE_SECTIONS = {
  feedback: 'feedback',
  support: 'support',
  password: 'password',
  notifications: 'notifications',
  industry: 'industry',
  certification: 'certification',
  business: 'business',
  basicDetails: 'basic-details',
  savedSearches: 'saved-searches',
  twoFactor: 'two-factor',
} as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[keyof typeof PROFILE_SECTIONS];

/** The sections of the operator console, below WEB_PATHS.admin; one item opens by its id in the query. */
export const ADMIN_SECTIONS = {
  overview: 'overview',
  users: 'users',
  reports: 'reports',
  listings: 'listings',
  support: 'support',
  disputes: 'disputes',
  money: 'money',
  audit: 'audit',
} as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[keyof typeof ADMIN_SECTIONS];

/** A page path with its query string; undefined and empty values are left out. */
export function webPath(path: string, query: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const profileSectionPath = (section: ProfileSection) => `${WEB_PATHS.profile}/${section}`;
/** A console section, or one item of it: a user (`id`), a ticket, a dispute, a contract's money (`contract_id`). */
export const adminSectionPath = (section: AdminSection, query: Record<string, string | number | undefined> = {}) =>
  webPath(`${WEB_PATHS.admin}/${section}`, query);
export const adminUserPath = (userId: string) => adminSectionPath(ADMIN_SECTIONS.users, { id: userId });
export const adminTicketPath = (ticketId: string) => adminSectionPath(ADMIN_SECTIONS.support, { id: ticketId });
export const adminDisputePath = (disputeId: string) => adminSectionPath(ADMIN_SECTIONS.disputes, { id: disputeId });
export const adminContractMoneyPath = (contractId: string) => adminSectionPath(ADMIN_SECTIONS.money, { contract_id: contractId });
/** The listing page running a saved search (its filter, from POST /api/saved-searches/:id/open). */
export const savedSearchListingPath = (searchId: string) => webPath(WEB_PATHS.listing, { saved_search: searchId });
/** The listing page opened on one project (the share link's target). */
export const listingPostPath = (listingId: string) => webPath(WEB_PATHS.home, { postID: listingId });
export const viewBiddersPath = (listingId: string) => webPath(WEB_PATHS.viewBidders, { listing_id: listingId });
export const posterContractPath = (contractId: string) => webPath(WEB_PATHS.posterContract, { contract_id: contractId });
export const bidderContractPath = (bidId: string) => webPath(WEB_PATHS.bidderContract, { bid_id: bidId });
export const chatWithPath = (userId: string) => webPath(WEB_PATHS.chats, { uid: userId });
/** The card payment page of a milestone; purpose 'fund' funds it into escrow instead of paying the seller. */
export const stripePaymentPath = (contractId: string, position: number, purpose?: 'fund') =>
  webPath(WEB_PATHS.stripePayment, { contract_id: contractId, milestone: position, purpose });
