import type { DatabaseHandle } from '../../db/client';
import { MemoryRateLimits } from './memory-rate-limits';
import { PostgresRateLimits } from './postgres-rate-limits';
import type { RateLimits } from './rate-limits';

/** Shared counters in PostgreSQL (DATABASE_URL), in memory on PGlite. */
export function createRateLimits(database: DatabaseHandle): RateLimits {
  return database.kind === 'postgres' ? new PostgresRateLimits(database.db) : new MemoryRateLimits();
}
