import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ADMIN_MSG, OPERATOR_ROLES, type OperatorRole } from '@homebid/shared/constants/admin';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { forbidden } from '../errors';
import { requireUser, type SessionServices, type SessionUser } from './session';
import { OPERATOR_STEP_UP, requireStepUp as requireFreshProof } from './step-up';

export type UserRole = (typeof users.$inferSelect)['role'];

/** A signed-in member of HomeBid's staff, with the role and name read from the database for this call. */
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
  // the name too: the console shows it, and the session cache may hold one a few seconds old
  const [row] = await ctx.db.select({ role: users.role, name: users.name }).from(users).where(eq(users.id, user.id));
  const role = row?.role;
  if (!isOperatorRole(role)) throw forbidden(refusal ?? ADMIN_MSG.staffOnly);
  if (!allowed.includes(role)) throw forbidden(refusal ?? ADMIN_MSG.adminOnly);
  return { ...user, name: row!.name, role };
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

/** Refuses (403 'step_up_required') an operator's change unless they proved themself within STEP_UP_MINUTES (step-up.ts). */
export const requireStepUp = (ctx: SessionServices, request: FastifyRequest): Promise<void> => requireFreshProof(ctx, request, OPERATOR_STEP_UP);
