import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { keepStatementNames } from './pglite-named-statements';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** A database connection with what the platform needs beyond Drizzle: raw SQL and NOTIFY. */
export interface DatabaseHandle {
  db: Database;
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
export async function openDatabase(options: { databaseUrl?: string; pgliteDir: string; poolMax?: number; pgliteSnapshot?: Blob }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolMax ?? 10) : openPglite(options.pgliteDir, options.pgliteSnapshot);
}

async function openPglite(dir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  keepStatementNames(db, client);
  return {
    db,
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

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {}); // an idle client dying is reported on its next use, not here
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
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
    close: () => pool.end(),
  };
}
