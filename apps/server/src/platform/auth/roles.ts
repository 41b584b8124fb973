import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { ADMIN_MSG, OPERATOR_ROLES, STEP_UP_MINUTES, type OperatorRole } from '@homebid/shared/constants/admin';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { AppError, forbidden, unauthorized } from '../errors';
import { toFetchHeaders } from './fetch-headers';
import { requireUser, type SessionServices, type SessionUser } from './session';

export type UserRole = (typeof users.$inferSelect)['role'];

/** A signed-in member of HomeBid's staff, with the role read from the database for this call. */
export type Operator = SessionUser & { role: OperatorRole };

/** HomeBid's operators: they decide disputes and may read their evidence. */
export const isOperatorRole = (role: UserRole | undefined): role is OperatorRole => role === 'support' || role === 'admin';

/** A user's role, read fresh each time (the session cache holds no role, so a granted or removed role counts at once). */
export async function findUserRole(db: Database, userId: string): Promise<UserRole | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

/**
 * The signed-in operator whose role is one of `allowed` (401 when nobody is signed in, 403 otherwise). The refusal
 * says only who may act (`refusal`, or staff-only / admin-only), nothing about the operation's data.
 */
export async function requireRole(ctx: SessionServices, request: FastifyRequest, allowed: readonly OperatorRole[], refusal?: string): Promise<Operator> {
  const user = await requireUser(ctx, request);
  const role = await findUserRole(ctx.db, user.id);
  if (!isOperatorRole(role)) throw forbidden(refusal ?? ADMIN_MSG.staffOnly);
  if (!allowed.includes(role)) throw forbidden(refusal ?? ADMIN_MSG.adminOnly);
  return { ...user, role };
}

/** The signed-in operator, support or admin (401 when nobody is signed in, 403 for anyone who is not HomeBid's staff). */
export const requireOperator = (ctx: SessionServices, request: FastifyRequest): Promise<Operator> => requireRole(ctx, request, OPERATOR_ROLES, DISPUTE_MSG.notOperator);

/**
 * Sets a user's role under a lock of their row (call it in the transaction that audits the change) and returns the
 * role they had, or undefined when there is no such user. Only this folder writes `users`.
 */
export async function setUserRole(tx: Database, userId: string, role: UserRole): Promise<UserRole | undefined> {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) return undefined;
  if (row.role !== role) await tx.update(users).set({ role }).where(eq(users.id, userId));
  return row.role;
}

const STEP_UP_WINDOW_MS = STEP_UP_MINUTES * 60_000;

export interface StepUp {
  sessionId: string;
  /** When the last sign-in or password entered again stops counting. */
  until: Date;
  fresh: boolean;
}

/**
 * The step-up of the request's session: its last proof of the password, the session's own creation (a sign-in) or
 * `stepped_up_at` (the password entered again), whichever is later. Read from the database at each call, never cached.
 */
export async function readStepUp(ctx: SessionServices, request: FastifyRequest): Promise<StepUp> {
  // better-auth finds the session of the signed cookie; it moves no expiry here (requireUser has done that)
  const found = await ctx.auth.api.getSession({ headers: toFetchHeaders(request), query: { disableCookieCache: true, disableRefresh: true } });
  if (!found) throw unauthorized();
  const [row] = await ctx.db
    .select({ provedAt: sql`greatest(${sessions.createdAt}, stepped_up_at)`.mapWith(sessions.createdAt) })
    .from(sessions)
    .where(eq(sessions.id, found.session.id));
  if (!row) throw unauthorized();
  const until = new Date(row.provedAt.getTime() + STEP_UP_WINDOW_MS);
  return { sessionId: found.session.id, until, fresh: until.getTime() > Date.now() };
}

/** Refuses (403 'step_up_required') an operator's change unless the password was proved within STEP_UP_MINUTES. */
export async function requireStepUp(ctx: SessionServices, request: FastifyRequest): Promise<void> {
  const stepUp = await readStepUp(ctx, request);
  if (!stepUp.fresh) throw new AppError('step_up_required', ADMIN_MSG.stepUpRequired, 403);
}

/**
 * Checks the signed-in user's password with better-auth's own check (its verify-password endpoint: the argon2
 * hash of their credential account) and, when right, stamps the session as stepped up now. False when wrong (or
 * when the user has no password, e.g. signed up with Google).
 */
export async function stepUpWithPassword(ctx: SessionServices, request: FastifyRequest, password: string): Promise<StepUp | undefined> {
  const { sessionId } = await readStepUp(ctx, request);
  try {
    await ctx.auth.api.verifyPassword({ body: { password }, headers: toFetchHeaders(request) });
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) return undefined;
    throw error;
  }
  const now = new Date();
  await ctx.db.execute(sql`UPDATE sessions SET stepped_up_at = ${now.toISOString()}::timestamptz WHERE id = ${sessionId}`);
  return { sessionId, until: new Date(now.getTime() + STEP_UP_WINDOW_MS), fresh: true };
}
