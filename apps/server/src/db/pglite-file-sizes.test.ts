import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

// pglite-file-sizes.ts: PGlite on disk keeps a file's size once asked, until the file changes
describe('file sizes on PGlite on disk', () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-sizes-'));
    handle = await openDatabase({ pgliteDir: dir });
    await handle.exec('CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL)');
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const one = async (text: string) => Object.values((await handle.query(text)).rows[0]!)[0];
  /** The table's size as PostgreSQL sees it (its size question, the one kept) and as the file on disk is. */
  const sizes = async () => {
    const file = String(await one(`SELECT pg_relation_filepath('notes')`));
    return { postgres: Number(await one(`SELECT pg_relation_size('notes')`)), disk: fs.statSync(path.join(dir, file)).size };
  };

  it('sees every change of a table file: growth, truncation by VACUUM, a new file by TRUNCATE', async () => {
    const insert = (from: number, to: number) => handle.exec(`INSERT INTO notes SELECT g, repeat('x', 200) FROM generate_series(${from}, ${to}) g`);
    const expectSizes = async (rows: number) => {
      // twice: once asked, once kept
      for (let look = 0; look < 2; look++) {
        expect(Number(await one('SELECT count(*) FROM notes'))).toBe(rows);
        const { postgres, disk } = await sizes();
        expect(postgres).toBe(disk);
      }
    };

    await insert(1, 5_000);
    await expectSizes(5_000);
    const grown = (await sizes()).disk;
    expect(grown).toBeGreaterThan(8192 * 100);

    await handle.exec('DELETE FROM notes WHERE id > 100');
    await handle.exec('VACUUM notes');
    await expectSizes(100);
    expect((await sizes()).disk).toBeLessThan(grown / 10);

    await insert(101, 3_000);
    await expectSizes(3_000);

    await handle.exec('TRUNCATE notes');
    await expectSizes(0);
    await insert(1, 2_000);
    await expectSizes(2_000);
  });

  it('asks the file system once for a small table scanned again and again', async () => {
    await handle.exec('CREATE TABLE posters (id integer PRIMARY KEY, name text NOT NULL); INSERT INTO posters VALUES (1, $$Ann$$), (2, $$Bo$$); ANALYZE posters');
    // a sequential scan per row of notes, as a card's poster subquery runs on a small users table
    const scans = `SELECT count(*) FROM notes WHERE (SELECT name FROM posters WHERE posters.id = 1 + notes.id % 2) = 'Ann'`;
    await one(scans);
    const asked = countFstat();
    try {
      expect(Number(await one(scans))).toBe(1_000);
      expect(Number(await one(scans))).toBe(1_000);
      // without the kept sizes: an fstat per scan of posters, 4,000
      expect(asked.count).toBeLessThan(20);
    } finally {
      asked.stop();
    }
  });
});

/** Counts the fs.fstatSync calls (what Emscripten's NODEFS asks a file's size with) until stopped. */
function countFstat() {
  const original = fs.fstatSync;
  const counter = { count: 0, stop: () => void (fs.fstatSync = original) };
  fs.fstatSync = ((...args: Parameters<typeof fs.fstatSync>) => (counter.count++, original(...args))) as typeof fs.fstatSync;
  return counter;
}
