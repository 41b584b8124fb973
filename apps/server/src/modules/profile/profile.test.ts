import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@homebid/shared/constants';
import { myProfileSchema } from '@homebid/shared/schemas/profile';
import type { App } from '../../app';
import { profiles, users } from '../../db/schema';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

const details = { name: 'Jane Doe', streetAddress: '12 Benefit St', city: 'Providence', state: 'Rhode Island', zipCode: '02903' };

describe('profile routes', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const put = (user: TestUser, url: string, payload: unknown) => user.request({ method: 'PUT', url, payload: payload as object });
  const getMe = async (user: TestUser) => myProfileSchema.parse((await user.request({ method: 'GET', url: '/api/profile/me' })).json());

  describe('GET /api/profile/me', () => {
    it('answers 401 with the spec message when signed out', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/profile/me' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(MSG.loginToContinue);
    });

    it('returns the new profile of a fresh account', async () => {
      const user = await buildUser(app, { name: 'Fresh Person' });
      const response = await user.request({ method: 'GET', url: '/api/profile/me' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: user.id,
        name: 'Fresh Person',
        email: user.email,
        imageUrl: null,
        phone: null,
        isPhoneVerified: false,
        userType: null,
        industries: [],
        business: { name: null, address: null, url: null },
        isHomeScreenLoaded: false,
      });
    });

    it('answers exactly the schema\'s fields, the database\'s JSON matching what Node would write', async () => {
      const name = 'Zoë "Z" O\'Brien \\ 🏠';
      const user = await buildUser(app, { name });
      await app.ctx.db
        .update(profiles)
        .set({
          imageKey: 'a1B2.png',
          phone: '+14015550199',
          phoneVerifiedAt: new Date(),
          userType: 'contractor',
          ...details,
          name,
          businessName: 'Zoë & Co "Roofs"',
          businessAddress: null,
          businessUrl: 'zoe.example',
          industries: ['Roofing', 'HVAC'],
          isHomeScreenLoaded: true,
        })
        .where(eq(profiles.userId, user.id));
      await app.ctx.db.update(users).set({ role: 'support' }).where(eq(users.id, user.id));
      // microseconds: toISOString writes milliseconds, cut not rounded
      await app.ctx.db.execute(sql`update profiles set created_at = '2026-03-04 05:06:07.891999+00' where user_id = ${user.id}`);
      const response = await user.request({ method: 'GET', url: '/api/profile/me' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json();
      expect(z.strictObject(myProfileSchema.shape).parse(body)).toEqual(body);
      expect(body).toEqual({
        id: user.id,
        name,
        email: user.email,
        imageUrl: app.ctx.storage.urlOf('a1B2.png'),
        phone: '+14015550199',
        isPhoneVerified: true,
        userType: 'contractor',
        streetAddress: details.streetAddress,
        city: details.city,
        state: details.state,
        zipCode: details.zipCode,
        business: { name: 'Zoë & Co "Roofs"', address: null, url: 'zoe.example' },
        industries: ['Roofing', 'HVAC'],
        isHomeScreenLoaded: true,
        createdAt: new Date('2026-03-04T05:06:07.891999Z').toISOString(),
        role: 'support',
      });
    });

    it('writes the profile row of an account that has none (a database restored without the trigger)', async () => {
      const user = await buildUser(app, { name: 'No Row Yet' });
      await app.ctx.db.delete(profiles).where(eq(profiles.userId, user.id));
      expect(await getMe(user)).toMatchObject({ id: user.id, name: 'No Row Yet', email: user.email, role: 'user' });
      expect(await app.ctx.db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, user.id))).toHaveLength(1);
    });

    it('reports a verified phone', async () => {
      const user = await buildUser(app);
      await app.ctx.db.update(profiles).set({ phone: '+14015550142', phoneVerifiedAt: new Date() }).where(eq(profiles.userId, user.id));
      expect(await getMe(user)).toMatchObject({ phone: '+14015550142', isPhoneVerified: true });
    });
  });

  describe('PUT /api/profile/details', () => {
    it('saves the details, the user type and the account name', async () => {
      const user = await buildUser(app);
      const response = await put(user, '/api/profile/details', { ...details, userType: 'contractor' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MSG.detailsSaved });
      expect(await getMe(user)).toMatchObject({ ...details, userType: 'contractor' });
      const [account] = await app.ctx.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
      expect(account.name).toBe('Jane Doe');
    });

    it.each([
      [{ ...details, name: '  ' }, MSG.nameRequired],
      [{ ...details, streetAddress: '' }, MSG.addressRequired],
      [{ ...details, city: '' }, MSG.cityRequired],
      [{ ...details, city: 'Provid3nce' }, MSG.cityLetters],
      [{ ...details, state: 'RI' }, MSG.stateRequired],
      [{ ...details, zipCode: '' }, MSG.zipRequired],
      [{ ...details, userType: 'admin' }, 'Please choose a profile type.'],
    ])('refuses %o with its message and changes nothing', async (payload, message) => {
      const user = await buildUser(app);
      const response = await put(user, '/api/profile/details', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      expect((await getMe(user)).streetAddress).toBeNull();
    });

    it('needs a signed-in user', async () => {
      const response = await app.inject({ method: 'PUT', url: '/api/profile/details', payload: details, headers: { origin: 'http://localhost:3000' } });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(MSG.loginToContinue);
    });
  });

  describe('PUT /api/profile/user-type, /business, /industry', () => {
    it('saves the user type', async () => {
      const user = await buildUser(app);
      expect((await put(user, '/api/profile/user-type', { userType: 'supplier' })).statusCode).toBe(200);
      expect((await getMe(user)).userType).toBe('supplier');
      const bad = await put(user, '/api/profile/user-type', { userType: 'nobody' });
      expect(bad.statusCode).toBe(400);
      expect((await getMe(user)).userType).toBe('supplier');
    });

    it('saves business details and stores empty ones as absent', async () => {
      const user = await buildUser(app);
      const response = await put(user, '/api/profile/business', { businessName: 'Doe Builders', businessUrl: 'doebuilders.com' });
      expect(response.json()).toEqual({ message: MSG.businessSaved });
      expect((await getMe(user)).business).toEqual({ name: 'Doe Builders', address: null, url: 'doebuilders.com' });
    });

    it('refuses business details with no value', async () => {
      const user = await buildUser(app);
      const response = await put(user, '/api/profile/business', { businessName: ' ', businessAddress: '', businessUrl: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MSG.businessOneValue);
      const bad = await put(user, '/api/profile/business', { businessUrl: 'not a site' });
      expect(bad.json().error.message).toBe('Please enter a valid website.');
    });

    it('saves industries without duplicates and refuses none or unknown ones', async () => {
      const user = await buildUser(app);
      const response = await put(user, '/api/profile/industry', { industries: ['Roofing', 'HVAC', 'Roofing'] });
      expect(response.json()).toEqual({ message: MSG.industrySaved });
      expect((await getMe(user)).industries).toEqual(['Roofing', 'HVAC']);
      for (const industries of [[], ['Juggling']]) {
        const bad = await put(user, '/api/profile/industry', { industries });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error.message).toBe(MSG.industryRequired);
      }
      expect((await getMe(user)).industries).toEqual(['Roofing', 'HVAC']);
    });
  });

  describe('POST /api/profile/onboarding/complete', () => {
    const complete = (user: TestUser) => user.request({ method: 'POST', url: '/api/profile/onboarding/complete' });

    it('refuses before the details are saved, with the first missing field', async () => {
      const user = await buildUser(app, { userType: 'home_owner' });
      const response = await complete(user);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MSG.addressRequired);
      expect((await getMe(user)).isHomeScreenLoaded).toBe(false);
    });

    it('lets a home owner finish after the details', async () => {
      const user = await buildUser(app);
      await put(user, '/api/profile/details', { ...details, userType: 'home_owner' });
      const response = await complete(user);
      expect(response.statusCode).toBe(200);
      expect((await getMe(user)).isHomeScreenLoaded).toBe(true);
    });

    it('asks a contractor for an industry first', async () => {
      const user = await buildUser(app);
      await put(user, '/api/profile/details', { ...details, userType: 'contractor' });
      const refused = await complete(user);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(MSG.industryRequired);
      await put(user, '/api/profile/industry', { industries: ['Electrical'] });
      expect((await complete(user)).statusCode).toBe(200);
      expect((await getMe(user)).isHomeScreenLoaded).toBe(true);
    });

    it('asks for a profile type when none was chosen', async () => {
      const user = await buildUser(app);
      await put(user, '/api/profile/details', details);
      expect((await complete(user)).json().error.message).toBe('Please choose a profile type.');
    });
  });
});
