import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { loadConfig } from '../config';
import { buildTestApp } from '../../test/test-app';

const forgedAddress = (n: number) => `203.0.113.${n}`;

describe('X-Forwarded-For is only believed behind a configured proxy', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ TRUST_PROXY: 'false' });
  });
  afterAll(() => app.close());

  it('trusts no proxy unless TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('keeps limiting password-reset requests when each one claims another client address', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/account/forgot-password',
        headers: { 'x-forwarded-for': forgedAddress(n) },
        payload: { email: 'nobody@example.com' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('keeps limiting sign-in attempts (better-auth) when each one claims another client address', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'x-forwarded-for': forgedAddress(n), origin: 'http://localhost:3000' },
        payload: { email: 'nobody@example.com', password: 'wrong-password-123' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
