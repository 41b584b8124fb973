import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_SECTIONS, profileSectionPath, WEB_PATHS, webPath } from '@homebid/shared/web-paths';
import type { App } from '../app';
import { testimonials } from '../db/schema';
import { buildUser } from '../../test/factories';
import { buildStartedContract } from '../../test/support/contracts';
import { buildListingsTestApp } from '../../test/support/listings';
import { ACCOUNT_CARDS } from '@homebid/shared/constants/account-cards';
import { ALERT_COLUMNS } from '@homebid/shared/constants/alert';
import { BID_DESCRIPTION_LINES, BID_LABELS } from '@homebid/shared/constants/bid';
import { paymentSetupSection } from '@homebid/shared/constants/payments';
import { savedSearchesLead } from '@homebid/shared/constants/saved-search';
import { TWO_FACTOR_MSG } from '@homebid/shared/constants/two-factor';
import { escapeHtml } from './html';
import { FIRST_SCREEN_ROUTES, PAGE_FIRST_SCREENS, pageHeadingOf } from './page-first-screens';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'homebid-page-screens-'));
let app: App;
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>HomeBid</title></head><body><div id="root"></div></body></html>');
  app = await buildListingsTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const lead = (text: string) => `<div class="first-screen-text first-screen-lead">${escapeHtml(text)}</div>`;
const headingOf = (html: string) =>
  /<div id="first-screen" class="first-screen" aria-hidden="true">[^]*?<div class="first-screen-heading"[^>]*>(?:<span class="first-screen-back">.*?<\/span>)?([^<]*)</.exec(html)?.[1] ?? null;

describe('a first screen for every page of the router that has one', () => {
  it('draws each page’s heading, in its own words, for a signed-in visitor (a signed-out page: for a visitor without a session); nothing for the other', async () => {
    const { poster, bidder, bidId, contractId } = await buildStartedContract(app);
    // the pages that show one thing open on it; the others as a visit starts on them
    const queries: Record<string, { who: typeof poster; query?: Record<string, string> }> = {
      [WEB_PATHS.posterContract]: { who: poster, query: { contract_id: contractId } },
      [WEB_PATHS.bidderContract]: { who: bidder, query: { bid_id: bidId } },
      [WEB_PATHS.myProjects]: { who: poster },
    };
    expect(FIRST_SCREEN_ROUTES.length).toBeGreaterThanOrEqual(24);
    for (const route of FIRST_SCREEN_ROUTES) {
      const { who, query } = queries[route] ?? { who: bidder };
      const url = webPath(route, query);
      const withSession = (await app.inject({ url, headers: { cookie: who.cookie } })).body;
      const withoutSession = (await app.inject({ url })).body;
      const [drawn, blank] = pageHeadingOf(route)!.signedOut ? [withoutSession, withSession] : [withSession, withoutSession];
      expect(headingOf(drawn), url).toBe(pageHeadingOf(route)!.heading.replace('&', '&amp;'));
      expect(drawn, url).toContain('aria-hidden="true"');
      expect(headingOf(blank), url).toBeNull();
    }
  });

  it('covers the router: every signed-in page of the shell has its row, and the rest say why not', () => {
    for (const [key, row] of Object.entries(PAGE_FIRST_SCREENS)) {
      expect('heading' in row || row.none.length > 10, key).toBe(true);
    }
    for (const section of Object.values(PROFILE_SECTIONS)) expect(FIRST_SCREEN_ROUTES).toContain(profileSectionPath(section));
    for (const route of [WEB_PATHS.myBids, WEB_PATHS.alerts, WEB_PATHS.chats, WEB_PATHS.payments, WEB_PATHS.createCustomer, WEB_PATHS.savedProjects]) {
      expect(FIRST_SCREEN_ROUTES).toContain(route);
    }
  });

  it('draws the first rows of a list (My Bids) as the page reads them, and the heading alone for an empty one', async () => {
    const { bidder } = await buildStartedContract(app);
    const bids = (await bidder.request({ url: '/api/bids/mine' })).json().items as Array<{ listing: { title: string } }>;
    const html = (await app.inject({ url: WEB_PATHS.myBids, headers: { cookie: bidder.cookie } })).body;
    expect(html).toContain(`<div class="first-screen-title">${bids[0]!.listing.title}</div>`);
    const newcomer = await buildUser(app, { userType: 'contractor', onboarded: true });
    const empty = (await app.inject({ url: WEB_PATHS.myBids, headers: { cookie: newcomer.cookie } })).body;
    expect(headingOf(empty)).toBe('My Bids');
    expect(empty).not.toContain('class="first-screen-title"');
  });

  it('draws an account page’s card with the line under its title, as the page shows it', async () => {
    const register = (await app.inject({ url: WEB_PATHS.register })).body;
    expect(register).toContain(`<div class="first-screen-brand">HomeBid</div><div class="first-screen-heading">${ACCOUNT_CARDS.register.title}</div>`);
    expect(register).toContain(`<div class="first-screen-text first-screen-lead">${ACCOUNT_CARDS.register.subtitle}</div>`);
    // the page knows nobody is signed in, so it does not wait for a profile request that can only answer 401
    expect(register).toContain('<meta name="homebid-session" content="none">');
    const newcomer = await buildUser(app);
    const verify = (await app.inject({ url: WEB_PATHS.verifyPhone, headers: { cookie: newcomer.cookie } })).body;
    expect(verify).toContain(`<div class="first-screen-heading">${ACCOUNT_CARDS.verifyPhone.title}</div>`);
    expect(verify).not.toContain('homebid-session');
  });

  it('draws the text that depends on the visitor’s data where the page will: alerts, two-factor sign-in, saved searches, payment setup, feedback', async () => {
    const { poster, bidder } = await buildStartedContract(app);
    const page = async (url: string) => (await app.inject({ url, headers: { cookie: bidder.cookie } })).body;
    const { alerts } = (await bidder.request({ url: '/api/alerts?page=1&pageSize=5' })).json() as { alerts: Array<{ title: string; message: string }> };
    expect(alerts.length).toBeGreaterThan(0);
    const alertsHtml = await page(WEB_PATHS.alerts);
    for (const alert of alerts) {
      expect(alertsHtml).toContain(`<span class="first-screen-label">${ALERT_COLUMNS.message}</span><span class="first-screen-text">${escapeHtml(alert.message)}</span>`);
    }
    expect(alertsHtml.match(/class="first-screen-described"/g)).toHaveLength(alerts.length);

    // with the page's state tag in front, as the page writes it (the same line breaks, the same size)
    expect(await page(profileSectionPath(PROFILE_SECTIONS.twoFactor))).toContain(
      `<div class="first-screen-text first-screen-lead"><span class="first-screen-tag">${TWO_FACTOR_MSG.offTag}</span> ${escapeHtml(TWO_FACTOR_MSG.offLead)}</div>`,
    );
    expect(await page(profileSectionPath(PROFILE_SECTIONS.savedSearches))).toContain(lead(savedSearchesLead(0)));
    expect((await bidder.request({ method: 'POST', url: '/api/saved-searches', payload: { name: 'Decks', filter: { text: 'deck' }, frequency: 'instant' } })).statusCode).toBe(201);
    expect(await page(profileSectionPath(PROFILE_SECTIONS.savedSearches))).toContain(lead(savedSearchesLead(1)));

    const setup = (await bidder.request({ url: '/api/payments/setup' })).json();
    expect(await page(WEB_PATHS.payments)).toContain(lead(paymentSetupSection(setup).summary));

    const feedback = profileSectionPath(PROFILE_SECTIONS.feedback);
    expect(await page(feedback)).not.toContain('class="first-screen-title"');
    await app.ctx.db.insert(testimonials).values([
      { bidderId: bidder.id, posterId: poster.id, title: 'Great work', description: 'Fast & tidy, every day of the job.', stars: 5, amountCents: 125000, createdAt: new Date('2024-01-01') },
      { bidderId: bidder.id, posterId: poster.id, title: 'Newer', description: 'On time.', stars: 4, amountCents: null, createdAt: new Date('2024-02-01') },
    ]);
    const listed = (await bidder.request({ url: '/api/profile/testimonials' })).json() as Array<{ title: string; description: string }>;
    const feedbackHtml = await page(feedback);
    expect(listed).toHaveLength(2);
    for (const t of listed) expect(feedbackHtml).toContain(`<div class="first-screen-title">${t.title}</div><div class="first-screen-text">${escapeHtml(t.description)}</div>`);
  });

  it('draws View Bidders’ bids as their cards show them, reached by the listing or by a bid offer; nothing for a stranger', async () => {
    const { poster, bidId } = await buildStartedContract(app);
    const bid = (await poster.request({ url: `/api/bids/${bidId}` })).json() as { listingId: string; description: string };
    const description = `<span class="first-screen-label">${BID_LABELS.description}</span><span class="first-screen-text" style="-webkit-line-clamp:${BID_DESCRIPTION_LINES}">${escapeHtml(bid.description)}</span>`;
    for (const url of [webPath(WEB_PATHS.viewBidders, { listing_id: bid.listingId }), webPath(WEB_PATHS.bidOffer, { bidOfferBidID: bidId })]) {
      const html = (await app.inject({ url, headers: { cookie: poster.cookie } })).body;
      expect(html, url).toContain(description);
    }
    // someone else's listing: nothing of it, as the page shows them none
    const stranger = await buildUser(app, { userType: 'home_owner', onboarded: true });
    const html = (await app.inject({ url: webPath(WEB_PATHS.viewBidders, { listing_id: bid.listingId }), headers: { cookie: stranger.cookie } })).body;
    expect(headingOf(html)).toBeNull();
    expect(html).not.toContain(escapeHtml(bid.description));
  });

  it('draws nothing for a session that is no longer valid', async () => {
    const html = (await app.inject({ url: WEB_PATHS.alerts, headers: { cookie: 'better-auth.session_token=no-such-session.sig' } })).body;
    expect(headingOf(html)).toBeNull();
  });
});
