import { inArray, sql } from 'drizzle-orm';
import { bids, bidUploads, declinedBids } from '../../db/schema/bids';
import type { Database } from '../../db/client';
import type { AppContext } from '../../platform/context';

/**
 * Deletes the bid attachments among `keys` that nothing shows any more: no bid of their uploader and no copy
 * of a declined bid (the poster keeps those, attachment link included). Called after the transaction that
 * dropped them has committed, so a rolled-back change never loses a file; the upload row goes too, so the key
 * cannot be attached again. A file that cannot be removed stays behind: the change itself has succeeded.
 */
export async function releaseBidAttachments(ctx: Pick<AppContext, 'db' | 'storage'>, keys: ReadonlyArray<string | null | undefined>): Promise<void> {
  const candidates = [...new Set(keys.filter((k): k is string => Boolean(k)))];
  if (candidates.length === 0) return;
  const snapshotKey = sql<string>`${declinedBids.snapshot} -> 'attachment' ->> 'key'`;
  const [onBids, onDeclined] = await Promise.all([
    ctx.db.select({ key: bids.attachmentKey }).from(bids).where(inArray(bids.attachmentKey, candidates)),
    ctx.db.select({ key: snapshotKey }).from(declinedBids).where(inArray(snapshotKey, candidates)),
  ]);
  const shown = new Set([...onBids, ...onDeclined].map((r) => r.key));
  const free = candidates.filter((key) => !shown.has(key));
  if (free.length === 0) return;
  await ctx.db.delete(bidUploads).where(inArray(bidUploads.key, free));
  await Promise.all(free.map((key) => ctx.storage.delete(key).catch(() => undefined)));
}

/**
 * Deletes the bid upload rows made before `cutoff` that no bid and no kept copy of a declined bid shows (the
 * housekeeping job's sweep, which then deletes the files). Returns their keys.
 */
export async function deleteUnattachedBidUploads(db: Database, cutoff: Date): Promise<string[]> {
  const result = await db.execute(sql`
    DELETE FROM bid_uploads u
    WHERE u.created_at < ${cutoff.toISOString()}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM bids b WHERE b.attachment_key = u.key)
      AND NOT EXISTS (SELECT 1 FROM declined_bids d WHERE d.snapshot -> 'attachment' ->> 'key' = u.key)
    RETURNING u.key`);
  return (result as unknown as { rows: Array<{ key: string }> }).rows.map((r) => r.key);
}
