import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { migrationsDigest } from './test-database';

/**
 * A migrated empty PGlite database as a tarball, made once per set of migrations and kept in the temp directory.
 * Opening PGlite from it skips initdb and the migrations, which cost most of a test app's start (seconds of
 * WebAssembly each time); every test still gets its own in-memory database.
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

/** Changes with any migration and with the PGlite version (its data directory format). */
function snapshotKey() {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  hash.update(migrationsDigest());
  return hash.digest('hex').slice(0, 16);
}
