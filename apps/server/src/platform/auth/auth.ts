import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { LIMITS, PRODUCT_NAME } from '@homebid/shared/constants';
import { TRUST_DEVICE_DAYS } from '@homebid/shared/constants/two-factor';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema/auth';
import type { Mailer } from '../messaging/messaging';
import type { RateLimits } from '../rate-limits/rate-limits';
import { getTrustedOrigins } from '../security';
import { withAsyncContextOnlyWhileRunning } from './auth-async-context';
import { refuseSuspendedSignIn } from './suspension';

/**
 * argon2id at one of OWASP's equivalent minimums: 12 MiB, 3 passes, 1 lane (its list gives 19 MiB with 2 passes the same
 * strength). A third less CPU a verify than at 19 MiB, mostly the page faults of the larger block, allocated afresh at
 * every hash (docs/performance.md, "argon2id at 12 MiB"). A stored hash names its own parameters, so hashes made
 * before still verify.
 */
const ARGON2 = { algorithm: 2, memoryCost: 12288, timeCost: 3, parallelism: 1 } as const;

export const OIDC_PROVIDER_ID = 'oidc';

/** better-auth's defaults, named because session.ts renews through better-auth on the same schedule. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/** What better-auth is built on: made before it, so the app's context can be made whole at once. */
export interface AuthServices {
  config: Config;
  db: Database;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Told after better-auth deleted a session of the user, so that no instance keeps trusting it (session-drops.ts). */
  onSessionDeleted(userId: string): Promise<void>;
}

/**
 * better-auth: e-mail + password, Google and any OpenID Connect provider, sessions in the database. Its async
 * context is on only during its calls (auth-async-context.ts).
 */
export function createAuth(services: AuthServices) {
  const { config, db, mailer, rateLimits, onSessionDeleted } = services;
  const limit = (window: number, max: number) => ({ window, max });
  return withAsyncContextOnlyWhileRunning(betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: (request) => {
      const origins = getTrustedOrigins(config);
      // the app may be reached by another host name than PUBLIC_URL (e.g. 127.0.0.1 in tests)
      const host = request?.headers.get('host');
      if (host) origins.push(`http://${host}`, `https://${host}`);
      return origins;
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      password: {
        hash: (password) => hash(password, ARGON2),
        verify: ({ hash: digest, password }) => verify(digest, password),
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: `Reset your ${PRODUCT_NAME} password`,
          text: `Hello ${user.name},\n\nOpen this link to choose a new password (valid for one hour):\n${url}\n\nIf you did not ask for this, ignore this e-mail.`,
        });
      },
    },
    socialProviders:
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET, prompt: 'select_account' } }
        : {},
    plugins: [
      // an authenticator app (TOTP) and 10 backup codes; sign-in with the password then asks for a code, unless
      // this device was trusted in the last 30 days. Social sign-in is not asked: the plugin checks only
      // the password sign-ins (the provider's own sign-in is the second factor there)
      twoFactor({ issuer: PRODUCT_NAME, trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60 }),
      ...(config.OIDC_ISSUER_URL && config.OIDC_CLIENT_ID
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  discoveryUrl: `${config.OIDC_ISSUER_URL.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: config.OIDC_CLIENT_ID,
                  clientSecret: config.OIDC_CLIENT_SECRET ?? '',
                  scopes: ['openid', 'email', 'profile'],
                  prompt: 'select_account',
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    // every user's profile row is written by a database trigger in the same INSERT (migration 0014_fleet.sql)
    // a suspended user gets no session, however they sign in (suspension.ts)
    // every deletion of a session (sign-out, revocation, password change or reset, two-factor turned on or off) passes here
    databaseHooks: {
      session: {
        create: { before: async (session) => refuseSuspendedSignIn(db, session.userId) },
        delete: { after: async (session) => onSessionDeleted(session.userId) },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // no signed session copy in a second cookie: it would keep a revoked session alive for its max age,
      // and our own lookup (session.ts) is cheap
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: config.RATE_LIMITS,
      // counted in the app's rate limits: shared by every instance on PostgreSQL, so alternating instances gains nothing
      customStorage: {
        consume: async (key, rule) => {
          const result = await rateLimits.consume(`auth:${key}`, { max: rule.max, windowMs: rule.window * 1000 });
          return { allowed: result.allowed, retryAfter: result.allowed ? null : Math.max(1, Math.ceil(result.resetInMs / 1000)) };
        },
      },
      window: 60,
      max: 200,
      customRules: {
        '/sign-in/email': limit(60, 10),
        // only hands out the provider's URL; the built-in 3 per 10 s would trip a user clicking a few times
        '/sign-in/social': limit(60, 20),
        '/sign-up/email': limit(60, 10),
        '/request-password-reset': limit(60, 5),
        '/reset-password': limit(60, 10),
        '/change-password': limit(60, 10),
        // codes tried: the plugin's own 3 per 10 s trips a user who mistypes; it also locks after 10 failures
        '/two-factor/*': limit(60, 10),
      },
    },
    advanced: {
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    telemetry: { enabled: false },
    logger: { disabled: config.LOG_LEVEL === 'silent' },
    // a failed social sign-in lands on the sign-in page with ?error=<code> (the web shows it), not better-auth's own page
    onAPIError: { errorURL: `${config.publicUrl}${WEB_PATHS.signIn}` },
  }));
}

export type Auth = ReturnType<typeof createAuth>;
