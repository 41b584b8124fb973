import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildUser } from '../../../test/factories';
import { buildStartedContract } from '../../../test/support/contracts';
import { buildListingsTestApp, buildServicesBody, postListing, uploadImage } from '../../../test/support/listings';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'homebid-shell-'));
const SHELL = `<!doctype html><html><head><title>HomeBid</title><link rel="stylesheet" href="/assets/web-1.css"><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div>${'<div></div>'.repeat(100)}</body></html>`;
let app: App;
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  app = await buildListingsTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The first screen of a page as the visitor's browser gets it: its heading, item title and image, or null. */
function firstScreenOf(html: string) {
  const screen = /<div id="first-screen"[^]*?(?=<link rel="stylesheet"|<div id="root")/.exec(html)?.[0];
  if (!screen) return null;
  return {
    heading: /<div class="first-screen-heading"[^>]*>(?:<span class="first-screen-back">.*?<\/span>)?([^<]*)</.exec(screen)?.[1],
    title: /<div class="first-screen-title">([^<]*)</.exec(screen)?.[1],
    imageUrl: /<img class="first-screen-image" src="([^"]+)"/.exec(screen)?.[1] ?? null,
    imagePreload: /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html.slice(0, html.indexOf('</head>')))?.[1] ?? null,
  };
}

const pageFor = (cookie: string | undefined, url: string) =>
  app.inject({ url, headers: { ...(cookie ? { cookie } : {}), 'accept-encoding': 'br' } }).then((page) => ({
    page,
    html: page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.rawPayload).toString() : page.body,
  }));

describe('the first screen of the listing page and My Projects', () => {
  it('shows the first card of the search, as the signed-in viewer will see it, with its image asked for first', async () => {
    const poster = await buildUser(app, { userType: 'home_owner', onboarded: true });
    expect((await postListing(poster, buildServicesBody([await uploadImage(poster, 30)]))).statusCode).toBe(201);
    const created = await postListing(poster, buildServicesBody([await uploadImage(poster, 200), await uploadImage(poster, 120)], { title: 'Deck stairs <b>& rails</b>' }));
    expect(created.statusCode).toBe(201);

    const viewer = await buildUser(app);
    const { page, html } = await pageFor(viewer.cookie, '/v1');
    expect(page.statusCode).toBe(200);
    // it carries what this visitor may see: never kept by a shared cache
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const first = (await viewer.request({ url: '/api/listings' })).json().items[0];
    expect(firstScreenOf(html)).toEqual({ heading: 'Listings', title: 'Deck stairs &lt;b&gt;&amp; rails&lt;/b&gt;', imageUrl: first.imageUrls[0], imagePreload: first.imageUrls[0] });
    expect(first.title).toBe('Deck stairs <b>& rails</b>');
    // the first screen paints before the app's stylesheet: that comes after it, in the body
    expect(html.indexOf('/assets/web-1.css')).toBeGreaterThan(html.indexOf('id="first-screen"'));
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('stylesheet');
    // the image is asked for before the app's scripts
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('/assets/index-1.js'));

    // revalidation still works on a page with its first screen
    const again = await app.inject({ url: '/v1', headers: { cookie: viewer.cookie, 'accept-encoding': 'br', 'if-none-match': page.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('shows My Projects the visitor’s own newest project of the status the page opens on, and none to a visitor without projects', async () => {
    const owner = await buildUser(app, { userType: 'home_owner', onboarded: true });
    const posted = await postListing(owner, buildServicesBody([await uploadImage(owner, 60)], { title: 'Paint the porch' }));
    expect(posted.statusCode).toBe(201);
    const mine = firstScreenOf((await pageFor(owner.cookie, '/v1/projects')).html);
    expect(mine).toMatchObject({ heading: 'My Projects', title: 'Paint the porch', imageUrl: posted.json().images[0].url });
    // nothing closed yet: the closed list has no first card, only the heading
    expect(firstScreenOf((await pageFor(owner.cookie, '/v1/projects?status=closed')).html)).toMatchObject({ heading: 'My Projects', title: undefined });
    const newcomer = await buildUser(app, { userType: 'home_owner', onboarded: true });
    expect(firstScreenOf((await pageFor(newcomer.cookie, '/v1/projects')).html)).toMatchObject({ heading: 'My Projects', title: undefined });
  });

  it('draws nothing for a visitor without a session (sent to sign-in) or with one that is no longer valid', async () => {
    const { page, html } = await pageFor(undefined, '/v1');
    expect(firstScreenOf(html)).toBeNull();
    expect(page.headers['cache-control']).toBe('no-cache');
    const stale = await pageFor('better-auth.session_token=no-such-session.sig', '/v1');
    expect(stale.page.statusCode).toBe(200);
    expect(firstScreenOf(stale.html)).toBeNull();
  });
});

describe('the first screen of the contract pages', () => {
  it('shows Contract Details and the project title to either party, and nothing to anyone else', async () => {
    const { poster, bidder, bidId, contractId } = await buildStartedContract(app);
    const title = (await bidder.request({ url: `/api/bids/${bidId}/contract` })).json().listing.title as string;
    expect(firstScreenOf((await pageFor(bidder.cookie, `/v1/my-bids/contract?bid_id=${bidId}`)).html)).toEqual({
      heading: 'Contract Details',
      title,
      imageUrl: null,
      imagePreload: null,
    });
    expect(firstScreenOf((await pageFor(poster.cookie, `/v1/projects/contract?contract_id=${contractId}`)).html)?.title).toBe(title);
    const stranger = await buildUser(app, { userType: 'contractor', onboarded: true });
    expect(firstScreenOf((await pageFor(stranger.cookie, `/v1/my-bids/contract?bid_id=${bidId}`)).html)).toBeNull();
    expect(firstScreenOf((await pageFor(stranger.cookie, `/v1/projects/contract?contract_id=${contractId}`)).html)).toBeNull();
    expect(firstScreenOf((await pageFor(bidder.cookie, '/v1/my-bids/contract')).html)).toBeNull();
  });
});
