import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { migratedPgliteSnapshot } from './pglite-snapshot';
import { createTestDatabase } from './test-database';

/**
 * A fresh app on a fresh database: PGlite in memory, or — when the test command started a PostgreSQL
 * server and set TEST_POSTGRES_URL — a new database on it, dropped when the app closes.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<App> {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  const dataDir = path.join(os.tmpdir(), `homebid-test-${randomBytes(6).toString('hex')}`);
  // tests play the reverse proxy (TRUST_PROXY): X-Forwarded-For gives each simulated client its own address
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: 'true' };
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
