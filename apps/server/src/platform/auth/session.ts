import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { unauthorized } from '../errors';
import { toFetchHeaders } from './fetch-headers';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS, type Auth } from './auth';
import { isNotSuspendedSql } from './suspension';

/** The signed-in user as the session lookup read them: the name may be a few seconds old (read the profile to show it). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** What reading a request's session needs of the app. */
export interface SessionServices {
  config: Config;
  db: Database;
  auth: Auth;
}

/** Whether the request carries a session cookie at all (signed or not): without one nobody is signed in. */
export const hasSessionCookie = (config: Config, request: FastifyRequest) =>
  readSessionCookie(config, request.headers.cookie ?? '') !== undefined;

/** better-auth's session cookie: `__Secure-` prefixed in production, where cookies are Secure. */
export const sessionCookieName = (config: Pick<Config, 'isProduction'>) => `${config.isProduction ? '__Secure-' : ''}better-auth.session_token`;

/** The value of better-auth's session cookie (`token.signature`), URI-decoded, or undefined. */
function readSessionCookie(config: Config, cookieHeader: string): string | undefined {
  const name = `${sessionCookieName(config)}=`;
  const raw = cookieHeader
    .split(/;\s*/)
    .find((part) => part.startsWith(name))
    ?.slice(name.length);
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The token of a session cookie value whose signature (HMAC-SHA256 of the token, base64) is right. */
function verifySessionCookie(config: Config, value: string): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', config.authSecret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

const selectSession = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, email: users.email, name: users.name, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // a suspended user's sessions are deleted when suspended; this also covers a sign-in racing the suspension
    .where(and(eq(sessions.token, sql.placeholder('token')), isNotSuspendedSql()))
    .limit(1)
    .prepare('select_session_by_token'),
);

/**
 * Sessions recently looked up, per app (by cookie value; an app is known by its better-auth instance): a session
 * stays trusted for at most this long without a query. Every change that ends a session, on any instance, drops
 * what each instance cached of its user at once (session-drops.ts), so the cache never outlives a session. A user
 * of two instances at a request a second meets each every two seconds: 30 s looks a session up once in ~15 of its
 * requests (10 s: one in five, a fifth of a statement added to every request of the capacity bench's mix).
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;
interface SessionCache {
  entries: Map<string, { user: SessionUser; until: number }>;
  /** Counts the drops: a lookup that a drop overtook is not cached, since it may have read a session just ended. */
  drops: number;
}
const caches = new WeakMap<Auth, SessionCache>();
const cacheOf = (auth: Auth) => caches.get(auth) ?? caches.set(auth, { entries: new Map(), drops: 0 }).get(auth)!;

/** Forgets every cached session of this app (a NOTIFY may have been missed while the listening connection was down). */
export function forgetCachedSessions(auth: Auth) {
  const cache = cacheOf(auth);
  cache.entries.clear();
  cache.drops += 1;
}

/**
 * A session of this user ended or their signed-in details changed (session-drops.ts brings it from every
 * instance): forgets what this instance cached of the user's sessions; those still alive are looked up again.
 */
export function dropCachedSessionsOf(auth: Auth, userId: string) {
  const cache = cacheOf(auth);
  for (const [value, entry] of cache.entries) if (entry.user.id === userId) cache.entries.delete(value);
  cache.drops += 1;
}

/** Who else on this instance acts when a user's sessions end (the open WebSockets close: platform/user-socket.ts). */
const endListeners = new WeakMap<Auth, Set<(userId: string) => void>>();

/** Calls `listener` with the user's id whenever all of a user's sessions end on this app; returns the way to stop. */
export function onUserSessionsEnded(auth: Auth, listener: (userId: string) => void): () => void {
  const listeners = endListeners.get(auth) ?? endListeners.set(auth, new Set()).get(auth)!;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Every session of one user was ended (a suspension: session-drops.ts brings it from every instance): forgets what
 * this instance cached of them and tells its listeners, so nothing of theirs stays signed in here.
 */
export function forgetCachedSessionsOf(auth: Auth, userId: string) {
  dropCachedSessionsOf(auth, userId);
  for (const listener of endListeners.get(auth) ?? []) listener(userId);
}

/**
 * The signed-in user of this request, or undefined. Every API call needs this, so it reads better-auth's
 * session row directly (one indexed query) instead of going through `auth.api.getSession`, which costs
 * about ten times more per request. When the session is due for better-auth's sliding renewal, the call
 * goes through better-auth so that the expiry moves on as it would otherwise.
 */
export async function getSessionUser(ctx: SessionServices, request: FastifyRequest): Promise<SessionUser | undefined> {
  const cookie = request.headers.cookie;
  if (!cookie) return undefined;
  const value = readSessionCookie(ctx.config, cookie);
  if (!value) return undefined;
  // keyed by the signed cookie value, which was verified when it was cached: a hit needs no HMAC
  const cache = cacheOf(ctx.auth);
  const cached = cache.entries.get(value);
  if (cached && cached.until > Date.now()) return cached.user;
  const token = verifySessionCookie(ctx.config, value);
  if (!token) return undefined;
  const dropsBefore = cache.drops;
  const found = await lookUpSession(ctx, request, token);
  cache.entries.delete(value);
  if (!found) return undefined;
  if (cache.drops === dropsBefore) {
    if (cache.entries.size >= CACHE_MAX) cache.entries.clear();
    cache.entries.set(value, { user: found.user, until: Math.min(Date.now() + CACHE_TTL_MS, found.expiresAt) });
  }
  return found.user;
}

/** Set-Cookie headers of sessions renewed while handling a request, sent with its response. */
const renewedCookies = new WeakMap<FastifyRequest, string[]>();

/**
 * Makes the session cookie slide with the database session: when a request renewed its session, the
 * response carries better-auth's new cookie (same token, max-age from now), whatever route answered.
 */
export function registerSessionRenewal(app: FastifyInstance) {
  // a callback hook, not an async one: it runs on every response and rarely has anything to do
  app.addHook('onSend', (request, reply, payload, done) => {
    const cookies = renewedCookies.get(request);
    if (cookies) {
      const existing = reply.getHeader('set-cookie');
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
      reply.header('set-cookie', [...list, ...cookies]);
    }
    done(null, payload);
  });
}

/** The session's user and when it expires (ms), or undefined when there is no live session of this token. */
async function lookUpSession(ctx: SessionServices, request: FastifyRequest, token: string): Promise<{ user: SessionUser; expiresAt: number } | undefined> {
  const [row] = await selectSession(ctx.db).execute({ token });
  if (!row) return undefined;
  const expiresAt = row.expiresAt.getTime();
  const secondsLeft = (expiresAt - Date.now()) / 1000;
  if (secondsLeft <= 0) return undefined;
  if (secondsLeft < SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) {
    const { headers, response: session } = await ctx.auth.api.getSession({
      headers: toFetchHeaders(request),
      query: { disableCookieCache: true },
      returnHeaders: true,
    });
    // better-auth moved the expiry and wrote a cookie with a fresh max-age: the browser gets it with this response
    const cookies = headers.getSetCookie();
    if (cookies.length) renewedCookies.set(request, cookies);
    if (!session) return undefined;
    return { user: { id: session.user.id, email: session.user.email, name: session.user.name }, expiresAt: new Date(session.session.expiresAt).getTime() };
  }
  return { user: { id: row.id, email: row.email, name: row.name }, expiresAt };
}

/** The signed-in user, or a 401 with 'Please login to continue.' */
export async function requireUser(ctx: SessionServices, request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(ctx, request);
  if (!user) throw unauthorized();
  return user;
}
