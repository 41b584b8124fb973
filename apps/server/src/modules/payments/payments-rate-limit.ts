import { PAYMENTS_MSG } from '@homebid/shared/schemas/payments';
import { tooMany } from '../../platform/errors';

/**
 * Fixed-window attempt counter per user and action, in memory (each instance counts its own): creating customers
 * and linking banks call the providers, which charge per call and watch for abuse.
 */
export function createAttemptLimiter(options: { enabled: boolean; max: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    consume(key: string) {
      if (!options.enabled) return;
      const now = Date.now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
      const window = windows.get(key);
      if (!window || now - window.start >= options.windowMs) return void windows.set(key, { start: now, count: 1 });
      if (window.count >= options.max) throw tooMany(PAYMENTS_MSG.rateLimited);
      window.count += 1;
    },
  };
}
