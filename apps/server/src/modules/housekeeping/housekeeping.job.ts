import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { sweepUnattachedUploads } from '../uploads/sweep-uploads';

export const HOUSEKEEPING_JOB = 'housekeeping';

/**
 * Expired phone codes (kept an hour past expiry: the hourly send limit counts them) and captcha solutions
 * whose challenge has expired (a replay is refused by the expiry itself from then on).
 */
export async function purgePhoneVerificationLeftovers(ctx: Pick<AppContext, 'db'>, now = new Date()) {
  const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
  await ctx.db.execute(sql`DELETE FROM phone_otps WHERE expires_at < ${hourAgo}::timestamptz AND created_at < ${hourAgo}::timestamptz`);
  await ctx.db.execute(sql`DELETE FROM captcha_uses WHERE expires_at < ${now.toISOString()}::timestamptz`);
}

export async function runHousekeeping(ctx: AppContext, now = new Date()) {
  await purgePhoneVerificationLeftovers(ctx, now);
  await sweepUnattachedUploads(ctx, now);
}

/** Every 15 minutes on one instance of the group (pg-boss's schedule). */
export async function registerHousekeeping(_api: ApiInstance, ctx: AppContext) {
  ctx.jobs.define({ name: HOUSEKEEPING_JOB, retryLimit: 2, handler: () => runHousekeeping(ctx) });
  ctx.jobs.schedule(HOUSEKEEPING_JOB, '*/15 * * * *');
}
