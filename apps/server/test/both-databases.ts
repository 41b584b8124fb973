import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { isPostgresRun } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The databases a db/ test runs its checks on, for describe.each: PGlite, and PostgreSQL in the test command's run. */
export const BOTH_DATABASES = [
  ['PGlite', false],
  ['PostgreSQL', true],
] as const;

/**
 * Inside a describe.each over BOTH_DATABASES: a database of that kind opened before the tests (PGlite in memory, or a
 * migrated copy on the test command's PostgreSQL server) with `setupSql` run on it, closed (and dropped) after them.
 * `skip` is set for PostgreSQL when the run has no server; `handle` is there once the tests run.
 */
export function useTestDatabase(onPostgres: boolean, setupSql: string): { handle: DatabaseHandle; skip: boolean } {
  const opened = { handle: undefined as unknown as DatabaseHandle, skip: onPostgres && !isPostgresRun() };
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    if (opened.skip) return;
    database = onPostgres ? await createTestDatabase() : undefined;
    opened.handle = await openDatabase({ databaseUrl: database?.url, pgliteDir: 'memory://', poolMax: 2, searchPoolMax: 1 });
    await opened.handle.exec(setupSql);
  });
  afterAll(async () => {
    await opened.handle?.close();
    await database?.drop();
  });
  return opened;
}
