import type { PubSub } from '../realtime/pubsub';
import type { Auth } from './auth';
import { dropCachedSessionsOf, forgetCachedSessions, forgetCachedSessionsOf } from './session';
import { SESSION_DROPS_TOPIC } from './suspension';

/**
 * The pub/sub topic (a NOTIFY channel) carrying the id of a user one of whose sessions ended (sign-out, revocation,
 * password change or reset, two-factor turned on or off): every instance forgets what it cached of the user's
 * sessions, and looks up again those still alive.
 */
export const SESSION_CHANGES_TOPIC = 'session_changes';

/**
 * How long a change that ends sessions waits to hear its own NOTIFY back. PostgreSQL hands a NOTIFY to every
 * listening connection at once, so once this instance heard it the others have it too; a listening connection
 * that is down (it forgets every cached session when back) must not hold the request longer.
 */
const HEARD_TIMEOUT_MS = 2_000;

/** Per app, by user id: the changes waiting to hear a drop of that user's sessions come back. */
const waiting = new WeakMap<Auth, Map<string, Set<() => void>>>();

function heard(auth: Auth, userId: string) {
  const byUser = waiting.get(auth);
  const waiters = byUser?.get(userId);
  if (!byUser || !waiters) return;
  byUser.delete(userId);
  for (const resolve of waiters) resolve();
}

/**
 * Resolves when this instance hears a drop of the user's sessions (or after HEARD_TIMEOUT_MS). Call it before the
 * change that sends the NOTIFY, and await it after: when it resolves, every instance has been told.
 */
export function hearSessionDrop(auth: Auth, userId: string): Promise<void> {
  const byUser = waiting.get(auth) ?? waiting.set(auth, new Map()).get(auth)!;
  const waiters = byUser.get(userId) ?? byUser.set(userId, new Set()).get(userId)!;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(done);
      if (waiters.size === 0 && byUser.get(userId) === waiters) byUser.delete(userId);
      resolve();
    };
    const timer = setTimeout(done, HEARD_TIMEOUT_MS);
    timer.unref();
    waiters.add(done);
  });
}

/**
 * Each instance caches a looked-up session for a few seconds (session.ts). Whatever ends a session on one instance
 * reaches every instance by NOTIFY, which forgets that user's cached sessions: their next request is looked up again
 * (401 for an ended session) wherever it lands. All of a user's sessions ending at once (a suspension: suspension.ts
 * endUserSessions) comes on SESSION_DROPS_TOPIC and also closes their sockets.
 */
export async function listenForSessionDrops(ctx: { auth: Auth; pubsub: PubSub; onClose: Array<() => Promise<void> | void> }): Promise<void> {
  const { auth, pubsub } = ctx;
  ctx.onClose.push(await pubsub.subscribe(SESSION_DROPS_TOPIC, (userId) => (forgetCachedSessionsOf(auth, userId), heard(auth, userId))));
  ctx.onClose.push(await pubsub.subscribe(SESSION_CHANGES_TOPIC, (userId) => (dropCachedSessionsOf(auth, userId), heard(auth, userId))));
  // a NOTIFY missed while the listening connection was down: forget every user's, to be sure
  ctx.onClose.push(pubsub.onReconnect(() => forgetCachedSessions(auth)));
}

/**
 * A session of the user ended (better-auth deleted it): this instance forgets their cached sessions at once, and the
 * request that ended it answers once every instance was told (the NOTIFY, sent after the deletion, came back).
 */
export async function announceSessionEnded(ctx: { auth: Auth; pubsub: PubSub }, userId: string): Promise<void> {
  dropCachedSessionsOf(ctx.auth, userId);
  const told = hearSessionDrop(ctx.auth, userId);
  await ctx.pubsub.publish(SESSION_CHANGES_TOPIC, userId);
  await told;
}
