import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { forbidden } from '../errors';
import { requireUser, type SessionServices, type SessionUser } from './session';

export type UserRole = (typeof users.$inferSelect)['role'];

/** HomeBid's operators: they decide disputes and may read their evidence. */
export const isOperatorRole = (role: UserRole | undefined) => role === 'support' || role === 'admin';

/** A user's role, read fresh each time (the session cache holds no role, so a granted or removed role counts at once). */
export async function findUserRole(db: Database, userId: string): Promise<UserRole | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

/** The signed-in operator (401 when nobody is signed in, 403 for anyone who is not HomeBid's staff). */
export async function requireOperator(ctx: SessionServices, request: FastifyRequest): Promise<SessionUser & { role: UserRole }> {
  const user = await requireUser(ctx, request);
  const role = await findUserRole(ctx.db, user.id);
  if (!role || !isOperatorRole(role)) throw forbidden(DISPUTE_MSG.notOperator);
  return { ...user, role };
}
