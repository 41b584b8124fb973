import type { AppContext } from '../../platform/context';
import { sendLeadDigest } from './lead-digest.job';
import { LEAD_MATCH_JOB } from './lead-match-queue';
import { LEAD_DIGEST_JOB, matchPendingListings } from './lead-matching';

/** The matching of a new listing (enqueued with it), and each user's 7 am Eastern digest. */
export function defineLeadJobs(ctx: Pick<AppContext, 'config' | 'db' | 'mailer' | 'jobs'>) {
  ctx.jobs.define<{ listingId: string }>({
    name: LEAD_MATCH_JOB,
    retryLimit: 5,
    retryDelaySeconds: 5,
    // the listing id tells which listing queued it; the job matches every listing waiting
    handler: async () => void (await matchPendingListings(ctx)),
  });
  ctx.jobs.define<{ userId: string }>({
    name: LEAD_DIGEST_JOB,
    retryLimit: 6,
    retryDelaySeconds: 60,
    handler: async ({ userId }) => void (await sendLeadDigest(ctx, String(userId))),
  });
}
