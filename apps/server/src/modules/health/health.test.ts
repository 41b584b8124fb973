import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, isPostgresRun } from '../../../test/test-app';

describe('GET /api/health', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('reports ok and the database in use', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: isPostgresRun() ? 'postgres' : 'pglite' });
  });

  it('serves the OpenAPI document with the health route in it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/health');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('sends the document security headers with pages only, and the others with everything', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/health' });
    expect(json.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin', 'x-frame-options': 'SAMEORIGIN' });
    for (const name of ['content-security-policy', 'cross-origin-opener-policy', 'referrer-policy']) expect(json.headers[name]).toBeUndefined();
    // an HTML page the server writes itself (an unsubscribe link that is not valid)
    const page = await app.inject({ method: 'GET', url: '/notifications/unsubscribe?token=not-a-token' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' });
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });

  it('refuses a cross-site change', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
  });
});
