import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../web/build/precompress';
import type { App } from '../app';
import { buildTestApp } from '../../test/test-app';
import { buildUser } from '../../test/factories';

// a small built web app, precompressed by the same code the Vite build runs
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'homebid-web-dist-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const shell = `<!doctype html><html><head><title>HomeBid</title><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(60)}</body></html>`;
const photo = Buffer.from('89504e470d0a1a0a', 'hex');
// as apps/web/build/page-preloads.ts writes it
const pagePreloads = [
  { path: '/', signedIn: false, scripts: [], styles: [] },
  { path: '/register', signedIn: false, scripts: ['/assets/register-R1.js'], styles: ['/assets/antd-A1.css'] },
  { path: '/v1', signedIn: true, scripts: ['/assets/listing-L1.js'], styles: [] },
  { path: '/v1/projects', signedIn: true, scripts: ['/assets/shell-S1.js', '/assets/projects-P1.js'], styles: ['/assets/antd-A1.css'] },
  { path: '/v1/profile/*', signedIn: true, scripts: ['/assets/profile-F1.js'], styles: [] },
  { path: '/*', signedIn: false, scripts: ['/assets/not-found-N1.js'], styles: [] },
];

let app: App;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'photo-Xy9.png'), photo);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify(pagePreloads));
  await precompressDirectory(dist);
  app = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

describe('the built web app', () => {
  it('writes brotli and gzip twins at build time, skipping files too small to gain', () => {
    expect(fs.existsSync(path.join(dist, 'assets', 'index-AbC123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets', 'index-AbC123.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'favicon.svg.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'assets', 'photo-Xy9.png.br'))).toBe(false);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['', undefined],
  ])('sends a hashed script for Accept-Encoding "%s" as %s, cached for a year', async (accept, encoding) => {
    const response = await app.inject({ url: '/assets/index-AbC123.js', headers: accept ? { 'accept-encoding': accept } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decode(encoding, response.rawPayload)).toBe(script);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(script.length / 2);
    // document-only security headers stay off scripts; the shell keeps them (below)
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves images alone', async () => {
    const response = await app.inject({ url: '/assets/photo-Xy9.png', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(photo)).toBe(true);
  });

  it('sends the HTML shell for client routes with no-cache and an ETag, and 304 when it still matches', async () => {
    const first = await app.inject({ url: '/v1/projects', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(decode('br', first.rawPayload)).toBe(shell);
    expect(first.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await app.inject({ url: '/v1', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    // the gzip body is another representation, with its own tag
    const gzip = await app.inject({ url: '/v1', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(etag);
  });

  it('revalidates unhashed files such as the icon', async () => {
    const response = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
  });

  it('still answers unknown files and API paths with 404', async () => {
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/nothing-here' })).statusCode).toBe(404);
  });
});

describe('API responses', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('are compressed on the fly above 1 KB when the browser accepts %s, and never stored', async (accept, encoding) => {
    const response = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decode(encoding, response.rawPayload)).openapi).toBeDefined();
  });

  it('are sent as they are when small, and never stored', async () => {
    const user = await buildUser(app);
    const response = await user.request({ url: '/api/profile/me', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().userId ?? response.json().id).toBeDefined();
  });
});

describe('the chunks of a page, named in its shell', () => {
  // the page's code (the API data it needs is preloaded too: see the next block)
  const preloaded = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload)"(?! as="fetch")[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

  it('lists the scripts and styles of the page at that path, before any script runs', async () => {
    const user = await buildUser(app);
    const response = await app.inject({ url: '/v1/projects', headers: { cookie: user.cookie, 'accept-encoding': 'br' } });
    // with the page's first screen, drawn for this visitor (page-first-screens.ts)
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = decode('br', response.rawPayload);
    expect(preloaded(html)).toEqual(['preload /assets/antd-A1.css', 'modulepreload /assets/shell-S1.js', 'modulepreload /assets/projects-P1.js']);
    // as Vite's loader asks for them (crossorigin), so the browser uses the preloaded responses
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/projects-P1.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/antd-A1.css">');
  });

  it('asks for the app only once the first screen has been painted: its tags wait in a template for the inline loader', async () => {
    const user = await buildUser(app);
    const response = await app.inject({ url: '/v1/projects', headers: { cookie: user.cookie } });
    const html = response.body;
    const [, head = '', body = ''] = /<head>([\s\S]*)<\/head>\s*<body>([\s\S]*)<\/body>/.exec(html) ?? [];
    // nothing in <head> the browser would fetch before painting (the first screen's own image aside)
    expect(head).not.toMatch(/<script|modulepreload|rel="preload"|rel="stylesheet"/);
    const later = /<template>([\s\S]*?)<\/template><script>([\s\S]*?)<\/script>$/.exec(body);
    expect(later).not.toBeNull();
    const [, tags = '', loader = ''] = later!;
    expect(body.indexOf('id="first-screen"')).toBeLessThan(body.indexOf('<template>'));
    expect(tags).toContain('<script type="module" src="/assets/index-AbC123.js"></script>');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/projects-P1.js">');
    expect(tags).toContain('<link rel="preload" as="fetch" crossorigin href="/api/listings/mine?status=open">');
    // the page's policy lets exactly that inline script run, by its hash
    const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    expect(String(response.headers['content-security-policy'])).toContain(`script-src 'self' ${hash}`);
  });

  it('keeps the app in <head> of a page without a first screen (sign-in: its form is drawn by its scripts)', async () => {
    const html = (await app.inject({ url: '/' })).body;
    expect(html).not.toContain('<template>');
    expect(html.indexOf('/assets/index-AbC123.js')).toBeLessThan(html.indexOf('</head>'));
    // so does any other page without one (a path the router does not know)
    const noScreen = (await app.inject({ url: '/no-such-page' })).body;
    expect(noScreen).not.toContain('<template>');
    expect(noScreen.indexOf('/assets/not-found-N1.js')).toBeLessThan(noScreen.indexOf('</head>'));
  });

  it('matches a trailing slash, nested paths of a `/*` route and, last, the catch-all', async () => {
    const user = await buildUser(app);
    const at = async (url: string) => preloaded((await app.inject({ url, headers: { cookie: user.cookie } })).body);
    expect(await at('/v1/projects/')).toContain('modulepreload /assets/projects-P1.js');
    expect(await at('/v1/profile')).toEqual(['modulepreload /assets/profile-F1.js']);
    expect(await at('/v1/profile/edit/photo')).toEqual(['modulepreload /assets/profile-F1.js']);
    expect(await at('/no-such-page')).toEqual(['modulepreload /assets/not-found-N1.js']);
    expect(await at('/')).toEqual([]);
  });

  it('names nothing of a signed-in page to a visitor without a session (the router sends them to sign-in)', async () => {
    expect(preloaded((await app.inject({ url: '/v1/projects' })).body)).toEqual([]);
    expect(preloaded((await app.inject({ url: '/v1/profile/edit' })).body)).toEqual([]);
    expect(preloaded((await app.inject({ url: '/register' })).body)).toEqual(['preload /assets/antd-A1.css', 'modulepreload /assets/register-R1.js']);
  });
});

describe('the API data of a page, asked for in its shell', () => {
  const dataPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("names who is signed in and the page's first data, as the web app's first requests ask for them", async () => {
    const user = await buildUser(app);
    const at = async (url: string) => dataPreloads((await app.inject({ url, headers: { cookie: user.cookie } })).body);
    expect(await at('/v1')).toEqual(['/api/profile/me', '/api/listings?']);
    expect(await at('/v1/projects/?status=closed')).toEqual(['/api/profile/me', '/api/listings/mine?status=closed']);
    expect(await at('/v1/my-bids/contract?bid_id=b%2F1')).toEqual(['/api/profile/me', '/api/bids/b%2F1/contract']);
    // a query that would break out of the attribute stays inside it
    expect(await at('/v1/projects/contract?contract_id=%22%3E%3Cscript%3E')).toEqual(['/api/profile/me', '/api/contracts/%22%3E%3Cscript%3E']);
    expect(await at('/v1/chats')).toEqual(['/api/profile/me', '/api/chat/channels']);
    expect(await at('/v1/payments')).toEqual(['/api/profile/me', '/api/payments/setup']);
    expect(await at('/v1/profile/password')).toEqual(['/api/profile/me']);
  });

  it('names none to a visitor without a session cookie', async () => {
    expect(dataPreloads((await app.inject({ url: '/v1' })).body)).toEqual([]);
    expect(dataPreloads((await app.inject({ url: '/v1/my-bids/contract?bid_id=b-1' })).body)).toEqual([]);
  });

  it('answers every preloaded path with the data the app then reads', async () => {
    const user = await buildUser(app);
    const html = (await app.inject({ url: '/v1', headers: { cookie: user.cookie } })).body;
    for (const href of dataPreloads(html)) {
      expect((await app.inject({ url: href, headers: { cookie: user.cookie } })).statusCode).toBe(200);
    }
  });
});

describe('the sign-in page shell', () => {
  const signedOutMarks = (html: string) => html.match(/<meta name="homebid-session" content="none">/g)?.length ?? 0;

  it('tells a visitor without a session cookie on a signed-out page that nobody is signed in, and nobody else', async () => {
    expect(signedOutMarks((await app.inject({ url: '/' })).body)).toBe(1);
    expect(signedOutMarks((await app.inject({ url: '/register' })).body)).toBe(1);
    const user = await buildUser(app);
    expect(signedOutMarks((await app.inject({ url: '/', headers: { cookie: user.cookie } })).body)).toBe(0);
    // a signed-in page waits for the profile: the visitor may have a session the cookie check cannot see (none here)
    expect(signedOutMarks((await app.inject({ url: '/v1/alerts' })).body)).toBe(0);
  });
});
