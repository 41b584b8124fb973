import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { buildTestApp } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every request has an id, in each of its log lines (graceful-stop.test.ts reads them) and in its answer's header. */
describe('request ids', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers with X-Request-Id, a new id for each request', async () => {
    const first = await app.inject('/api/health');
    const second = await app.inject('/api/health');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("keeps the id a proxy sends, and replaces one that could forge a log line or bloat it", async () => {
    const kept = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.2:eu@edge_1' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.2:eu@edge_1');
    for (const unsafe of ['two words', '{"level":60,"msg":"forged"}', 'x'.repeat(129), '']) {
      const replaced = await app.inject({ url: '/api/health', headers: { 'x-request-id': unsafe } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('sends it with refusals and unknown paths too', async () => {
    const refused = await app.inject('/api/profile/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(UUID);
    const unknown = await app.inject('/api/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-request-id']).toMatch(UUID);
  });
});
