import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_SECTIONS, profileSectionPath, WEB_PATHS, webPath } from '@homebid/shared/web-paths';
import type { App } from '../app';
import { buildUser } from '../../test/factories';
import { buildStartedContract } from '../../test/support/contracts';
import { buildListingsTestApp } from '../../test/support/listings';
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

const headingOf = (html: string) =>
  /<div id="first-screen" class="first-screen" aria-hidden="true">[^]*?<div class="first-screen-heading"[^>]*>(?:<span class="first-screen-back">.*?<\/span>)?([^<]*)</.exec(html)?.[1] ?? null;

describe('a first screen for every signed-in page of the router', () => {
  it('draws each page’s heading, in its own words, for a signed-in visitor; nothing without a session', async () => {
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
      const html = (await app.inject({ url, headers: { cookie: who.cookie } })).body;
      expect(headingOf(html), url).toBe(pageHeadingOf(route)!.heading.replace('&', '&amp;'));
      expect(html, url).toContain('aria-hidden="true"');
      expect(headingOf((await app.inject({ url })).body), url).toBeNull();
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

  it('draws nothing for a session that is no longer valid', async () => {
    const html = (await app.inject({ url: WEB_PATHS.alerts, headers: { cookie: 'better-auth.session_token=no-such-session.sig' } })).body;
    expect(headingOf(html)).toBeNull();
  });
});
