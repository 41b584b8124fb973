import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../platform/jobs/enqueue-job';

export const LEAD_MATCH_JOB = 'lead-match';

/**
 * Queues the matching of a listing that just became open against every saved search, in the transaction that
 * opened it (the listings module calls this): the listing waits in lead_pending_listings, and a lead-match job
 * (committed with it) drains that queue within seconds.
 */
export async function enqueueLeadMatching(tx: Database, listingId: string): Promise<void> {
  await tx.execute(sql`INSERT INTO lead_pending_listings (listing_id) VALUES (${listingId}) ON CONFLICT DO NOTHING`);
  await enqueueJob(tx, LEAD_MATCH_JOB, { listingId });
}
