import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOTH_DATABASES, useTestDatabase } from '../../test/both-databases';
import type { DatabaseHandle } from './client';
import { refusalOf, refuseWhenNull } from './refusal';
import { writeTogether } from './write-together';

const parents = pgTable('parents', { id: integer('id').primaryKey(), name: text('name').notNull() });
const children = pgTable('children', { id: integer('id').primaryKey(), parentId: integer('parent_id').notNull(), note: text('note').notNull() });

// the same checks on PGlite and, in the test command's PostgreSQL run, on a PostgreSQL server
describe.each(BOTH_DATABASES)('writes together in one statement (%s)', (_label, onPostgres) => {
  const opened = useTestDatabase(
    onPostgres,
    `CREATE TABLE parents (id integer PRIMARY KEY, name text NOT NULL);
     CREATE TABLE children (id integer PRIMARY KEY, parent_id integer NOT NULL REFERENCES parents (id), note text NOT NULL);
     INSERT INTO parents VALUES (1, 'old');
     ${readFileSync(path.join(import.meta.dirname, 'migrations/0031_refusals.sql'), 'utf8')}`,
  );
  const { skip } = opened;
  let handle: DatabaseHandle;
  const statements: string[] = [];
  const names: Array<string | undefined> = [];

  beforeAll(() => {
    if (skip) return;
    handle = opened.handle;
    // counts the statements the driver is given
    const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const first = args[0];
      statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      // node-postgres takes the name in its query config, PGlite in its options (db/pglite-named-statements.ts)
      names.push(typeof first === 'string' ? (args[2] as { statementName?: string } | undefined)?.statementName : (first as { name?: string }).name);
      return query(...args);
    };
  });

  it.skipIf(skip)('runs an update and inserts, a row pointing at one written beside it, as one statement', async () => {
    const { db } = handle;
    statements.length = 0;
    await writeTogether(db, [
      db.update(parents).set({ name: 'renamed' }).where(eq(parents.id, 1)),
      db.insert(parents).values({ id: 2, name: 'new' }),
      db.insert(children).values([{ id: 1, parentId: 2, note: 'of the new one' }, { id: 2, parentId: 1, note: 'of the old one' }]),
    ]);
    expect(statements).toHaveLength(1);
    expect(await db.select().from(parents).orderBy(parents.id)).toEqual([{ id: 1, name: 'renamed' }, { id: 2, name: 'new' }]);
    expect((await db.select().from(children).orderBy(children.id)).map((c) => c.parentId)).toEqual([2, 1]);
  });

  it.skipIf(skip)('writes nothing when one of them fails', async () => {
    const { db } = handle;
    await expect(
      writeTogether(db, [db.insert(parents).values({ id: 3, name: 'lost' }), db.insert(children).values({ id: 3, parentId: 99, note: 'no such parent' })]),
    ).rejects.toThrow();
    expect(await db.select().from(parents).where(eq(parents.id, 3))).toEqual([]);
    expect(await db.execute(sql`select count(*)::int as n from children where id = 3`)).toMatchObject({ rows: [{ n: 0 }] });
  });

  it.skipIf(skip)('adds a tail of its own WITH entries, which write too, in the same statement', async () => {
    const { db } = handle;
    statements.length = 0;
    await writeTogether(db, [db.insert(parents).values({ id: 4, name: 'with a tail' })], {
      with: sql`child AS (INSERT INTO children (id, parent_id, note) VALUES (4, 4, 'from the tail') RETURNING id)`,
      select: sql`child.id FROM child`,
    });
    expect(statements).toHaveLength(1);
    expect(await db.select().from(children).where(eq(children.id, 4))).toEqual([{ id: 4, parentId: 4, note: 'from the tail' }]);
    await expect(
      writeTogether(db, [db.insert(parents).values({ id: 5, name: 'lost with its tail' })], {
        with: sql`child AS (INSERT INTO children (id, parent_id, note) VALUES (5, 98, 'no such parent') RETURNING id)`,
        select: sql`child.id FROM child`,
      }),
    ).rejects.toThrow();
    expect(await db.select().from(parents).where(eq(parents.id, 5))).toEqual([]);
  });

  it.skipIf(skip)('lets a write read a lead entry, and refuses with nothing written when that entry finds no row', async () => {
    const { db } = handle;
    // the lead takes the parent's lock; the child is written only when it found the parent
    const write = (parentId: number, childId: number) =>
      writeTogether(
        db,
        [
          db.insert(children).values({ id: childId, parentId: refuseWhenNull(sql`(SELECT id FROM found)`, 'no_parent') as unknown as number, note: 'guarded' }),
          db.insert(parents).values({ id: childId + 100, name: 'beside the guarded child' }),
        ],
        undefined,
        sql`found AS (UPDATE parents SET name = name WHERE id = ${parentId} RETURNING id)`,
      );
    await write(1, 10);
    expect(await db.select().from(children).where(eq(children.id, 10))).toEqual([{ id: 10, parentId: 1, note: 'guarded' }]);
    const refused = await write(97, 11).catch((error: unknown) => error);
    expect(refusalOf(refused)).toBe('no_parent');
    expect(await db.select().from(children).where(eq(children.id, 11))).toEqual([]);
    expect((await db.select().from(parents).where(eq(parents.id, 110))).length).toBe(1);
    expect(await db.select().from(parents).where(eq(parents.id, 111))).toEqual([]);
  });

  it.skipIf(skip)('runs a single write as it is, and nothing for none', async () => {
    const { db } = handle;
    statements.length = 0;
    await writeTogether(db, []);
    await writeTogether(db, [db.update(parents).set({ name: 'once more' }).where(eq(parents.id, 2))]);
    expect(statements).toHaveLength(1);
    expect((await db.select().from(parents).where(eq(parents.id, 2)))[0]?.name).toBe('once more');
  });

  it.skipIf(skip)('names its statement by its text: the same name for writes of one shape, another for another shape', async () => {
    const { db } = handle;
    names.length = 0;
    await writeTogether(db, [db.insert(parents).values({ id: 6, name: 'a' }), db.insert(children).values({ id: 6, parentId: 6, note: 'one child' })]);
    await writeTogether(db, [db.insert(parents).values({ id: 7, name: 'b' }), db.insert(children).values({ id: 7, parentId: 7, note: 'one child' })]);
    await writeTogether(db, [
      db.insert(parents).values({ id: 8, name: 'c' }),
      db.insert(children).values([{ id: 8, parentId: 8, note: 'first' }, { id: 9, parentId: 8, note: 'second' }]),
    ]);
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^write_together_/);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).toMatch(/^write_together_/);
    expect(names[2]).not.toBe(names[0]);
    expect((await db.select().from(children).where(eq(children.parentId, 8))).map((c) => c.note).sort()).toEqual(['first', 'second']);
  });
});
