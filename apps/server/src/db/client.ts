import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** A database connection with what the platform needs beyond Drizzle: raw SQL and LISTEN/NOTIFY. */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs one or more SQL statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(options: { databaseUrl?: string; pgliteDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    async exec(sql) {
      try {
        await client.exec(sql);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    notify: async (channel, payload) => void (await client.query('SELECT pg_notify($1, $2)', [channel, payload])),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {}); // an idle client dying is reported on its next use, not here
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  async function getListener() {
    if (listener) return listener;
    listener = new pg.Client({ connectionString: url });
    await listener.connect();
    listener.on('notification', (msg) => handlers.get(msg.channel)?.forEach((fn) => fn(msg.payload ?? '')));
    return listener;
  }
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    kind: 'postgres',
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
    async listen(channel, onPayload) {
      const client = await getListener();
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set());
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      handlers.get(channel)!.add(onPayload);
      return async () => void handlers.get(channel)?.delete(onPayload);
    },
    notify: async (channel, payload) => void (await pool.query('SELECT pg_notify($1, $2)', [channel, payload])),
    async close() {
      await listener?.end();
      await pool.end();
    },
  };
}
