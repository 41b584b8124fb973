import type { AppContext } from '../../platform/context';
import { enforceRateLimit } from '../../platform/rate-limits/enforce-rate-limit';
import { RATE_LIMIT_RULES } from '../../platform/rate-limits/rate-limits';

/** Every upload route counts here first, per user and before reading the body, across all instances. */
export const limitUploads = (ctx: Pick<AppContext, 'config' | 'rateLimits'>, userId: string) => enforceRateLimit(ctx, `upload:${userId}`, RATE_LIMIT_RULES.upload);
