import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { refreshBidderCountsAfterEndedSuspensions } from '../bids/bid-transitions';
import { purgeExpiredPhoneVerifications } from '../phone/purge-expired';
import { sweepUnattachedUploads } from './sweep-uploads';

export const HOUSEKEEPING_JOB = 'housekeeping';
/** Every 15 minutes (UTC), through pg-boss's scheduler. */
export const HOUSEKEEPING_CRON = '*/15 * * * *';

/**
 * What is left over with time: expired phone codes and captcha solutions, uploads nobody attached, and the bidder
 * counts of suspensions that ended by their date.
 */
export async function runHousekeeping(ctx: Pick<AppContext, 'db' | 'storage'>, now = new Date()) {
  await purgeExpiredPhoneVerifications(ctx.db, now);
  await sweepUnattachedUploads(ctx, now);
  await refreshBidderCountsAfterEndedSuspensions(ctx.db, now, 4 * 15 * 60_000);
}

/** Every 15 minutes on one instance of the group (pg-boss's schedule). */
export async function registerHousekeeping(_api: ApiInstance, ctx: AppContext) {
  ctx.jobs.define({ name: HOUSEKEEPING_JOB, retryLimit: 2, handler: () => runHousekeeping(ctx) });
  ctx.jobs.schedule(HOUSEKEEPING_JOB, HOUSEKEEPING_CRON);
}
