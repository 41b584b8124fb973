import { CHAT_LIMITS, CHAT_TEXT } from '@homebid/shared/schemas/chat';
import { tooMany } from '../../platform/errors';

/**
 * Fixed-window message counter per user, in memory. Each instance counts its own requests, so with N
 * instances a user gets at most N times the limit: enough to stop a runaway client or a spam script.
 */
export function createMessageRateLimiter(options: { enabled: boolean; max?: number; windowMs?: number; now?: () => number }) {
  const max = options.max ?? CHAT_LIMITS.ratePerWindow;
  const windowMs = options.windowMs ?? CHAT_LIMITS.rateWindowSeconds * 1000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();

  function pruneExpired(time: number) {
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  }

  return {
    /** Counts one message for `userId`, or throws 429 when the window is full. */
    consume(userId: string) {
      if (!options.enabled) return;
      const time = now();
      if (windows.size > 10_000) pruneExpired(time);
      const window = windows.get(userId);
      if (!window || time - window.start >= windowMs) {
        windows.set(userId, { start: time, count: 1 });
        return;
      }
      if (window.count >= max) throw tooMany(CHAT_TEXT.rateLimited);
      window.count += 1;
    },
  };
}

export type MessageRateLimiter = ReturnType<typeof createMessageRateLimiter>;
