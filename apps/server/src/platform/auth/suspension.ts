import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { ACCOUNT_SUSPENDED_CODE, MODERATION_MSG } from '@homebid/shared/constants/moderation';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';

/*
 * Suspended users (issue 28). A user is suspended while `suspended_at` is set and `suspended_until` is null
 * (indefinitely) or still ahead: an expired suspension ends by itself, since every check compares with the time.
 * Only this folder writes `users` and `sessions`; the moderation module calls these functions in its transactions.
 */

/** The pub/sub topic (a NOTIFY channel) carrying the id of a user whose sessions ended: every instance drops its cache of them. */
export const SESSION_DROPS_TOPIC = 'session_drops';

/** The user columns a suspension is read from: the table, or an alias of it (a bid's bidder, a listing's poster). */
interface SuspensionColumns {
  suspendedAt: AnyColumn;
  suspendedUntil: AnyColumn;
}

/**
 * SQL true when the user of these columns is not suspended now: for the queries that hide a suspended user's things.
 * Never null (a null `until` is tested for), so its negation is as sure.
 */
export const isNotSuspendedSql = (user: SuspensionColumns = users): SQL =>
  sql`(${user.suspendedAt} is null or (${user.suspendedUntil} is not null and ${user.suspendedUntil} <= now()))`;

/** SQL true when the user of these columns is suspended now. */
export const isSuspendedSql = (user: SuspensionColumns = users): SQL => sql`not ${isNotSuspendedSql(user)}`;

export interface SuspensionState {
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

/** Whether a stored suspension holds at `now` (an expired one does not). */
export const isSuspendedAt = (state: Pick<SuspensionState, 'suspendedAt' | 'suspendedUntil'>, now = new Date()) =>
  state.suspendedAt !== null && (state.suspendedUntil === null || state.suspendedUntil.getTime() > now.getTime());

const suspensionColumns = { suspendedAt: users.suspendedAt, suspendedUntil: users.suspendedUntil, suspensionReason: users.suspensionReason };

/** A user's stored suspension columns, or undefined when there is no such user. */
export async function readSuspension(db: Database, userId: string): Promise<SuspensionState | undefined> {
  const [row] = await db.select(suspensionColumns).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * Locks the user's row, then writes the suspension (`until` null: indefinitely) or, with `undefined`, clears it, and
 * returns the state before; undefined when there is no such user. Call it in the transaction that audits the change.
 */
export async function writeSuspension(tx: Database, userId: string, next: { reason: string; until: Date | null; at: Date } | undefined): Promise<SuspensionState | undefined> {
  // no key update: a bid being inserted meanwhile holds a key share on the user, which this must not wait on
  const [before] = await tx.select(suspensionColumns).from(users).where(eq(users.id, userId)).for('no key update');
  if (!before) return undefined;
  const values = next
    ? { suspendedAt: next.at, suspendedUntil: next.until, suspensionReason: next.reason }
    : { suspendedAt: null, suspendedUntil: null, suspensionReason: null };
  await tx.update(users).set(values).where(eq(users.id, userId));
  return before;
}

/**
 * Ends every session of the user in the caller's transaction, and tells every instance (a NOTIFY, delivered at
 * commit) to forget what it cached of them, so their next request is 401 wherever it lands.
 */
export async function endUserSessions(tx: Database, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.execute(sql`SELECT pg_notify(${SESSION_DROPS_TOPIC}, ${userId})`);
}

/**
 * better-auth's hook before any session is made (sign-in by password, Google or OpenID Connect; sign-up): refuses a
 * suspended user with 403 and the message the sign-in page shows. A refused social sign-in lands on the sign-in page
 * with `?error=account_suspended` and the message in `error_description` (better-auth's callback does that).
 */
export async function refuseSuspendedSignIn(db: Database, userId: string): Promise<void> {
  const state = await readSuspension(db, userId);
  if (state && isSuspendedAt(state)) throw new APIError('FORBIDDEN', { code: ACCOUNT_SUSPENDED_CODE, message: MODERATION_MSG.accountSuspended });
}
