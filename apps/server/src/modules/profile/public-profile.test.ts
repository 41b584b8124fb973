import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@homebid/shared/constants';
import { publicProfileSchema, testimonialSchema } from '@homebid/shared/schemas/profile';
import type { App } from '../../app';
import { profiles, testimonials } from '../../db/schema';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { buildMultipart, createPngBytes } from '../../../test/support/upload-files';

describe('profile view and testimonials', () => {
  let app: App;
  let contractor: TestUser;
  let poster: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    [contractor, poster] = await Promise.all([
      buildUser(app, { name: 'Carl Contractor', email: 'carl.contractor@example.com', userType: 'contractor', onboarded: true }),
      buildUser(app, { name: 'Hannah Owner', userType: 'home_owner', onboarded: true }),
    ]);
    await app.ctx.db
      .update(profiles)
      .set({ phone: '+14015550177', phoneVerifiedAt: new Date(), industries: ['Electrical'], businessName: 'Carl Electric' })
      .where(eq(profiles.userId, contractor.id));
    await app.ctx.db.insert(testimonials).values([
      { bidderId: contractor.id, posterId: poster.id, title: 'Great work', description: 'Fast and tidy.', stars: 5, amountCents: 125000, createdAt: new Date('2024-01-01') },
      { bidderId: contractor.id, posterId: poster.id, title: 'Good', description: 'On time.', stars: 4, amountCents: null, createdAt: new Date('2024-02-01') },
    ]);
    const { payload, headers } = buildMultipart({ title: 'Master Electrician', issuerName: 'RI DLT' }, [{ fileName: 'm.png', bytes: createPngBytes() }]);
    await contractor.request({ method: 'POST', url: '/api/profile/certificates', payload, headers });
  });
  afterAll(() => app.close());

  it('lists my testimonials newest first with the poster name', async () => {
    const response = await contractor.request({ method: 'GET', url: '/api/profile/testimonials' });
    expect(response.statusCode).toBe(200);
    const list = response.json().map((t: unknown) => testimonialSchema.parse(t));
    expect(list.map((t: { title: string }) => t.title)).toEqual(['Good', 'Great work']);
    expect(list[1]).toMatchObject({ posterId: poster.id, posterName: 'Hannah Owner', stars: 5, amountCents: 125000, contractId: null });
    expect((await poster.request({ method: 'GET', url: '/api/profile/testimonials' })).json()).toEqual([]);
  });

  it('shows another user with e-mail and phone masked', async () => {
    const response = await poster.request({ method: 'GET', url: `/api/profiles/${contractor.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const profile = publicProfileSchema.parse(body);
    expect(profile).toMatchObject({
      id: contractor.id,
      name: 'Carl Contractor',
      maskedEmail: 'ca****@example.com',
      maskedPhone: '***-***-****',
      userType: 'contractor',
      city: 'Providence',
      state: 'Rhode Island',
      industries: ['Electrical'],
      business: { name: 'Carl Electric', address: null, url: null },
    });
    expect(profile.certificates.map((c) => c.title)).toEqual(['Master Electrician']);
    expect(profile.testimonials).toHaveLength(2);
    // the whitelist: the full e-mail and phone never leave the server
    expect(response.body).not.toContain('carl.contractor@');
    expect(response.body).not.toContain('5550177');
  });

  it('answers 404 for an unknown profile and 401 when signed out', async () => {
    const unknown = await poster.request({ method: 'GET', url: '/api/profiles/no-such-user' });
    expect(unknown.statusCode).toBe(404);
    const signedOut = await app.inject({ method: 'GET', url: `/api/profiles/${contractor.id}` });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(MSG.loginToContinue);
    expect((await app.inject({ method: 'GET', url: '/api/profile/testimonials' })).statusCode).toBe(401);
  });
});
