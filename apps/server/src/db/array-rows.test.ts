import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { BOTH_DATABASES, useTestDatabase } from '../../test/both-databases';
import { prepareArrayRows } from './array-rows';
import type { Database } from './client';

const notes = pgTable('notes', { id: integer('id').primaryKey(), body: text('body').notNull(), tags: text('tags').array().notNull() });

// the same checks on PGlite and, in the test command's PostgreSQL run, on a PostgreSQL server
describe.each(BOTH_DATABASES)('a select run straight on the driver (%s)', (_label, onPostgres) => {
  const opened = useTestDatabase(
    onPostgres,
    `CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL, tags text[] NOT NULL);
     INSERT INTO notes VALUES (1, 'first', '{a,b}'), (2, 'it''s "quoted"', '{b}'), (3, 'third', '{}');`,
  );
  const { skip } = opened;

  const byTag = (db: Database) =>
    db
      .select({ body: notes.body, id: sql<string>`${notes.id}::text`, label: sql<string>`${sql.placeholder('prefix')}::text || ${notes.body}` })
      .from(notes)
      .where(sql`${notes.tags} && ${sql.placeholder('tags')}::text[]`)
      .orderBy(notes.id);

  it.skipIf(skip)('gives the rows as arrays in the select’s order, with the placeholders filled, named or not', async () => {
    for (const name of ['notes_by_tag', '']) {
      const run = prepareArrayRows(opened.handle.searchDb, byTag(opened.handle.searchDb), name);
      expect(await run({ tags: ['b'], prefix: '> ' })).toEqual([
        ['first', '1', '> first'],
        ['it\'s "quoted"', '2', '> it\'s "quoted"'],
      ]);
      expect(await run({ tags: ['a', 'x'], prefix: '' })).toEqual([['first', '1', 'first']]);
      expect(await run({ tags: [], prefix: '' })).toEqual([]);
    }
  });

  it.skipIf(skip)('keeps a name as one prepared statement, parsed once', async () => {
    const run = prepareArrayRows(opened.handle.searchDb, byTag(opened.handle.searchDb), 'notes_prepared_once');
    for (let i = 0; i < 3; i++) await run({ tags: ['b'], prefix: '' });
    // on PostgreSQL the search pool has one connection, so this is the connection that ran it
    const { rows } = (await opened.handle.searchDb.execute(sql`select statement from pg_prepared_statements where name = 'notes_prepared_once'`)) as unknown as {
      rows: Array<{ statement: string }>;
    };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.statement).toContain('from "notes"');
  });

  it.skipIf(skip)('refuses a name already prepared with other SQL, and reports SQL errors as errors', async () => {
    const other = opened.handle.searchDb.select({ body: notes.body }).from(notes).where(sql`${notes.id} = ${sql.placeholder('id')}`);
    await prepareArrayRows(opened.handle.searchDb, byTag(opened.handle.searchDb), 'notes_clash')({ tags: ['a'], prefix: '' });
    await expect(prepareArrayRows(opened.handle.searchDb, other, 'notes_clash')({ id: 1 })).rejects.toThrow();
    await expect(prepareArrayRows(opened.handle.searchDb, other, '')({ id: 'not a number' })).rejects.toThrow(/integer/);
  });
});
