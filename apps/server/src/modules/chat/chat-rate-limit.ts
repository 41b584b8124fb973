import { CHAT_LIMITS, CHAT_TEXT } from '@homebid/shared/schemas/chat';
import type { AppContext } from '../../platform/context';
import { enforceRateLimit } from '../../platform/rate-limits/enforce-rate-limit';

const CHAT_RULE = { max: CHAT_LIMITS.ratePerWindow, windowMs: CHAT_LIMITS.rateWindowSeconds * 1000 };

/**
 * Fixed-window message counter per user in ctx.rateLimits: shared by all instances on PostgreSQL, so a
 * client spreading its messages over instances is held to the same limit.
 */
export function createMessageRateLimiter(ctx: Pick<AppContext, 'config' | 'rateLimits'>) {
  return {
    /** Counts one message for `userId`, or throws 429 when the window is full. */
    consume: (userId: string) => enforceRateLimit(ctx, `chat:${userId}`, CHAT_RULE, CHAT_TEXT.rateLimited),
  };
}

export type MessageRateLimiter = ReturnType<typeof createMessageRateLimiter>;
