import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, listingUploads, type ListingFileRef } from '../../db/schema/listings';
import type { ListingContext } from './listings.policy';

/** The upload keys a listing shows (images and documents). */
export const listFileKeys = (row: { images: ListingFileRef[]; documents: ListingFileRef[] }) => [...row.images, ...row.documents].map((f) => f.key);

/**
 * Deletes the poster's uploads among `keys` that none of their listings shows any more: the upload rows (so
 * they cannot be put on a post again) and the files. Called after the transaction that dropped them has
 * committed, so a rolled-back change never loses a file. Only the poster's own listings can show their uploads
 * (getOwnedUploads), but several of them may show one key (the demo seed shares images), so each is checked.
 * A file that cannot be removed stays behind: the change itself has succeeded.
 */
export async function releaseListingFiles(ctx: ListingContext, posterId: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const rows = await ctx.db.select({ images: listings.images, documents: listings.documents }).from(listings).where(eq(listings.posterId, posterId));
  const shown = new Set(rows.flatMap(listFileKeys));
  const free = [...new Set(keys)].filter((key) => !shown.has(key));
  if (free.length === 0) return;
  await ctx.db.delete(listingUploads).where(inArray(listingUploads.key, free));
  await Promise.all(free.map((key) => ctx.storage.delete(key).catch(() => undefined)));
}

/**
 * Deletes the upload rows made before `cutoff` that none of their owner's listings shows (the housekeeping job's
 * sweep, which then deletes the files). Returns their keys.
 */
export async function deleteUnattachedListingUploads(db: Database, cutoff: Date): Promise<string[]> {
  const result = await db.execute(sql`
    DELETE FROM listing_uploads u
    WHERE u.created_at < ${cutoff.toISOString()}::timestamptz
      AND NOT EXISTS (
        SELECT 1 FROM listings l
        WHERE l.poster_id = u.owner_id
          AND (l.images @> jsonb_build_array(jsonb_build_object('key', u.key))
            OR l.documents @> jsonb_build_array(jsonb_build_object('key', u.key)))
      )
    RETURNING u.key`);
  return (result as unknown as { rows: Array<{ key: string }> }).rows.map((r) => r.key);
}
