import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';

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
    const app = await buildApp(loadConfig({ ...base, PGLITE_DIR: 'memory://', ...env }));
    app.addHook('onClose', removeDataDir);
    return app;
  }

  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const app = await buildApp(loadConfig({ ...base, DATABASE_URL: url.toString(), ...env }));
  app.addHook('onClose', async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
    await removeDataDir();
  });
  return app;
}

export const isPostgresRun = () => Boolean(process.env.TEST_POSTGRES_URL);
