import { desc, eq, ilike, like, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { OperatorUserPage, OperatorUserQuery, OperatorUserRow } from '@homebid/shared/schemas/operator';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import type { SuspensionState } from '../../platform/auth/suspension';
import { suspensionColumns, toSuspension } from './user-suspension';

/** The fewest digits that count as a phone search (fewer would match most numbers). */
const PHONE_DIGITS_MIN = 3;

/** `value` inside a LIKE pattern, its own %, _ and \ taken literally. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The ids of the users whose name or e-mail contains the text (in any case), or whose phone (profiles keep E.164)
 * contains the digits typed: a union of three matches, each served by its trigram index (0024), which then drives
 * the page and the count (rather than one OR across two tables that only a scan of both could answer).
 */
function matchingIds(db: Database, q: string) {
  const pattern = `%${likeLiteral(q)}%`;
  const digits = q.replace(/\D/g, '');
  const byName = db.select({ id: users.id }).from(users).where(ilike(users.name, pattern));
  const byEmail = db.select({ id: users.id }).from(users).where(ilike(users.email, pattern));
  if (digits.length < PHONE_DIGITS_MIN) return union(byName, byEmail).as('matches');
  return union(byName, byEmail, db.select({ id: profiles.userId }).from(profiles).where(like(profiles.phone, `%${digits}%`))).as('matches');
}

export const userRowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  phone: profiles.phone,
  userType: profiles.userType,
  ...suspensionColumns,
};

type UserRowRecord = Pick<OperatorUserRow, 'id' | 'name' | 'email' | 'phone' | 'role' | 'userType'> & SuspensionState & { createdAt: Date };

export const toUserRow = (r: UserRowRecord, now = new Date()): OperatorUserRow => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  role: r.role,
  userType: r.userType,
  createdAt: r.createdAt.toISOString(),
  suspension: toSuspension(r, now),
});

/** A page of users matching the search (everyone when it is empty), newest first, and how many match. */
export async function searchUsers(db: Database, query: OperatorUserQuery): Promise<OperatorUserPage> {
  const q = query.q?.trim();
  const matches = q ? matchingIds(db, q) : undefined;
  const page = matches
    ? db.select(userRowColumns).from(matches).innerJoin(users, eq(users.id, matches.id)).leftJoin(profiles, eq(profiles.userId, users.id)).$dynamic()
    : db.select(userRowColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).$dynamic();
  const count = db.select({ n: sql<number>`count(*)`.mapWith(Number) });
  const [rows, [total]] = await Promise.all([
    page
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    matches ? count.from(matches) : count.from(users),
  ]);
  return { users: rows.map((r) => toUserRow(r)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
