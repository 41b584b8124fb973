import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresRun } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { namingExecutor, newBossPool } from './boss-pool';

// pg-boss's own connections exist on PostgreSQL only (on PGlite it runs through the app's database)
describe.skipIf(!isPostgresRun())("pg-boss's pool on PostgreSQL", () => {
  let database: TestDatabase;
  const errors: unknown[] = [];
  // one connection, so that what a statement left in its session can be read back on it
  let pool: ReturnType<typeof newBossPool>;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = newBossPool(database.url, (_message, error) => errors.push(error));
    pool.options.max = 1;
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('names a statement with values by its text, once for the same text, and keeps generic plans', async () => {
    const { executeSql } = namingExecutor(pool);
    expect((await executeSql('SELECT $1::int + 1 AS n', [1])).rows).toEqual([{ n: 2 }]);
    expect((await executeSql('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
    expect((await executeSql('SELECT $1::text AS word', ['other'])).rows).toEqual([{ word: 'other' }]);
    const { rows } = await pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name');
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.name.startsWith('pgboss_'))).toBe(true);
    expect((await pool.query('SHOW plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
    expect(errors).toEqual([]);
  });

  it("plans a fetch to lock its jobs by primary key, even on the statistics of a burst that is done by now", async () => {
    const executor = namingExecutor(pool);
    const texts: string[] = [];
    const boss = new PgBoss({ schema: 'pgboss', supervise: false, schedule: false, migrate: true, db: { executeSql: (text: string, values: unknown[]) => (texts.push(text), executor.executeSql(text, values)) } });
    await boss.start();
    try {
      // a queue among others, as the app's: pgboss.job has a partition per queue
      for (const name of ['plan-check', ...Array.from({ length: 10 }, (_, i) => `plan-other-${i}`)]) await boss.createQueue(name);
      // a burst of jobs, done by now, whose statistics (gathered at most once a minute) still say they are due
      await pool.query(`INSERT INTO pgboss.job (name, data) SELECT 'plan-check', '{}' FROM generate_series(1, 5000)`);
      await pool.query('ANALYZE pgboss.job');
      await pool.query(`UPDATE pgboss.job SET state = 'completed', completed_on = now() WHERE name = 'plan-check'`);
      await pool.query(`INSERT INTO pgboss.job (name, data) SELECT 'plan-check', '{}' FROM generate_series(1, 3)`);
      expect(await boss.fetch('plan-check', { batchSize: 50 })).toHaveLength(3);
      const fetch = texts.find((text) => text.includes('FOR UPDATE SKIP LOCKED'))!;
      const { rows } = await pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE statement = $1', [fetch]);
      const plan = (await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (COSTS OFF) EXECUTE "${rows[0]!.name}"('plan-check', 50)`)).rows.map((row) => row['QUERY PLAN']).join('\n');
      // a hash join would read the whole partition at every fetch (seen at 4 ms a fetch under load)
      expect(plan).not.toMatch(/Hash Join|Merge Join/);
      expect(plan).toMatch(/Nested Loop[\s\S]*Index Scan using \w+_pkey/);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it('runs a text without values as it comes: several statements, none of them named', async () => {
    const { executeSql } = namingExecutor(pool);
    await executeSql('CREATE TEMP TABLE boss_pool_check (n int); INSERT INTO boss_pool_check VALUES (7);');
    expect((await pool.query('SELECT n FROM boss_pool_check')).rows).toEqual([{ n: 7 }]);
    const { rows } = await pool.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE name NOT LIKE 'pgboss\\_%'");
    expect(rows).toEqual([]);
  });
});
