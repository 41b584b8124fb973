import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Rate-limit counters shared by all instances (PostgreSQL); PGlite keeps them in memory instead. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** Epoch milliseconds. */
    windowEndsAt: bigint('window_ends_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_idx').on(t.windowEndsAt)],
);
