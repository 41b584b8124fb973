/** A fixed window: at most `max` hits per key in `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included (capped just above max). */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/**
 * Rate-limit counters for every limit of the app. On PostgreSQL they live in the `rate_limits` table so
 * a limit holds for the whole group of instances (a client alternating between instances gets no more);
 * on PGlite (one process by nature) in memory.
 */
export interface RateLimits {
  /** Counts one hit for `key` and says whether it is within the rule. Atomic: concurrent hits are all counted. */
  consume(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  close?(): void;
}

/** Limits of features that count per user rather than per route and address. */
export const RATE_LIMIT_RULES = {
  /** Files uploaded per user (photos, certificates, listing and bid files). */
  upload: { max: 30, windowMs: 60_000 },
  /** For the payment providers: customer records created per user. */
  customerCreation: { max: 5, windowMs: 60 * 60_000 },
  /** For the payment providers: bank-linking calls per user (link token, then the link itself). */
  bankLinking: { max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;
