import type { FastifyRequest } from 'fastify';
import { MY_PROFILE_PATH } from '@homebid/shared/api-paths';
import { ACCOUNT_CARDS, ONBOARDING_TITLE, type AccountCardWords } from '@homebid/shared/constants/account-cards';
import { NOTIFICATIONS_LEAD } from '@homebid/shared/constants/alert';
import { PAYMENTS_MSG } from '@homebid/shared/constants/payments';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { PROFILE_SECTIONS, profileSectionPath, WEB_PATHS, type ProfileSection } from '@homebid/shared/web-paths';
import type { Config } from '../config';
import { firstScreenParts, readFirstScreenData, type FirstScreen } from './first-screen';
import type { ShellParts } from './static-files';

/** How a page draws its heading: what its first screen shows before anything of its data. */
export type PageHeading = Pick<FirstScreen, 'heading' | 'headingSize' | 'framed' | 'hasBackArrow' | 'controlRows' | 'lead' | 'layout'> & {
  /** a page for visitors without a session (signing up, a forgotten password): drawn for them, nothing read */
  signedOut?: boolean;
};
/** A page of the router without a first screen, and why. */
export interface NoFirstScreen {
  none: string;
}

const SANDBOX = 'the sandbox stand-in for a payment provider’s own page';
const framed = (heading: string, headingSize?: number): PageHeading => ({ heading, framed: true, headingSize });
const account = ({ title, subtitle }: AccountCardWords): PageHeading => ({ heading: title, lead: subtitle, layout: 'account' });
const signedOut = (card: AccountCardWords): PageHeading => ({ ...account(card), signedOut: true });

/**
 * The first screen of every page of the router (server: first-screen.ts), typed by WEB_PATHS and PROFILE_SECTIONS so
 * a page added to the router does not compile until it has its row: its heading in the page's words, drawn where
 * the page draws it. A feature's shell hint may add the page's first item (listing-first-screen.ts...); every other
 * signed-in page gets its heading and placeholders from here (registerWebApp).
 */
export const PAGE_FIRST_SCREENS: { [K in keyof typeof WEB_PATHS]: PageHeading | NoFirstScreen } = {
  signIn: { none: 'light on its own (no antd): its form is drawn as soon as its few scripts have run' },
  register: signedOut(ACCOUNT_CARDS.register),
  forgotPassword: signedOut(ACCOUNT_CARDS.forgotPassword),
  resetPassword: signedOut(ACCOUNT_CARDS.resetPassword),
  home: { heading: 'Listings', controlRows: 1 },
  oldHome: { none: 'an old address that only redirects to /v1' },
  verifyPhone: account(ACCOUNT_CARDS.verifyPhone),
  selectUserType: account(ACCOUNT_CARDS.selectUserType),
  profileOnboard: { heading: ONBOARDING_TITLE, layout: 'bare' },
  listing: { heading: 'Listings', controlRows: 1 },
  profile: framed('Basic Details', 18),
  myProjects: { heading: 'My Projects', controlRows: 1 },
  savedProjects: { heading: 'Saved Projects', controlRows: 1 },
  viewBidders: { heading: 'View Bidders', hasBackArrow: true, controlRows: 2 },
  bidOffer: { heading: 'View Bidders', hasBackArrow: true, controlRows: 2 },
  posterContract: { heading: 'Contract Details', hasBackArrow: true },
  myBids: framed('My Bids'),
  bidderContract: { heading: 'Contract Details', hasBackArrow: true },
  chats: framed('Messages', 16),
  alerts: framed('Alerts'),
  payments: framed(PAYMENTS_MSG.title),
  stripePayment: { none: 'a step of paying a milestone whose heading names the payment (Fund or Pay milestone N)' },
  createCustomer: { ...framed(PAYMENTS_MSG.createCustomerTitle), lead: PAYMENTS_MSG.createCustomerLead },
  sandboxOnboarding: { none: SANDBOX },
  sandboxBankLink: { none: SANDBOX },
  sandboxAuthenticate: { none: SANDBOX },
  admin: { none: 'the operator console: HomeBid staff at a desk, not a phone' },
};

/** The profile sections, each a card titled as its section (under the summary card: profile-first-screen.ts). */
export const PROFILE_FIRST_SCREENS: Record<ProfileSection, PageHeading> = {
  [PROFILE_SECTIONS.basicDetails]: framed('Basic Details', 18),
  [PROFILE_SECTIONS.industry]: framed('Industry', 18),
  [PROFILE_SECTIONS.business]: framed('Business Details', 18),
  [PROFILE_SECTIONS.certification]: framed('Certifications', 18),
  [PROFILE_SECTIONS.feedback]: framed('Feedback', 18),
  [PROFILE_SECTIONS.password]: framed('Change Password', 18),
  [PROFILE_SECTIONS.twoFactor]: framed('Two-factor sign-in', 18),
  [PROFILE_SECTIONS.notifications]: { ...framed('Notifications', 16), lead: NOTIFICATIONS_LEAD },
  [PROFILE_SECTIONS.support]: framed('Support Requests', 16),
  [PROFILE_SECTIONS.savedSearches]: framed('Saved Searches', 16),
};

const HEADINGS = new Map<string, PageHeading>([
  ...Object.entries(PAGE_FIRST_SCREENS).flatMap(([key, row]) => ('none' in row ? [] : [[WEB_PATHS[key as keyof typeof WEB_PATHS], row] as const])),
  ...Object.entries(PROFILE_FIRST_SCREENS).map(([section, row]) => [profileSectionPath(section as ProfileSection), row] as const),
]);

/** Every route (no trailing slash) that has a first screen. */
export const FIRST_SCREEN_ROUTES: readonly string[] = [...HEADINGS.keys()];

/** The pages for visitors without a session: sign-in and the rows marked signedOut (platform/auth/signed-out-shell-hint.ts). */
export const SIGNED_OUT_ROUTES: readonly string[] = [WEB_PATHS.signIn, ...FIRST_SCREEN_ROUTES.filter((route) => HEADINGS.get(route)!.signedOut)];

/** The route of a request: its path without the query or a trailing slash. */
export const routeOf = (url: string) => url.split('?')[0]!.replace(/\/+$/, '') || '/';

/** The heading of a route's first screen, or undefined for a page without one. */
export const pageHeadingOf = (route: string): PageHeading | undefined => HEADINGS.get(route);

/** A route's first screen: its heading from the table above, with what a feature adds (its first item, a lead read from its data...). */
export function pageFirstScreen(route: string, content: Omit<FirstScreen, Exclude<keyof PageHeading, 'lead'>> = {}): ShellParts | undefined {
  const heading = pageHeadingOf(route);
  return heading && firstScreenParts({ ...heading, ...content, lead: content.lead ?? heading.lead });
}

/**
 * The first screen of a page no feature draws: its heading and placeholders, for a visitor whose session holds
 * (read as the app reads who is signed in: the profile the shell asks for anyway).
 */
export function headingFirstScreen(config: Config) {
  return async (request: FastifyRequest): Promise<ShellParts | undefined> => {
    const route = routeOf(request.url);
    const heading = pageHeadingOf(route);
    if (!heading || heading.signedOut) return undefined;
    const me = await readFirstScreenData<MyProfile>(config, request, MY_PROFILE_PATH);
    return me ? pageFirstScreen(route) : undefined;
  };
}

/** The title and text of a list's first row, as the page shows them. */
export interface FirstRow {
  title: string;
  text?: string;
}

/** What a feature draws under a page's heading (its first item, rows, cards, a lead read from its data). */
export type FirstScreenContent = NonNullable<Parameters<typeof pageFirstScreen>[1]>;

/**
 * A feature's first screen drawn from the page's data, read as the page reads it (its API path in
 * shared/api-paths.ts): nothing unless that read answers.
 */
export function dataFirstScreen<T>(config: Config, paths: readonly string[], contentOf: (data: T) => FirstScreenContent) {
  return {
    paths,
    hint: async (request: FastifyRequest) => {
      const data = await readFirstScreenData<T>(config, request);
      return data && pageFirstScreen(routeOf(request.url), contentOf(data));
    },
  };
}

/**
 * A feature's first screen for pages that open on a list (My Bids): the heading and the first rows; the heading
 * alone when the list is empty.
 */
export function firstRowScreen<T>(config: Config, paths: readonly string[], rowsOf: (data: T) => FirstRow[]) {
  return dataFirstScreen<T>(config, paths, (data) => firstRows(rowsOf(data)));
}

/** A list's first rows as a first screen draws them (placeholders for an empty list). */
export function firstRows(rows: FirstRow[]): FirstScreenContent {
  // the rows a phone's first screen holds: the largest of them is the page's largest paint
  const [first, ...more] = rows.slice(0, FIRST_SCREEN_ROWS);
  return first ? { item: { ...first, size: 'row' }, rows: more } : {};
}

const FIRST_SCREEN_ROWS = 3;
