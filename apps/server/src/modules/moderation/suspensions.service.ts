import { MODERATION_MSG, type UserSuspension } from '@homebid/shared/schemas/moderation';
import type { Database } from '../../db/client';
import { forgetCachedSessionsOf } from '../../platform/auth/session';
import { hearSessionDrop } from '../../platform/auth/session-drops';
import { endUserSessions, isSuspendedAt, readSuspension, writeSuspension, type SuspensionState } from '../../platform/auth/suspension';
import type { AppContext } from '../../platform/context';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { recordAudit, type AuditSource } from '../admin/record-audit';
import { refreshBidderCountsOf } from '../bids/bid-transitions';

export type ModerationContext = Pick<AppContext, 'db' | 'auth'>;

/** The API's `until` (a day, or a date and time) as the moment the suspension ends; it must lie ahead. */
export function parseUntil(until: string | null | undefined, now = new Date()): Date | null {
  if (!until) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(until) ? `${until}T00:00:00Z` : until);
  if (date.getTime() <= now.getTime()) throw new AppError('until_in_past', MODERATION_MSG.untilInPast, 400);
  return date;
}

const toView = (userId: string, state: SuspensionState): UserSuspension => {
  const suspended = isSuspendedAt(state);
  return {
    userId,
    suspended,
    suspendedAt: suspended ? state.suspendedAt!.toISOString() : null,
    until: suspended ? (state.suspendedUntil?.toISOString() ?? null) : null,
    reason: suspended ? state.suspensionReason : null,
  };
};

/** What the audit row keeps of a suspension. */
const summary = (state: SuspensionState) => ({ suspended: isSuspendedAt(state), until: isSuspendedAt(state) ? (state.suspendedUntil?.toISOString() ?? null) : null });

/** A user's suspension as it stands (404 when there is no such user): for the console's user page. */
export async function getUserSuspension(db: Database, userId: string): Promise<UserSuspension> {
  const state = await readSuspension(db, userId);
  if (!state) throw notFound(MODERATION_MSG.userNotFound);
  return toView(userId, state);
}

/**
 * Suspends a user in the caller's transaction: the suspension, the end of every session of theirs (with the
 * NOTIFY that makes every instance forget them) and the audit row commit together. Call forgetCachedSessionsOf on
 * this instance after the commit (suspendUser does).
 */
export async function suspendUserInTx(tx: Database, source: AuditSource, userId: string, input: { reason: string; until: Date | null }): Promise<UserSuspension> {
  if (source.actor.id === userId) throw forbidden(MODERATION_MSG.suspendSelf);
  const after: SuspensionState = { suspendedAt: new Date(), suspendedUntil: input.until, suspensionReason: input.reason };
  const before = await writeSuspension(tx, userId, { reason: input.reason, until: input.until, at: after.suspendedAt! });
  if (!before) throw notFound(MODERATION_MSG.userNotFound);
  await endUserSessions(tx, userId);
  await refreshBidderCountsOf(tx, userId);
  await recordAudit(tx, { ...source, action: 'suspend', target: { type: 'user', id: userId }, reason: input.reason, before: summary(before), after: summary(after) });
  return toView(userId, after);
}

/** An admin suspends a user (until a moment, or indefinitely): their sessions end at once on every instance. */
export async function suspendUser(ctx: ModerationContext, source: AuditSource, userId: string, input: { reason: string; until?: string | null }): Promise<UserSuspension> {
  const until = parseUntil(input.until);
  const told = hearSessionDrop(ctx.auth, userId);
  const result = await ctx.db.transaction((tx) => suspendUserInTx(tx, source, userId, { reason: input.reason, until }));
  // this instance at once; the others on the NOTIFY (platform/auth/session-drops.ts), which came back when told resolves
  forgetCachedSessionsOf(ctx.auth, userId);
  await told;
  return result;
}

/** An admin lifts a suspension (an expired one too): the user may sign in again, and their listings and bids show again. */
export async function unsuspendUser(db: Database, source: AuditSource, userId: string, input: { reason: string }): Promise<UserSuspension> {
  return db.transaction(async (tx) => {
    const before = await writeSuspension(tx, userId, undefined);
    if (!before) throw notFound(MODERATION_MSG.userNotFound);
    // rolls the write back: there was nothing to lift
    if (!before.suspendedAt) throw conflict(MODERATION_MSG.notSuspended, 'not_suspended');
    await refreshBidderCountsOf(tx, userId);
    const after: SuspensionState = { suspendedAt: null, suspendedUntil: null, suspensionReason: null };
    await recordAudit(tx, { ...source, action: 'unsuspend', target: { type: 'user', id: userId }, reason: input.reason, before: summary(before), after: summary(after) });
    return toView(userId, after);
  });
}
