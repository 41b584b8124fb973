import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

export type ProfileRow = typeof profiles.$inferSelect;

const selectProfile = preparedPerDatabase((db) =>
  db.select().from(profiles).where(eq(profiles.userId, sql.placeholder('userId'))).prepare('select_profile_by_user'),
);

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
