import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { listings } from '../../db/schema/listings';
import { isNotSuspendedSql } from '../../platform/auth/suspension';

/**
 * SQL true when a listing may be shown to others: HomeBid has not hidden it and its poster is not suspended (issue
 * 28). Its poster must be joined as `users` (every card query does).
 */
export const isListingPublicSql = (): SQL => sql`(${listings.hiddenAt} is null and ${isNotSuspendedSql(users)})`;

/** SQL true when `viewerId` may see the listing: one shown to others, or their own (hidden or not). */
export const isListingVisibleToSql = (viewerId: string | Placeholder): SQL => sql`(${listings.posterId} = ${viewerId} or ${isListingPublicSql()})`;

/**
 * isListingVisibleToSql for rows not joined to their poster (the search's walk): the poster read by its primary key,
 * only for a row that passed every other test. A scalar subquery, so no plan hashes the whole users table for it.
 */
export const isListingVisibleToUnjoinedSql = (viewerId: string | Placeholder): SQL =>
  sql`(${listings.posterId} = ${viewerId} or (${listings.hiddenAt} is null and (select ${isNotSuspendedSql(users)} from ${users} where ${users.id} = ${listings.posterId})))`;

/**
 * For moderation (modules/moderation): locks the listing and hides it with a reason, or with `undefined` shows it
 * again; returns what it was before, or undefined when there is no such listing. Call it in the transaction that
 * audits the change. Its owner's edits are untouched (updated_at stays).
 */
export async function writeListingHidden(tx: Database, listingId: string, next: { reason: string; at: Date } | undefined) {
  const [before] = await tx
    .select({ posterId: listings.posterId, title: listings.title, hiddenAt: listings.hiddenAt, hiddenReason: listings.hiddenReason })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(listings)
    .set(next ? { hiddenAt: next.at, hiddenReason: next.reason } : { hiddenAt: null, hiddenReason: null })
    .where(eq(listings.id, listingId));
  return before;
}
