import type { RateLimitResult, RateLimitRule, RateLimits } from './rate-limits';

/** Counters in this process: right for PGlite, where only one process can open the database. */
export class MemoryRateLimits implements RateLimits {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const time = this.now();
    if (this.windows.size > 100_000) this.prune(time);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= time) {
      window = { count: 0, endsAt: time + rule.windowMs };
      this.windows.set(key, window);
    }
    window.count = Math.min(window.count + 1, rule.max + 1);
    return { allowed: window.count <= rule.max, count: window.count, resetInMs: window.endsAt - time };
  }

  private prune(time: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= time) this.windows.delete(key);
  }
}
