import type { ListingStatus } from './schemas/listing';
import { ALERT_PAGE } from './constants/alert';
import { PROFILE_SECTIONS, profileSectionPath, WEB_PATHS } from './web-paths';

// API paths (below /api) of what the first screens show, built in one place: the web app's queries ask for them,
// and both the server (a <link rel=preload> in the HTML of the page) and the web app's startup ask for the same
// paths early, so the page's first query takes that response instead of asking again.

export const MY_PROFILE_PATH = '/profile/me';
export const MY_BIDS_PATH = '/bids/mine';
export const CHAT_CHANNELS_PATH = '/chat/channels';
export const SUPPORT_TICKETS_PATH = '/support/tickets';
export const CERTIFICATES_PATH = '/profile/certificates';
export const TESTIMONIALS_PATH = '/profile/testimonials';
export const NOTIFICATION_PREFERENCES_PATH = '/notifications/preferences';
export const ACCOUNT_SECURITY_PATH = '/account/security';
export const SAVED_SEARCHES_PATH = '/saved-searches';
export const PAYMENT_SETUP_PATH = '/payments/setup';
export const bidPath = (bidId: string) => `/bids/${encodeURIComponent(bidId)}`;
export const listingBidsPath = (listingId: string) => `/listings/${encodeURIComponent(listingId)}/bids`;
export const alertsPagePath = (page: number, pageSize: number) => `/alerts?page=${page}&pageSize=${pageSize}`;

/** The listing page's filters, as GET /api/listings takes them (empty values mean no filter). */
export interface ListingSearchParams {
  text?: string;
  types?: string[];
  maxBudgetCents?: number;
  /** 'YYYY-MM-DD': due on or before. */
  deadline?: string;
  city?: string;
  nearLat?: number;
  nearLng?: number;
  miles?: number;
}

/** Query string of GET /api/listings; types repeat (`types=A&types=B`). */
export function buildSearchQuery(params: ListingSearchParams, cursor?: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => query.append(name, String(v)));
    else query.set(name, String(value));
  }
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

export const searchPath = (params: ListingSearchParams, cursor?: string) => `/listings?${buildSearchQuery(params, cursor)}`;
/** A page of My Projects or Saved Projects: the first, or the one after `cursor` (the previous page's nextCursor). */
const listingListQuery = (status: ListingStatus, cursor?: string) => `status=${status}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
export const myListingsPath = (status: ListingStatus, cursor?: string) => `/listings/mine?${listingListQuery(status, cursor)}`;
export const likedListingsPath = (status: ListingStatus, cursor?: string) => `/listings/liked?${listingListQuery(status, cursor)}`;

/** The status My Projects opens on: End Contract lands on it with ?status=closed, where the ended project now is. */
export const myProjectsStatusOf = (params: URLSearchParams): ListingStatus => (params.get('status') === 'closed' ? 'closed' : 'open');

export interface ContractLookup {
  contractId: string | null;
  listingId: string | null;
}

/** The poster's page looks a contract up by its id, or by its listing (from My Projects): ?contract_id= or ?listing_id=. */
export const contractLookupOf = (params: URLSearchParams): ContractLookup => ({ contractId: params.get('contract_id'), listingId: params.get('listing_id') });

export const contractPath = (id: ContractLookup) =>
  id.contractId ? `/contracts/${encodeURIComponent(id.contractId)}` : id.listingId ? `/listings/${encodeURIComponent(id.listingId)}/contract` : null;
export const contractByBidPath = (bidId: string | null) => (bidId ? `/bids/${encodeURIComponent(bidId)}/contract` : null);

/** Per page a visit often starts on: the API path of the data its first screen shows. */
const FIRST_SCREEN_DATA: Record<string, (params: URLSearchParams) => string | null> = {
  [WEB_PATHS.home]: () => searchPath({}),
  [WEB_PATHS.listing]: () => searchPath({}),
  [WEB_PATHS.myProjects]: (params) => myListingsPath(myProjectsStatusOf(params)),
  [WEB_PATHS.savedProjects]: () => likedListingsPath('open'),
  [WEB_PATHS.posterContract]: (params) => contractPath(contractLookupOf(params)),
  [WEB_PATHS.bidderContract]: (params) => contractByBidPath(params.get('bid_id')),
  [WEB_PATHS.myBids]: () => MY_BIDS_PATH,
  [WEB_PATHS.viewBidders]: (params) => (params.get('listing_id') ? listingBidsPath(params.get('listing_id')!) : null),
  // a bid offer's page reads the bid first, for its listing
  [WEB_PATHS.bidOffer]: (params) => (params.get('bidOfferBidID') ? bidPath(params.get('bidOfferBidID')!) : null),
  [WEB_PATHS.chats]: () => CHAT_CHANNELS_PATH,
  [WEB_PATHS.alerts]: () => alertsPagePath(1, ALERT_PAGE.defaultSize),
  [WEB_PATHS.payments]: () => PAYMENT_SETUP_PATH,
  [WEB_PATHS.createCustomer]: () => PAYMENT_SETUP_PATH,
  [profileSectionPath(PROFILE_SECTIONS.support)]: () => SUPPORT_TICKETS_PATH,
  [profileSectionPath(PROFILE_SECTIONS.certification)]: () => CERTIFICATES_PATH,
  [profileSectionPath(PROFILE_SECTIONS.feedback)]: () => TESTIMONIALS_PATH,
  [profileSectionPath(PROFILE_SECTIONS.notifications)]: () => NOTIFICATION_PREFERENCES_PATH,
  [profileSectionPath(PROFILE_SECTIONS.twoFactor)]: () => ACCOUNT_SECURITY_PATH,
  [profileSectionPath(PROFILE_SECTIONS.savedSearches)]: () => SAVED_SEARCHES_PATH,
};

/**
 * What a signed-in first page needs before it can show anything: who is signed in, and the page's own data.
 * `pathname` as the browser has it (a trailing slash is the same page), `search` with or without its '?'.
 */
export function firstScreenApiPaths(pathname: string, search: string): string[] {
  const page = pathname.replace(/\/+$/, '') || '/';
  const data = FIRST_SCREEN_DATA[page]?.(new URLSearchParams(search)) ?? null;
  return data === null ? [MY_PROFILE_PATH] : [MY_PROFILE_PATH, data];
}
