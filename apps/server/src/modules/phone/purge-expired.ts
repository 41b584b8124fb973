import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Expired phone codes (kept an hour past expiry: the hourly send limit counts them) and captcha solutions
 * whose challenge has expired (a replay is refused by the expiry itself from then on). The housekeeping job runs it.
 */
export async function purgeExpiredPhoneVerifications(db: Database, now = new Date()) {
  const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
  await db.execute(sql`DELETE FROM phone_otps WHERE expires_at < ${hourAgo}::timestamptz AND created_at < ${hourAgo}::timestamptz`);
  await db.execute(sql`DELETE FROM captcha_uses WHERE expires_at < ${now.toISOString()}::timestamptz`);
}
