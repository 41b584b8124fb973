import type { Database } from '../../db/client';
import { enqueueJob } from '../../platform/jobs/enqueue-job';

export const LEAD_MATCH_JOB = 'lead-match';

/**
 * Queues the matching of a listing that just became open against every saved search, in the transaction that
 * opened it (the listings module calls this): it commits with the listing, and runs within seconds of it.
 */
export const enqueueLeadMatching = (tx: Database, listingId: string) => enqueueJob(tx, LEAD_MATCH_JOB, { listingId });
