import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedPgliteSnapshot } from '../../test/pglite-snapshot';
import { openDatabase, withSessionSetting } from './client';

// pg reads a connection string's query with URLSearchParams too (pg-connection-string)
const optionsOf = (url: string) => new URL(url).searchParams.get('options');

describe('withSessionSetting', () => {
  it('adds a setting to the options a connection sends, keeping the rest of the URL and the options already there', () => {
    const url = withSessionSetting('postgres://app:s%40cret@db.example:5433/homebid?sslmode=require&options=-c%20search_path%3Dapp', 'plan_cache_mode=force_generic_plan');
    expect(optionsOf(url)).toBe('-c search_path=app -c plan_cache_mode=force_generic_plan');
    const { username, password, host, pathname, searchParams } = new URL(url);
    expect({ username, password, host, pathname, sslmode: searchParams.get('sslmode') }).toEqual({
      username: 'app',
      password: 's%40cret',
      host: 'db.example:5433',
      pathname: '/homebid',
      sslmode: 'require',
    });
  });

  it('works for a server reached on a Unix socket', () => {
    const url = withSessionSetting('postgres://postgres@%2Ftmp%2Fpg:5432/postgres', 'plan_cache_mode=force_generic_plan');
    expect(optionsOf(url)).toBe('-c plan_cache_mode=force_generic_plan');
    expect(url.startsWith('postgres://postgres@%2Ftmp%2Fpg:5432/postgres?')).toBe(true);
  });
});

describe('a PGlite database started from a snapshot (PGLITE_SNAPSHOT)', () => {
  it('starts a new database from it, and opens an existing one as it is', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'homebid-snapshot-'));
    try {
      const snapshot = await migratedPgliteSnapshot();
      const first = await openDatabase({ pgliteDir: dir, pgliteSnapshot: snapshot });
      // migrated: the app's tables are there, without migrations run on this database
      expect((await first.query('SELECT count(*)::int AS n FROM users')).rows).toEqual([{ n: 0 }]);
      await first.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (1)');
      await first.close();

      const again = await openDatabase({ pgliteDir: dir, pgliteSnapshot: snapshot });
      expect((await again.query('SELECT id FROM kept')).rows).toEqual([{ id: 1 }]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
