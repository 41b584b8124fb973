import type { AppContext } from '../../platform/context';
import { deleteUnattachedBidUploads } from '../bids/bid-files';
import { deleteUnsentChatFiles } from '../chat/chat-files.service';
import { deleteUnattachedListingUploads } from '../listings/listing-files';

export const UNATTACHED_UPLOAD_TTL_HOURS = 24;

/**
 * Deletes uploads nobody attached within a day: listing images and documents that none of their owner's
 * listings shows, bid attachments that no bid and no kept copy of a declined bid shows, and chat files that no
 * message carries. The row goes first (so the key cannot be attached any more; each module deletes its own), then
 * the file. Runs in the
 * housekeeping job; the Storage interface sweeps any store (local disk, S3) alike. Returns the keys removed.
 */
export async function sweepUnattachedUploads(ctx: Pick<AppContext, 'db' | 'storage'>, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_HOURS * 3600_000);
  const keys = [
    ...(await deleteUnattachedListingUploads(ctx.db, cutoff)),
    ...(await deleteUnattachedBidUploads(ctx.db, cutoff)),
    ...(await deleteUnsentChatFiles(ctx.db, cutoff)),
  ];
  // a file that cannot be removed now is only wasted space: its row is gone, nothing can show it
  await Promise.all(keys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
  return keys;
}
