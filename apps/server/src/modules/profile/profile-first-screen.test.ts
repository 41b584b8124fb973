import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { buildMultipart, createPngBytes } from '../../../test/support/upload-files';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'homebid-profile-shell-'));
const SHELL = '<!doctype html><html><head><title>HomeBid</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
let app: App;
let user: TestUser;
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  app = await buildTestApp({ WEB_DIST: dist });
  user = await buildUser(app);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const shellOf = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
const imagePreloadOf = (html: string) => /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html)?.[1] ?? null;

describe('the profile pages\u2019 shell', () => {
  it('asks for the visitor\u2019s own photo before the scripts, on the profile and each of its sections, privately', async () => {
    expect(imagePreloadOf((await shellOf('/v1/profile', user.cookie)).body)).toBeNull();
    const { payload, headers } = buildMultipart({}, [{ fileName: 'me.png', bytes: createPngBytes() }]);
    const imageUrl = (await user.request({ method: 'POST', url: '/api/profile/photo', payload, headers })).json().imageUrl as string;
    for (const url of ['/v1/profile', '/v1/profile/support', '/v1/profile/two-factor/']) {
      const shell = await shellOf(url, user.cookie);
      expect(imagePreloadOf(shell.body)).toBe(imageUrl);
      expect(shell.body.indexOf(imageUrl)).toBeLessThan(shell.body.indexOf('/assets/index-1.js'));
      expect(shell.headers['cache-control']).toContain('private');
    }
    const other = await buildUser(app);
    expect(imagePreloadOf((await shellOf('/v1/profile', other.cookie)).body)).toBeNull();
    expect(imagePreloadOf((await shellOf('/v1/profile')).body)).toBeNull();
  });
});
