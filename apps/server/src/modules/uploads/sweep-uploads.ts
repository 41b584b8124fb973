import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Storage } from '../../platform/storage/storage';

export const UNATTACHED_UPLOAD_TTL_HOURS = 24;

/**
 * Deletes uploads nobody attached within a day: listing images and documents that none of their owner's
 * listings shows, and bid attachments that no bid and no kept copy of a declined bid shows. The row goes
 * first (so the key cannot be attached any more), then the file. Runs in the housekeeping job; takes the
 * Storage interface so any store (local disk, S3) is swept alike. Returns the keys removed.
 */
export async function sweepUnattachedUploads(deps: { db: Database; storage: Storage }, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_HOURS * 3600_000).toISOString();
  const result = await deps.db.execute(sql`
    WITH listing_orphans AS (
      DELETE FROM listing_uploads u
      WHERE u.created_at < ${cutoff}::timestamptz
        AND NOT EXISTS (
          SELECT 1 FROM listings l
          WHERE l.poster_id = u.owner_id
            AND (l.images @> jsonb_build_array(jsonb_build_object('key', u.key))
              OR l.documents @> jsonb_build_array(jsonb_build_object('key', u.key)))
        )
      RETURNING u.key
    ), bid_orphans AS (
      DELETE FROM bid_uploads u
      WHERE u.created_at < ${cutoff}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM bids b WHERE b.attachment_key = u.key)
        AND NOT EXISTS (SELECT 1 FROM declined_bids d WHERE d.snapshot -> 'attachment' ->> 'key' = u.key)
      RETURNING u.key
    )
    SELECT key FROM listing_orphans UNION ALL SELECT key FROM bid_orphans`);
  const keys = (result as unknown as { rows: Array<{ key: string }> }).rows.map((r) => r.key);
  // a file that cannot be removed now is only wasted space: its row is gone, nothing can show it
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
  return keys;
}
