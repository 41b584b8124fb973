import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import { createRandomFileName } from './upload-checks';
import { createPngBytes } from '../../../test/support/upload-files';

describe('GET /uploads/:key', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves an image inline with safe, privately cached headers', async () => {
    const key = createRandomFileName('png');
    const bytes = createPngBytes();
    const url = await app.ctx.storage.put(key, bytes, 'image/png');
    expect(url).toBe(`/uploads/${key}`);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=604800',
    });
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('serves anything that is not an image as a download', async () => {
    const key = createRandomFileName('pdf');
    await app.ctx.storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    const response = await app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${key}"`);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('never serves an odd stored type inline', async () => {
    const key = createRandomFileName('svg');
    await app.ctx.storage.put(key, Buffer.from('<svg><script>alert(1)</script></svg>'), 'image/svg+xml');
    const response = await app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
    const weird = createRandomFileName('bin');
    await app.ctx.storage.put(weird, Buffer.from('x'), 'text/html; charset=utf-8\r\nX-Evil: 1');
    const second = await app.inject({ method: 'GET', url: `/uploads/${weird}` });
    expect(second.headers['content-type']).toBe('application/octet-stream');
    expect(second.headers['x-evil']).toBeUndefined();
  });

  it.each(['missing.png', '..%2F..%2Fetc%2Fpasswd', '.type', 'a.b.c', 'x%00.png', '%2e%2e%5cx'])('answers 404 for %s', async (key) => {
    const response = await app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(response.statusCode).toBe(404);
  });

  it('refuses an over-long key without looking it up', async () => {
    const response = await app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(200)}.png` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
