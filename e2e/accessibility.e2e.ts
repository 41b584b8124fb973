import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CHAT_TEXT } from '@homebid/shared/constants/chat';
import {
  ADMIN_SECTIONS,
  adminContractMoneyPath,
  adminDisputePath,
  adminSectionPath,
  adminTicketPath,
  adminUserPath,
  PROFILE_SECTIONS,
  profileSectionPath,
  stripePaymentPath,
  WEB_PATHS,
  webPath,
  type AdminSection,
  type ProfileSection,
} from '@homebid/shared/web-paths';
import { launchBrowser, newPage, RESULTS_DIR, screenshotOnFailure, startServer, waitForPath, type RunningServer } from './support';
import {
  bankLinkToken,
  cardNeedingAuthentication,
  demoMarketplace,
  ownSeedMarketplace,
  sellerCardAccount,
  type A11yMarketplace,
} from './support/a11y-marketplace';
import { checkPostCards, findSeriousViolations, openPage, iconNamedControls, setTheme, sidewaysOverflow, waitUntilSettled, type AxeRules } from './support/page-checks';
import { startServerWithAdmin, type Credentials } from './support/operators';
import { seedMarketplace } from './support/seed-marketplace';
import { startTogether } from './support/start-together';

// Every page of the router (every WEB_PATHS entry, profile section and console section: the tables below are typed by
// them, so a new page does not compile without its row), on two marketplaces: the test's own seed and the demo data `npm start`
// ships (several images per listing, profile photos, testimonials); a page that shows none of a marketplace's data (a
// signed-out page, a form, a sandbox's page) looks the same on both and is looked at on the seed. Each page is looked at on a 360 px phone and a
// 1280 px desktop, in the dark and the light theme: axe-core finds no serious or critical violation (nor a
// heading-order one; every rule once per size, the colour rules in both themes), no control's name starts with an icon's, and at
// 360 px the page does not scroll sideways. Screenshots of each page at 360 px in both themes go to test-results/mobile-360/ (gitignored).
//
// Cost: one server per marketplace (started together, checked side by side), one signed-in page per person, reused
// from page to page; the theme is switched and the window resized in place, so each page loads once and axe runs
// in the page itself (page-checks.ts).

type Who = 'visitor' | 'poster' | 'bidder' | 'operator';
type Query = Record<string, string>;
interface Visit {
  /** A signed-out visitor, the marketplace's poster (home owner), bidder (contractor) or operator (a console admin). */
  who: Who;
  /** Words the loaded page shows (so an empty or error page does not pass). */
  words: (m: A11yMarketplace) => string | RegExp;
  /** The page's own h2 (a console section's title: the section menu shows the same words as links). */
  heading?: string;
  /** The page's query, from the marketplace; it may first make what the page shows (a payment, a link token). */
  query?: (m: A11yMarketplace) => Query | Promise<Query>;
  /** A page of post cards: whether it shows any (each must be an article named by its title). */
  cards?: (m: A11yMarketplace) => boolean;
  /** Told apart from the page's other visits (in the test's name and the screenshot's). */
  label?: string;
  /** Only on a marketplace that has it to show (escrow, a ticket, a dispute: the demo data). */
  onlyIf?: (m: A11yMarketplace) => boolean;
  /** Shows none of the marketplace's data (dataFree): the same page on both, looked at on the test's seed only. */
  isDataFree?: boolean;
}
const visit = (who: Who, words: string | RegExp | Visit['words'], query?: Visit['query']): Visit => ({
  who,
  words: typeof words === 'function' ? words : () => words,
  query,
});
const dataFree = (row: Visit): Visit => ({ ...row, isDataFree: true });
const withCards = (row: Visit, shown: Visit['cards'] = () => true): Visit => ({ ...row, cards: shown });
/** A contract page whose Payments card shows escrow: a milestone submitted for review, or one in dispute. */
const escrowVisit = (who: 'poster' | 'bidder', which: 'submitted' | 'disputed'): Visit => ({
  who,
  label: which,
  onlyIf: (m) => m.escrow !== null,
  words: () => (which === 'submitted' ? 'Submitted for review' : 'In dispute'),
  query: (m): Query => (who === 'poster' ? { contract_id: m.escrow![which].contractId } : { bid_id: m.escrow![which].bidId }),
});
/** An old address that only sends the visitor on (the poster, unless `who` says). */
interface Redirect {
  redirectsTo: string;
  who?: Who;
}

const queryOf = (url: string): Query => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const chatWords = (m: A11yMarketplace, who: 'poster' | 'bidder') => m.chatWith[who] ?? CHAT_TEXT.noMessages;

const PAGES: { [K in keyof typeof WEB_PATHS]: Visit[] | Redirect } = {
  signIn: [dataFree(visit('visitor', 'Sign In'))],
  register: [dataFree(visit('visitor', 'Create Account'))],
  forgotPassword: [dataFree(visit('visitor', 'Forgot Password'))],
  resetPassword: [dataFree(visit('visitor', 'Reset Password', () => ({ token: 'expired' })))],
  home: [withCards(visit('poster', (m) => m.homeCardTitle))],
  oldHome: { redirectsTo: WEB_PATHS.home },
  verifyPhone: [dataFree(visit('poster', 'Verify Your Phone Number'))],
  selectUserType: [dataFree(visit('poster', 'Select Your Profile Type'))],
  profileOnboard: [dataFree(visit('poster', 'Profile Details'))],
  listing: [visit('poster', (m) => m.listing.title, (m) => ({ postID: m.listing.id }))],
  profile: [visit('poster', (m) => m.poster.name), visit('bidder', (m) => m.bidder.name)],
  myProjects: [withCards(visit('poster', 'My Projects'))],
  savedProjects: [withCards(visit('poster', (m) => (m.hasSavedProjects ? 'View Details' : /Saved|Liked/i)), (m) => m.hasSavedProjects)],
  viewBidders: [visit('poster', (m) => m.bidder.name, (m) => ({ listing_id: m.listing.id }))],
  bidOffer: [visit('poster', (m) => m.bidder.name, (m) => ({ bidOfferBidID: m.bidId }))],
  posterContract: [visit('poster', (m) => m.bidder.name, (m) => ({ contract_id: m.contractId })), escrowVisit('poster', 'submitted'), escrowVisit('poster', 'disputed')],
  myBids: [visit('bidder', (m) => m.listing.title)],
  bidderContract: [visit('bidder', (m) => m.poster.name, (m) => ({ bid_id: m.bidId })), escrowVisit('bidder', 'submitted'), escrowVisit('bidder', 'disputed')],
  chats: [visit('poster', (m) => chatWords(m, 'poster')), visit('bidder', (m) => chatWords(m, 'bidder'))],
  alerts: [visit('poster', /Alerts/i), visit('bidder', /Alerts/i)],
  payments: [visit('poster', 'Payment Methods'), visit('bidder', 'Receiving payments')],
  // opening it starts (or resumes) the card payment of milestone 1, which the seller's card account makes possible
  stripePayment: [
    visit('poster', 'Pay milestone 1', async (m) => {
      await sellerCardAccount(m);
      return queryOf(stripePaymentPath(m.contractId, 1));
    }),
  ],
  createCustomer: [dataFree(visit('poster', 'Create a Personal VCR'))],
  // the link 'Set Up Card Account' follows
  sandboxOnboarding: [
    dataFree(visit('bidder', 'Card account onboarding (sandbox)', async (m) => queryOf((await m.bidder.api<{ url: string }>('/payments/card-account/onboarding', { method: 'POST' })).url))),
  ],
  // where 'Link Bank Account' goes in the sandbox
  sandboxBankLink: [dataFree(visit('poster', 'Link a bank account (sandbox)', async (m) => ({ link_token: await bankLinkToken(m) })))],
  // the sandbox's stand-in for the bank's 3-D Secure page, as a redirect to it names the intent
  // the console's sections are ADMIN_PAGES; the bare address opens the first
  admin: { redirectsTo: adminSectionPath(ADMIN_SECTIONS.overview), who: 'operator' },
  sandboxAuthenticate: [
    dataFree(
      visit('poster', 'Authenticate your payment (sandbox)', async (m) => {
        const { intentId, clientSecret } = await cardNeedingAuthentication(m);
        return { payment_intent: intentId, client_secret: clientSecret, return_to: stripePaymentPath(m.contractId, 1) };
      }),
    ),
  ],
};

const PROFILE_PAGES: Record<ProfileSection, Visit[]> = {
  [PROFILE_SECTIONS.basicDetails]: [visit('poster', 'Display Name'), visit('bidder', 'Display Name')],
  // a contractor's sections have the most on them (industries, business, certificate, testimonials on the demo data)
  [PROFILE_SECTIONS.industry]: [visit('bidder', /Industry/)],
  [PROFILE_SECTIONS.business]: [visit('bidder', /Business/)],
  [PROFILE_SECTIONS.certification]: [visit('bidder', /Certification/)],
  [PROFILE_SECTIONS.feedback]: [visit('bidder', /Feedback/)],
  [PROFILE_SECTIONS.password]: [dataFree(visit('poster', /Password/))],
  [PROFILE_SECTIONS.twoFactor]: [dataFree(visit('poster', 'Turn on two-factor sign-in'))],
  [PROFILE_SECTIONS.notifications]: [dataFree(visit('poster', 'Notifications'))],
  [PROFILE_SECTIONS.support]: [visit('poster', (m) => m.posterTicket ?? 'You have not contacted support yet.')],
  [PROFILE_SECTIONS.savedSearches]: [visit('bidder', 'Saved Searches')],
};

/**
 * The titles of the console's sections, each page's h2 (issue 28's page names; 'Operator console' is the area's h1).
 * Written here rather than imported from the web app: the test holds the pages to them.
 */
const ADMIN_TITLES: Record<AdminSection, string> = {
  overview: 'Overview',
  users: 'Users',
  reports: 'Reports',
  listings: 'Listings',
  support: 'Support',
  disputes: 'Disputes',
  money: 'Money',
  audit: 'Audit log',
};
/** A console section as the operator sees it: its list (no query) or one item of it (the item's path gives the query). */
const adminVisit = (section: AdminSection, item?: { label: string; path: (m: A11yMarketplace) => string; words: Visit['words']; onlyIf?: Visit['onlyIf'] }): Visit => ({
  who: 'operator',
  heading: ADMIN_TITLES[section],
  words: item?.words ?? (() => ADMIN_TITLES[section]),
  ...(item && { label: item.label, query: (m) => queryOf(item.path(m)), onlyIf: item.onlyIf }),
});

const ADMIN_PAGES: Record<AdminSection, Visit[]> = {
  [ADMIN_SECTIONS.overview]: [adminVisit('overview')],
  [ADMIN_SECTIONS.users]: [adminVisit('users'), adminVisit('users', { label: 'user', path: (m) => adminUserPath(m.poster.id), words: (m) => m.poster.email })],
  [ADMIN_SECTIONS.reports]: [adminVisit('reports')],
  [ADMIN_SECTIONS.listings]: [adminVisit('listings')],
  [ADMIN_SECTIONS.support]: [
    adminVisit('support'),
    adminVisit('support', { label: 'ticket', path: (m) => adminTicketPath(String(m.queues.ticket!.id)), words: (m) => m.queues.ticket!.subject, onlyIf: (m) => m.queues.ticket !== null }),
  ],
  [ADMIN_SECTIONS.disputes]: [
    adminVisit('disputes'),
    adminVisit('disputes', { label: 'dispute', path: (m) => adminDisputePath(m.queues.dispute!.id), words: (m) => m.queues.dispute!.listingTitle, onlyIf: (m) => m.queues.dispute !== null }),
  ],
  [ADMIN_SECTIONS.money]: [
    adminVisit('money'),
    adminVisit('money', { label: 'contract', path: (m) => adminContractMoneyPath(m.contractId), words: (m) => m.listing.title }),
    // escrow held and disputed: ledger entries, a payment with its provider ids
    adminVisit('money', { label: 'escrow', path: (m) => adminContractMoneyPath(m.escrow!.disputed.contractId), words: () => 'Ledger entries', onlyIf: (m) => m.escrow !== null }),
  ],
  [ADMIN_SECTIONS.audit]: [adminVisit('audit')],
};

/** The router's catch-all, outside and inside the signed-in shell. */
const NOT_FOUND: Array<{ path: string; visit: Visit }> = [
  { path: '/no-such-page', visit: dataFree(visit('visitor', /not found|404/i)) },
  { path: '/v1/no-such-page', visit: dataFree(visit('poster', /not found|404/i)) },
];

const ROWS: Array<{ path: string; visit: Visit }> = [
  ...Object.entries(PAGES).flatMap(([key, visits]) => ('redirectsTo' in visits ? [] : visits.map((v) => ({ path: WEB_PATHS[key as keyof typeof WEB_PATHS], visit: v })))),
  ...Object.entries(PROFILE_PAGES).flatMap(([section, visits]) => visits.map((v) => ({ path: profileSectionPath(section as ProfileSection), visit: v }))),
  ...Object.entries(ADMIN_PAGES).flatMap(([section, visits]) => visits.map((v) => ({ path: adminSectionPath(section as AdminSection), visit: v }))),
  ...NOT_FOUND,
];
const REDIRECTS = Object.entries(PAGES).flatMap(([key, row]) =>
  'redirectsTo' in row ? [{ from: WEB_PATHS[key as keyof typeof WEB_PATHS], to: row.redirectsTo, who: row.who ?? 'poster' }] : [],
);

const MOBILE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const SCREENSHOT_DIR = path.join(RESULTS_DIR, 'mobile-360');
const PEOPLE: Who[] = ['visitor', 'poster', 'bidder', 'operator'];

let browser: Browser;
const servers = {} as Record<'seed' | 'demo', RunningServer>;
/** The test seed's admin (the demo data has its own operator). */
let seedAdmin: Credentials;

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await startTogether([
    startServerWithAdmin().then((seed) => ([servers.seed, seedAdmin] = [seed.server, seed.admin])),
    startServer({ SEED_DEMO: 'true' }).then((demo) => (servers.demo = demo)),
    launchBrowser().then((launched) => (browser = launched)),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((server) => server?.stop()));
});

/** The axe checks of the page as it is now, each line marked with the size and theme it was seen at. */
async function check(page: Page, where: string, rules: AxeRules): Promise<string[]> {
  await waitUntilSettled(page);
  return (await findSeriousViolations(page, rules)).map((violation) => `[${where}] ${violation}`);
}

function describeMarketplace(name: 'seed' | 'demo', open: (server: RunningServer, contexts: Record<Who, BrowserContext>) => Promise<A11yMarketplace>) {
  // the two marketplaces run side by side (one browser page each per person: a core each), their pages one by one
  describe(`accessibility and 360 px layout of every page, ${name === 'seed' ? 'on the test seed' : 'on the demo data'}`, { concurrent: true }, () => {
    let m: A11yMarketplace;
    const pages = {} as Record<Who, Page>;

    beforeAll(async () => {
      const contexts = {} as Record<Who, BrowserContext>;
      for (const who of PEOPLE) {
        const opened = await newPage(browser, servers[name].url, MOBILE);
        [pages[who], contexts[who]] = [opened.page, opened.context];
      }
      m = await open(servers[name], contexts);
      // localStorage needs the app's origin loaded once
      await Promise.all(Object.values(pages).map((page) => page.goto('/favicon.ico')));
    });
    screenshotOnFailure(() => Object.values(pages));

    for (const { from, to, who } of REDIRECTS) {
      it.sequential(`${name}: ${from} goes on to ${to}`, async () => {
        await pages[who].goto(from);
        await waitForPath(pages[who], to);
      });
    }

    for (const row of ROWS) {
      if (name === 'demo' && row.visit.isDataFree) continue;
      const { who, label } = row.visit;
      it.sequential(`${name}: ${who} ${row.path}${label ? ` (${label})` : ''}`, async ({ expect, skip }) => {
        if (row.visit.onlyIf && !row.visit.onlyIf(m)) return skip();
        const page = pages[who];
        const url = webPath(row.path, await row.visit.query?.(m));
        const file = (variant: string) => `${name}-${who}-${row.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}${label ? `-${label}` : ''}${variant}.png`;
        const problems: string[] = [];
        // the phone first, in the default (dark) theme: no sideways scrolling, a screenshot to look at, axe
        await page.setViewportSize(MOBILE);
        await setTheme(page, 'dark');
        await openPage(page, url, row.visit.words(m));
        if (row.visit.heading) await page.getByRole('heading', { level: 2, name: row.visit.heading, exact: true }).waitFor();
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) problems.push(`[360 px] the page scrolls sideways by ${overflow} px`);
        if (row.visit.cards) problems.push(...(await checkPostCards(page, row.visit.cards(m))));
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, file('')) });
        problems.push(...(await check(page, '360 px dark', 'every rule')), ...(await iconNamedControls(page)));
        // the light theme, switched in place as when another tab changes it: only colours change
        await setTheme(page, 'light', { live: true });
        problems.push(...(await check(page, '360 px light', 'colour rules')));
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, file('-light')) });
        // the desktop, resized in place (another layout: menus, columns), then dark again
        await page.setViewportSize(DESKTOP);
        problems.push(...(await check(page, '1280 px light', 'every rule')), ...(await iconNamedControls(page)));
        await setTheme(page, 'dark', { live: true });
        problems.push(...(await check(page, '1280 px dark', 'colour rules')));
        expect(problems).toEqual([]);
      });
    }
  });
}

describeMarketplace('seed', async (server, contexts) =>
  ownSeedMarketplace(server, await seedMarketplace(server, { poster: contexts.poster, bidder: contexts.bidder }), seedAdmin, contexts.operator),
);
describeMarketplace('demo', (server, contexts) => demoMarketplace(server, contexts));
