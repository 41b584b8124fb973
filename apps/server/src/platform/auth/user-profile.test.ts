import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { buildTestApp } from '../../../test/test-app';

describe('a user always has a profile', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const signUp = (name: string, email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { 'x-forwarded-for': '10.9.9.9' }, payload: { name, email, password: 'correct-horse-battery' } });

  it('gets the profile in the same INSERT as the user, however the user is created', async () => {
    const response = await signUp('Pat Doe', 'pat@example.com');
    expect(response.statusCode).toBe(200);
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.userId, response.json().user.id));
    expect(profile).toMatchObject({ name: 'Pat Doe', email: 'pat@example.com' });

    // a user written by anything else (an import script, another auth path) gets one too
    const id = randomUUID();
    await app.ctx.db.insert(users).values({ id, name: 'Direct Insert', email: 'direct@example.com' });
    expect(await app.ctx.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, id))).toEqual([{ name: 'Direct Insert' }]);
  });

  it('creates neither when the profile cannot be written', async () => {
    // make the profile insert fail for one name, as a full disk or a bug would
    await app.ctx.database.exec(`ALTER TABLE profiles ADD CONSTRAINT test_refuse_profile CHECK (name <> 'Refused Profile')`);
    try {
      const response = await signUp('Refused Profile', 'refused@example.com');
      expect(response.statusCode).not.toBe(200);
      expect(await app.ctx.db.select().from(users).where(eq(users.email, 'refused@example.com'))).toEqual([]);
    } finally {
      await app.ctx.database.exec('ALTER TABLE profiles DROP CONSTRAINT test_refuse_profile');
    }
    // and the same e-mail can sign up once the problem is gone
    expect((await signUp('Refused Later', 'refused@example.com')).statusCode).toBe(200);
  });

  it('leaves no user without a profile', async () => {
    const result = await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM users u WHERE NOT EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = u.id)`);
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(0);
  });
});
