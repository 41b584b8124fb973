import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { UNSUPPORTED_CHARACTERS } from './errors';

describe('error handler', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers text PostgreSQL cannot store with a 400, not a 500, and changes nothing', async () => {
    const user = await buildUser(app);
    const response = await user.request({
      method: 'PUT',
      url: '/api/profile/business',
      payload: { businessName: 'Acme\u0000Roofing' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(UNSUPPORTED_CHARACTERS);
    const me = (await user.request({ method: 'GET', url: '/api/profile/me' })).json();
    expect(me.business.name).toBeNull();
  });

  it('answers malformed JSON with a 400', async () => {
    const user = await buildUser(app);
    const response = await user.request({
      method: 'PUT',
      url: '/api/profile/business',
      headers: { 'content-type': 'application/json' },
      payload: '{"businessName":',
    });
    expect(response.statusCode).toBe(400);
  });
});
