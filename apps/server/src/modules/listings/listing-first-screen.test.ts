import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildUser } from '../../test/factories';
import { buildListingsTestApp, buildServicesBody, postListing, uploadImage } from './test-support';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'homebid-shell-'));
let app: App;
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><title>HomeBid</title></head><body>${'<div></div>'.repeat(100)}</body></html>`);
  app = await buildListingsTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1]);

describe('the listing page shell', () => {
  it('names the newest open listing’s first image in a preload for signed-in visitors only', async () => {
    const poster = await buildUser(app, { userType: 'home_owner', onboarded: true });
    const older = await uploadImage(poster, 30);
    expect((await postListing(poster, buildServicesBody([older]))).statusCode).toBe(201);
    const newest = await uploadImage(poster, 200);
    const second = await uploadImage(poster, 120);
    const created = await postListing(poster, buildServicesBody([newest, second], { title: 'Deck stairs' }));
    expect(created.statusCode).toBe(201);
    const firstImageUrl = created.json().images[0].url as string;

    const viewer = await buildUser(app);
    const page = await app.inject({ url: '/v1', headers: { cookie: viewer.cookie, 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(preloads(html)).toEqual([firstImageUrl]);
    // the image is what the search shows first
    const search = await viewer.request({ url: '/api/listings' });
    expect(search.json().items[0].imageUrls[0]).toBe(firstImageUrl);

    // revalidation still works on the page with its hint
    const again = await app.inject({ url: '/v1', headers: { cookie: viewer.cookie, 'accept-encoding': 'br', 'if-none-match': page.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    const signedOut = await app.inject({ url: '/v1' });
    expect(preloads(signedOut.body)).toEqual([]);
    const otherPage = await app.inject({ url: '/v1/projects', headers: { cookie: viewer.cookie } });
    expect(preloads(otherPage.body)).toEqual([]);
  });
});
