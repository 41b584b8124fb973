import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { UserType } from '@homebid/shared/constants';
import type { App } from '../src/app';
import { profiles } from '../src/db/schema/profiles';
import { eq } from 'drizzle-orm';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
  /** Calls the API as this user. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** Cookie header from a response's Set-Cookie headers. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Registers a user through the real sign-up endpoint; optional profile fields are written directly. */
export async function buildUser(
  app: App,
  overrides: { name?: string; email?: string; password?: string; userType?: UserType; onboarded?: boolean } = {},
): Promise<TestUser> {
  const name = overrides.name ?? `User ${randomBytes(3).toString('hex')}`;
  const email = overrides.email ?? `user-${randomBytes(6).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct-horse-battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { 'x-forwarded-for': randomIp() },
    payload: { name, email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const id = response.json().user.id as string;
  if (overrides.userType || overrides.onboarded) {
    await app.ctx.db
      .update(profiles)
      .set({
        userType: overrides.userType ?? null,
        isHomeScreenLoaded: overrides.onboarded ?? false,
        ...(overrides.onboarded ? { streetAddress: '1 Main St', city: 'Providence', state: 'Rhode Island', zipCode: '02903' } : {}),
      })
      .where(eq(profiles.userId, id));
  }
  const cookie = cookieFrom(response);
  return {
    id,
    name,
    email,
    password,
    cookie,
    // a browser sends its Origin with every change; better-auth refuses cookie POSTs without one
    request: (options) => app.inject({ ...options, headers: { cookie, origin: 'http://localhost:3000', ...(options.headers ?? {}) } }),
  };
}
