import type { PubSub } from '../realtime/pubsub';
import type { Auth } from './auth';
import { forgetCachedSessions, forgetCachedSessionsOf } from './session';
import { SESSION_DROPS_TOPIC } from './suspension';

/**
 * Each instance caches a looked-up session for a few seconds (session.ts). When a user's sessions end at once
 * (a suspension: suspension.ts endUserSessions), the NOTIFY on SESSION_DROPS_TOPIC reaches every instance, which
 * forgets that user's cached sessions: their next request is 401 wherever it lands.
 */
export async function listenForSessionDrops(ctx: { auth: Auth; pubsub: PubSub; onClose: Array<() => Promise<void> | void> }): Promise<void> {
  const stop = await ctx.pubsub.subscribe(SESSION_DROPS_TOPIC, (userId) => forgetCachedSessionsOf(ctx.auth, userId));
  ctx.onClose.push(stop);
  // a NOTIFY missed while the listening connection was down: forget every user's, to be sure
  ctx.onClose.push(ctx.pubsub.onReconnect(() => forgetCachedSessions(ctx.auth)));
}
