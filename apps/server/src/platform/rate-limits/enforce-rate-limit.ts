import type { Config } from '../../config';
import { tooMany } from '../errors';
import { TOO_MANY_REQUESTS } from '../security';
import type { RateLimitRule, RateLimits } from './rate-limits';

/**
 * Counts one hit for `key` and throws 429 with `message` past the rule; nothing when RATE_LIMITS=false
 * (load benchmarks). Keys name the feature and the subject, e.g. `upload:<userId>`, `support:<userId>`.
 */
export async function enforceRateLimit(ctx: { config: Config; rateLimits: RateLimits }, key: string, rule: RateLimitRule, message = TOO_MANY_REQUESTS): Promise<void> {
  if (!ctx.config.RATE_LIMITS) return;
  const { allowed } = await ctx.rateLimits.consume(key, rule);
  if (!allowed) throw tooMany(message);
}
