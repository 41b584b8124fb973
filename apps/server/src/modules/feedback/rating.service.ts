import { count, inArray, sum } from 'drizzle-orm';
import { toRating, type Rating } from '@homebid/shared/domain/rating';
import { testimonials } from '../../db/schema/profiles';
import type { Database } from '../../db/client';

/**
 * The rating of each of `bidderIds` (average stars to one decimal, count), every id present: one grouped query
 * over the testimonials index; the rounding is the shared rule, so the browser and the server agree.
 */
export async function getRatings(db: Database, bidderIds: readonly string[]): Promise<Record<string, Rating>> {
  const ids = [...new Set(bidderIds)];
  const ratings: Record<string, Rating> = Object.fromEntries(ids.map((id) => [id, toRating(0, 0)]));
  if (ids.length === 0) return ratings;
  const rows = await db
    .select({ bidderId: testimonials.bidderId, total: sum(testimonials.stars), n: count() })
    .from(testimonials)
    .where(inArray(testimonials.bidderId, ids))
    .groupBy(testimonials.bidderId);
  for (const row of rows) ratings[row.bidderId] = toRating(Number(row.total ?? 0), Number(row.n));
  return ratings;
}
