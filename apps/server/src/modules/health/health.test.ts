import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, isPostgresRun } from '../../test/test-app';

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

  it('refuses a cross-site change', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
  });
});
