import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { RateLimitResult, RateLimitRule, RateLimits } from './rate-limits';

const PRUNE_EVERY_MS = 60_000;

/**
 * Counters in the `rate_limits` table, shared by every instance on the database. One upsert per hit: the
 * row lock of ON CONFLICT makes concurrent hits from any instance count one after the other.
 */
export class PostgresRateLimits implements RateLimits {
  private lastPrune = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const time = this.now();
    const ends = time + rule.windowMs;
    const result = await this.db.execute(sql`
      INSERT INTO rate_limits AS r (key, count, window_ends_at) VALUES (${key}, 1, ${ends}::bigint)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_ends_at <= ${time}::bigint THEN 1 ELSE LEAST(r.count + 1, ${rule.max + 1}::integer) END,
        window_ends_at = CASE WHEN r.window_ends_at <= ${time}::bigint THEN ${ends}::bigint ELSE r.window_ends_at END
      RETURNING count, window_ends_at`);
    const row = (result as unknown as { rows: Array<{ count: number; window_ends_at: string | number }> }).rows[0];
    if (time - this.lastPrune > PRUNE_EVERY_MS) this.prune(time);
    const count = Number(row.count);
    return { allowed: count <= rule.max, count, resetInMs: Math.max(0, Number(row.window_ends_at) - time) };
  }

  /** Deletes windows that ended a while ago; in the background, a failure only leaves rows for next time. */
  private prune(time: number) {
    this.lastPrune = time;
    this.db.execute(sql`DELETE FROM rate_limits WHERE window_ends_at < ${time - PRUNE_EVERY_MS}::bigint`).catch(() => {});
  }
}
