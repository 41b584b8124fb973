import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { cacheFileSizes } from './pglite-file-sizes';
import { keepStatementNames } from './pglite-named-statements';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** A database connection with what the platform needs beyond Drizzle: raw SQL and NOTIFY. */
export interface DatabaseHandle {
  db: Database;
  /**
   * For the listing search's window pass, a named statement whose best plan is the same whatever its values. On
   * PostgreSQL, a small pool of its own whose connections plan a named statement once
   * (`plan_cache_mode=force_generic_plan`): by default PostgreSQL plans such a statement again at every run, as
   * long as its estimate for the values at hand looks cheaper. On PGlite, `db` itself.
   */
  searchDb: Database;
  kind: DatabaseKind;
  /** PostgreSQL only: for connections of their own, such as the LISTEN connection of the pub/sub. */
  connectionString?: string;
  /** Runs one or more SQL statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /** Raw parameterised SQL ($1, $2…); several statements when there are no values (pg-boss's executor). */
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite only: LISTEN in the embedded database (NOTIFY is delivered after commit, as on PostgreSQL). */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tarball, to open copies of it later (`pgliteSnapshot`). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * PostgreSQL when `databaseUrl` is given, else PGlite in `pgliteDir`. `pgliteSnapshot` (a `dumpDataDir()` tarball)
 * starts PGlite from that data directory instead of running initdb, which costs seconds in WebAssembly.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  poolMax?: number;
  searchPoolMax?: number;
  pgliteSnapshot?: Blob;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax ?? 10, options.searchPoolMax ?? 4)
    : openPglite(options.pgliteDir, options.pgliteSnapshot);
}

async function openPglite(dir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dir, { recursive: true });
  // a snapshot only starts a new database: one already in the directory is opened as it is
  const isNew = inMemory || !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(snapshot && isNew ? { loadDataDir: snapshot } : {}) });
  if (!inMemory) cacheFileSizes(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  keepStatementNames(db, client);
  return {
    db,
    searchDb: db,
    kind: 'pglite',
    async exec(sql) {
      try {
        await client.exec(sql);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    notify: async (channel, payload) => void (await client.query('SELECT pg_notify($1, $2)', [channel, payload])),
    async query(text, values) {
      if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** `url` with `-c setting` added to the options its connections send PostgreSQL (options already there are kept). */
export function withSessionSetting(url: string, setting: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', [parsed.searchParams.get('options'), `-c ${setting}`].filter(Boolean).join(' '));
  return parsed.toString();
}

/**
 * The search connections' settings. Besides the generic plan: the window pass joins at most its window's rows to
 * their posters, in window order, and stops at a full page, so a nested loop on users' primary key is always its
 * join. A generic plan cannot see how many window rows pass the filters (it guesses 1%), and for the unfiltered page
 * it then hashed the whole users table, joined all 2,000 rows and sorted them (1,000,000 listings by 2,000 posters:
 * 27 to 44 ms, against 1 ms for the nested loop). And the walk itself: the planner prices a two-column index's order
 * at 0.75 of its first column's correlation, so it walked the created_at index (0024, for the operator console)
 * with a status filter and an incremental sort of the wide rows, rather than the (status, created_at, id) index made
 * for it: 3,300 rows in 12.9 ms against 3.3 ms. No JIT: a generic plan prices the walk's per-row test of the poster
 * as if it ran for every row of the window (cost 170,000), and compiling the statement then took 60 ms of a 3 ms
 * search.
 */
const SEARCH_SESSION = ['plan_cache_mode=force_generic_plan', 'enable_hashjoin=off', 'enable_mergejoin=off', 'enable_incremental_sort=off', 'jit=off'];

async function openPostgres(url: string, max: number, searchMax: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // pools connect on first use: a process that never searches never opens these
  const searchPool = new pg.Pool({ connectionString: SEARCH_SESSION.reduce(withSessionSetting, url), max: searchMax });
  for (const each of [pool, searchPool]) {
    each.on('error', () => {}); // an idle client dying is reported on its next use, not here
    // a client in use (a transaction) whose server goes away also emits 'error', besides failing its query: without
    // a listener that would end the process (PostgreSQL restarting, a failover). The pool drops the dead client.
    each.on('connect', (client) => client.on('error', () => {}));
  }
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    searchDb: drizzlePostgres(searchPool, { schema }) as unknown as Database,
    kind: 'postgres',
    connectionString: url,
    async exec(sql) {
      // One connection for the whole script, so a failed BEGIN…COMMIT is rolled back where it ran.
      const client = await pool.connect();
      try {
        await client.query(sql);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    notify: async (channel, payload) => void (await pool.query('SELECT pg_notify($1, $2)', [channel, payload])),
    async query(text, values) {
      const result = (await pool.query(text, values as unknown[])) as unknown as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    close: async () => void (await Promise.all([pool.end(), searchPool.end()])),
  };
}
