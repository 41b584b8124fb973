import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sourcesKey } from './server-bundle';
import { migrationsDigest } from './test-database';
import { TEST_ENV } from './test-env';

/**
 * A new app's PGlite database as a tarball, made once per content of the server's sources and kept in the temp
 * directory: migrated, with pg-boss's schema and the queue of every job the app defines, as an app's first start of
 * its jobs leaves them. Opening PGlite from it skips initdb, the migrations and pg-boss's setup, which cost most of a
 * test app's start (seconds of WebAssembly each time, 1.5 s for pg-boss's schema, about 1 s for the queues); every
 * test still gets its own in-memory database. A new database's first setup is the PostgreSQL run's (test-database.ts).
 * The template databases are left out (nothing in a test creates a database on PGlite) and the shared buffers are
 * smaller than PostgreSQL's default: what a test app's start spends is mostly this database's.
 */
let snapshot: Promise<Blob> | undefined;

export function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= loadOrMake();
  return snapshot;
}

/** The snapshot's file, for a server started in its own process (its PGLITE_SNAPSHOT). */
export async function migratedPgliteSnapshotFile(): Promise<string> {
  const stored = await fs.stat(snapshotFile()).catch(() => undefined);
  if (!stored) await migratedPgliteSnapshot();
  return snapshotFile();
}

let file: string | undefined;
/** Named by its key, worked out once per process (it reads every source file). */
const snapshotFile = () => (file ??= path.join(os.tmpdir(), `homebid-pglite-${snapshotKey()}.tar`));

async function loadOrMake(): Promise<Blob> {
  const target = snapshotFile();
  const stored = await fs.readFile(target).catch(() => undefined);
  if (stored) return new Blob([new Uint8Array(stored)]);
  // the app's modules only when it is made: a browser test file needs only the file's name
  const [{ buildApp }, { loadConfig }] = await Promise.all([import('../src/app'), import('../src/config')]);
  const dataDir = path.join(os.tmpdir(), `homebid-snapshot-${randomBytes(6).toString('hex')}`);
  const app = await buildApp(loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, PGLITE_DIR: 'memory://' }));
  try {
    // installs pg-boss's schema and the queues (no job is due: nothing runs)
    await app.ctx.jobs.runDueJobs();
    const { database } = app.ctx;
    // every test opens the one database 'postgres': the two templates were a third of the files to untar at each open
    await database.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    for (const template of ['template0', 'template1']) await database.exec(`DROP DATABASE ${template}`);
    // PostgreSQL's 128 MB of shared buffers were a fifth of an open's CPU (set up in WebAssembly memory at every
    // start); a test's database fits in a few
    await database.exec(`ALTER SYSTEM SET shared_buffers = '16MB'`);
    await database.exec('CHECKPOINT');
    const tarball = await database.snapshot!();
    // several test workers may make it at once: each writes its own file, the rename is atomic
    const partial = `${target}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    await fs.rename(partial, target);
    return tarball;
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Changes with the server's sources (the jobs it defines, how it sets up pg-boss), with any migration, with the
 * PGlite version (its data directory format), with pg-boss's (its schema), and with this file (how it is made).
 */
function snapshotKey() {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  hash.update(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  hash.update(readFileSync(require.resolve('pg-boss/package.json')));
  hash.update(readFileSync(new URL(import.meta.url)));
  hash.update(migrationsDigest());
  hash.update(sourcesKey());
  return hash.digest('hex').slice(0, 16);
}
