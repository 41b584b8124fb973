import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { createPgBossJobs } from '../src/platform/jobs/pg-boss-jobs';
import { createPubSub } from '../src/platform/realtime/create-pubsub';
import { migrationsDigest } from './test-database';

/**
 * A migrated empty PGlite database as a tarball, made once per set of migrations and kept in the temp directory.
 * Opening PGlite from it skips initdb and the migrations, which cost most of a test app's start (seconds of
 * WebAssembly each time); every test still gets its own in-memory database. pg-boss's schema is in it too, as the
 * job queue's first start leaves it (1.5 s of CPU at each start of the jobs on a new database, a server's start in
 * the browser tests among them): a new database's first install is the PostgreSQL run's (test-database.ts).
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
  await migratedPgliteSnapshot();
  return snapshotFile();
}

const snapshotFile = () => path.join(os.tmpdir(), `homebid-pglite-${snapshotKey()}.tar`);

async function loadOrMake(): Promise<Blob> {
  const file = snapshotFile();
  const stored = await fs.readFile(file).catch(() => undefined);
  if (stored) return new Blob([new Uint8Array(stored)]);
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await migrate(handle);
    const jobs = createPgBossJobs({ database: handle, pubsub: createPubSub(handle), log: () => {} });
    // installs pg-boss's schema (no job is defined: nothing else runs)
    await jobs.runDueJobs();
    await jobs.stop();
    // every test opens the one database 'postgres': the two templates were a third of the files to untar at each open
    await handle.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    for (const template of ['template0', 'template1']) await handle.exec(`DROP DATABASE ${template}`);
    // PostgreSQL's 128 MB of shared buffers were a fifth of an open's CPU (set up in WebAssembly memory at every
    // start); a test's database fits in a few
    await handle.exec(`ALTER SYSTEM SET shared_buffers = '16MB'`);
    await handle.exec('CHECKPOINT');
    const tarball = await handle.snapshot!();
    // several test workers may make it at once: each writes its own file, the rename is atomic
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    await fs.rename(partial, file);
    return tarball;
  } finally {
    await handle.close();
  }
}

/**
 * Changes with any migration, with the PGlite version (its data directory format), with pg-boss's and its settings
 * (its schema), and with this file (how the snapshot is made).
 */
function snapshotKey() {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  hash.update(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  hash.update(readFileSync(require.resolve('pg-boss/package.json')));
  hash.update(readFileSync(new URL('../src/platform/jobs/pg-boss-jobs.ts', import.meta.url)));
  hash.update(readFileSync(new URL(import.meta.url)));
  hash.update(migrationsDigest());
  return hash.digest('hex').slice(0, 16);
}

