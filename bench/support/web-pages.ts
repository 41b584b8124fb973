// The pages the web bench measures, taken from the router's own list (shared/web-paths.ts): the tables below are
// typed by WEB_PATHS and PROFILE_SECTIONS, so a new page does not compile until it has its row here, and is then
// measured (or excluded with its reason, printed with the results).
import { PROFILE_SECTIONS, WEB_PATHS, webPath, profileSectionPath, type ProfileSection } from '@homebid/shared/web-paths';

/** Who opens the page: nobody signed in, or a demo account (the contractor unless the page needs a poster). */
export type WebBenchUser = 'visitor' | 'homeOwner' | 'contractor';

/** What the demo data gives the pages that show one thing (read through the API once the app has started). */
export interface DemoFacts {
  /** the home owner's open project with the contractor's bid on it */
  listingId: string;
  /** the contractor's bid on it */
  bidId: string;
  /** the contract the seed made (accepted by the contractor), and the contractor's bid that won it */
  contractId: string;
  contractBidId: string;
}

export interface WebBenchPage {
  who: WebBenchUser;
  query?: (facts: DemoFacts) => Record<string, string>;
}
/** A path that is not measured, and why. */
export interface Excluded {
  excluded: string;
}

const by = (who: WebBenchUser, query?: WebBenchPage['query']): WebBenchPage => ({ who, query });
const SANDBOX = 'the sandbox stand-in for a payment provider\u2019s own page (in production the provider draws it)';

export const WEB_BENCH_PAGES: { [K in keyof typeof WEB_PATHS]: WebBenchPage | Excluded } = {
  signIn: by('visitor'),
  register: by('visitor'),
  forgotPassword: by('visitor'),
  resetPassword: by('visitor', () => ({ token: 'expired' })),
  home: by('contractor'),
  oldHome: { excluded: 'an old address that only redirects to /v1' },
  verifyPhone: by('contractor'),
  selectUserType: by('contractor'),
  profileOnboard: by('contractor'),
  listing: by('contractor'),
  profile: by('contractor'),
  myProjects: by('homeOwner'),
  savedProjects: by('contractor'),
  viewBidders: by('homeOwner', (f) => ({ listing_id: f.listingId })),
  bidOffer: by('homeOwner', (f) => ({ bidOfferBidID: f.bidId })),
  posterContract: by('homeOwner', (f) => ({ contract_id: f.contractId })),
  myBids: by('contractor'),
  bidderContract: by('contractor', (f) => ({ bid_id: f.contractBidId })),
  chats: by('contractor'),
  alerts: by('contractor'),
  payments: by('contractor'),
  stripePayment: { excluded: 'a step of paying a milestone: opening it starts a card payment (not a page a visit starts on)' },
  createCustomer: by('homeOwner'),
  sandboxOnboarding: { excluded: SANDBOX },
  sandboxBankLink: { excluded: SANDBOX },
  sandboxAuthenticate: { excluded: SANDBOX },
  admin: { excluded: 'the operator console: HomeBid staff at a desk, not a phone (its sections are ADMIN_SECTIONS)' },
};

export const WEB_BENCH_PROFILE_PAGES: Record<ProfileSection, WebBenchPage> = {
  [PROFILE_SECTIONS.basicDetails]: by('contractor'),
  [PROFILE_SECTIONS.industry]: by('contractor'),
  [PROFILE_SECTIONS.business]: by('contractor'),
  [PROFILE_SECTIONS.certification]: by('contractor'),
  [PROFILE_SECTIONS.feedback]: by('contractor'),
  [PROFILE_SECTIONS.password]: by('contractor'),
  [PROFILE_SECTIONS.twoFactor]: by('contractor'),
  [PROFILE_SECTIONS.notifications]: by('contractor'),
  [PROFILE_SECTIONS.support]: by('contractor'),
  [PROFILE_SECTIONS.savedSearches]: by('contractor'),
};

export interface MeasuredPage {
  /** the WEB_PATHS key, or profile/<section> */
  name: string;
  path: string;
  who: WebBenchUser;
}

/** Every measured page with its path and query; the excluded ones with their reason. */
export function webBenchPages(facts: DemoFacts): { pages: MeasuredPage[]; excluded: Record<string, string> } {
  const pages: MeasuredPage[] = [];
  const excluded: Record<string, string> = {};
  for (const [name, row] of Object.entries(WEB_BENCH_PAGES) as Array<[keyof typeof WEB_PATHS, WebBenchPage | Excluded]>) {
    if ('excluded' in row) excluded[WEB_PATHS[name]] = row.excluded;
    else pages.push({ name, path: webPath(WEB_PATHS[name], row.query?.(facts)), who: row.who });
  }
  for (const [section, row] of Object.entries(WEB_BENCH_PROFILE_PAGES) as Array<[ProfileSection, WebBenchPage]>) {
    pages.push({ name: `profile/${section}`, path: webPath(profileSectionPath(section), row.query?.(facts)), who: row.who });
  }
  return { pages, excluded };
}
