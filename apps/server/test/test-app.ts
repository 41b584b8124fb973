import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { migratedPgliteSnapshot } from './pglite-snapshot';
import { createTestDatabase } from './test-database';
import { TEST_ENV } from './test-env';

/**
 * A fresh app on a fresh database: PGlite in memory, or — when the test command started a PostgreSQL
 * server and set TEST_POSTGRES_URL — a new database on it, dropped when the app closes.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<App> {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  const dataDir = path.join(os.tmpdir(), `homebid-test-${randomBytes(6).toString('hex')}`);
  // tests play the reverse proxy (TRUST_PROXY): X-Forwarded-For gives each simulated client its own address
  const base = { ...TEST_ENV, DATA_DIR: dataDir, TRUST_PROXY: 'true' };
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  if (!adminUrl) {
    const app = await buildApp(loadConfig({ ...base, PGLITE_DIR: 'memory://', ...env }), { pgliteSnapshot: await migratedPgliteSnapshot() });
    app.addHook('onClose', removeDataDir);
    return app;
  }

  const database = await createTestDatabase(adminUrl);
  const app = await buildApp(loadConfig({ ...base, DATABASE_URL: database.url, ...env }));
  app.addHook('onClose', async () => {
    await database.drop();
    await removeDataDir();
  });
  return app;
}

export const isPostgresRun = () => Boolean(process.env.TEST_POSTGRES_URL);

/**
 * Two apps on one new PostgreSQL database of the test command's server, as two instances behind a load balancer
 * (built one after the other: the first runs the migrations). close() closes both and drops the database.
 */
export async function buildTwoInstances(): Promise<{ a: App; b: App; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const dataDir = path.join(os.tmpdir(), `homebid-test-${randomBytes(6).toString('hex')}`);
  const config = () => loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, DATABASE_URL: database.url });
  const a = await buildApp(config());
  const b = await buildApp(config());
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
