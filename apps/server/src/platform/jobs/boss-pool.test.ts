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

  it('runs a text without values as it comes: several statements, none of them named', async () => {
    const { executeSql } = namingExecutor(pool);
    await executeSql('CREATE TEMP TABLE boss_pool_check (n int); INSERT INTO boss_pool_check VALUES (7);');
    expect((await pool.query('SELECT n FROM boss_pool_check')).rows).toEqual([{ n: 7 }]);
    const { rows } = await pool.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE name NOT LIKE 'pgboss\\_%'");
    expect(rows).toEqual([]);
  });
});
