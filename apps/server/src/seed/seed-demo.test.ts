import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { myProfileSchema, publicProfileSchema } from '@homebid/shared/schemas/profile';
import type { App } from '../app';
import { users } from '../db/schema';
import { cookieFrom } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { getInitials } from './demo-images';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed-demo';

describe('demo seed', () => {
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const signIn = async (email: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return cookieFrom(response);
  };

  it('creates three users and prints their e-mails and the password', async () => {
    const result = await seedDemoData(app.ctx, { log: (line) => lines.push(line) });
    expect(result?.accounts.map((a) => a.userType)).toEqual(['home_owner', 'contractor', 'supplier']);
    const printed = lines.join('\n');
    for (const account of DEMO_ACCOUNTS) expect(printed).toContain(account.email);
    expect(printed).toContain(DEMO_PASSWORD);
  });

  it('does nothing the second time', async () => {
    expect(await seedDemoData(app.ctx, { log: () => {} })).toBeUndefined();
    expect(await app.ctx.db.select().from(users)).toHaveLength(3);
  });

  it('gives every demo user a complete profile they can sign in to', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const cookie = await signIn(account.email);
      const profile = myProfileSchema.parse((await app.inject({ method: 'GET', url: '/api/profile/me', headers: { cookie } })).json());
      expect(profile).toMatchObject({ email: account.email, name: account.name, userType: account.userType, isHomeScreenLoaded: true, isPhoneVerified: true });
      expect(profile.phone).toMatch(/^\+1\d{10}$/);
      for (const field of ['streetAddress', 'city', 'state', 'zipCode'] as const) expect(profile[field]).toBeTruthy();
      expect(['Providence', 'Worcester', 'Cranston']).toContain(profile.city);
      if (account.userType !== 'home_owner') {
        expect(profile.industries.length).toBeGreaterThan(0);
        expect(profile.business.name).toBeTruthy();
      }
      const avatar = await app.inject({ method: 'GET', url: profile.imageUrl! });
      expect(avatar.headers['content-type']).toBe('image/png');
      expect(PNG.sync.read(avatar.rawPayload).width).toBeGreaterThan(0);
    }
  });

  it('gives the contractor a certificate and feedback', async () => {
    const cookie = await signIn(DEMO_ACCOUNTS[0].email);
    const [contractorId] = (await app.ctx.db.select({ id: users.id, email: users.email }).from(users))
      .filter((u) => u.email === DEMO_ACCOUNTS[1].email)
      .map((u) => u.id);
    const view = publicProfileSchema.parse((await app.inject({ method: 'GET', url: `/api/profiles/${contractorId}`, headers: { cookie } })).json());
    expect(view.certificates).toHaveLength(1);
    expect(view.testimonials.length).toBeGreaterThanOrEqual(2);
    expect(view.testimonials.every((t) => t.posterName === DEMO_ACCOUNTS[0].name)).toBe(true);
  });

  it('makes initials for the avatar', () => {
    expect(getInitials('Marcus Rivera')).toBe('MR');
    expect(getInitials('  priya  ')).toBe('P');
  });
});
