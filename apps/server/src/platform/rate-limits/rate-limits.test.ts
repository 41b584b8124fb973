import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, isPostgresRun } from '../../../test/test-app';
import { MemoryRateLimits } from './memory-rate-limits';
import { PostgresRateLimits } from './postgres-rate-limits';
import type { RateLimits } from './rate-limits';

describe('RateLimits', () => {
  let app: App;
  let time = 1_000_000;
  let limits: RateLimits;
  beforeAll(async () => {
    app = await buildTestApp();
    // the same store the app uses, with a clock the test moves
    limits = app.ctx.database.kind === 'postgres' ? new PostgresRateLimits(app.ctx.db, () => time) : new MemoryRateLimits(() => time);
  });
  afterAll(() => app.close());

  it('uses the shared table on PostgreSQL and memory on PGlite', () => {
    expect(app.ctx.rateLimits).toBeInstanceOf(isPostgresRun() ? PostgresRateLimits : MemoryRateLimits);
  });

  it('allows max hits per window, refuses the next, and starts again when the window ends', async () => {
    const rule = { max: 3, windowMs: 10_000 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limits.consume('fixed:a', rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4].resetInMs).toBe(10_000);
    time += 4_000;
    expect((await limits.consume('fixed:a', rule)).resetInMs).toBe(6_000);
    // another key has its own window
    expect((await limits.consume('fixed:b', rule)).allowed).toBe(true);
    time += 6_000;
    const fresh = await limits.consume('fixed:a', rule);
    expect(fresh).toMatchObject({ allowed: true, count: 1, resetInMs: 10_000 });
  });

  it('counts concurrent hits exactly', async () => {
    const rule = { max: 7, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 30 }, () => limits.consume('burst', rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
  });
});
