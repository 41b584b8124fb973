import { eq, getTableColumns, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import type { AppContext } from '../../platform/context';
import { findUserRole, type UserRole } from '../../platform/auth/roles';
import { notFound } from '../../platform/errors';

export type ProfileRow = typeof profiles.$inferSelect;

const selectProfile = preparedPerDatabase((db) =>
  db.select().from(profiles).where(eq(profiles.userId, sql.placeholder('userId'))).prepare('select_profile_by_user'),
);

/** What the own profile shows (every column but the payout ids and the update time): read on every page, so no wider. */
const { payoutAccountId: _payout, isPayoutAccountSetup: _payoutReady, cardAccountId: _card, updatedAt: _updated, ...ownProfileColumns } = getTableColumns(profiles);
export type OwnProfileRow = Pick<ProfileRow, keyof typeof ownProfileColumns>;

const selectProfileWithRole = preparedPerDatabase((db) =>
  db
    .select({ profile: ownProfileColumns, role: users.role })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('select_profile_with_role'),
);

/** A user's profile row and role (read fresh: a granted role counts at once) in one query: the own profile, read on every page. */
export async function getProfileRowWithRole(ctx: Pick<AppContext, 'db'>, userId: string): Promise<{ row: OwnProfileRow; role: UserRole }> {
  const [found] = await selectProfileWithRole(ctx.db).execute({ userId });
  if (found) return { row: found.profile, role: found.role };
  const row = await getProfileRow(ctx, userId);
  return { row, role: (await findUserRole(ctx.db, userId)) ?? 'user' };
}

/** The profile row of a user. A trigger writes it with the user (0014); the fallback stays for a database restored without it. */
export async function getProfileRow(ctx: Pick<AppContext, 'db'>, userId: string): Promise<ProfileRow> {
  const [row] = await selectProfile(ctx.db).execute({ userId });
  if (row) return row;
  const [user] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Profile not found.');
  await ctx.db.insert(profiles).values({ userId, name: user.name, email: user.email }).onConflictDoNothing();
  const [created] = await ctx.db.select().from(profiles).where(eq(profiles.userId, userId));
  return created;
}
