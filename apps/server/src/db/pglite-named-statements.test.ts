import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  tags: text('tags').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

describe('named statements on PGlite', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: 'memory://' });
    await handle.exec(`
      CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL, tags text[] NOT NULL, created_at timestamptz NOT NULL);
      INSERT INTO notes VALUES (1, 'first', '{a,b}', '2026-01-01T10:00:00Z'), (2, 'it''s "quoted"', '{b}', '2026-02-01T10:00:00Z'), (3, 'third', '{}', '2026-03-01T10:00:00Z');`);
  });
  afterAll(() => handle.close());

  const search = (name: string) =>
    handle.db
      .select({ id: notes.id, body: notes.body, tags: notes.tags, createdAt: notes.createdAt })
      .from(notes)
      .where(sql`${notes.tags} && ${sql.placeholder('tags')}::text[] and ${notes.createdAt} >= ${sql.placeholder('since')} and (${sql.placeholder('body')}::text is null or ${notes.body} = ${sql.placeholder('body')})`)
      .orderBy(notes.id)
      .prepare(name);

  it('runs a named query as one prepared statement, with the rows and types of an unnamed one', async () => {
    const named = search('notes_by_tag');
    const unnamed = search('');
    const values = { tags: ['b', 'x'], since: new Date('2026-01-15T00:00:00Z'), body: null };
    for (let run = 0; run < 7; run++) expect(await named.execute(values)).toEqual(await unnamed.execute(values));
    expect(await named.execute(values)).toEqual([{ id: 2, body: 'it\'s "quoted"', tags: ['b'], createdAt: new Date('2026-02-01T10:00:00Z') }]);
    expect(await named.execute({ ...values, since: new Date('2025-01-01'), body: 'first' })).toEqual([
      { id: 1, body: 'first', tags: ['a', 'b'], createdAt: new Date('2026-01-01T10:00:00Z') },
    ]);

    // parsed once: PostgreSQL's view of the session's prepared statements counts every run of it
    const { rows } = await handle.query(`SELECT name, generic_plans + custom_plans AS runs FROM pg_prepared_statements`);
    expect(rows).toEqual([{ name: 'notes_by_tag', runs: 9 }]);
  });

  it('reports a bad value as PostgreSQL does and keeps working', async () => {
    const byId = handle.db.select({ body: notes.body }).from(notes).where(eq(notes.id, sql.placeholder('id'))).prepare('note_by_id');
    await expect(byId.execute({ id: 'not a number' })).rejects.toMatchObject({ cause: { code: '22P02' } });
    expect(await byId.execute({ id: 3 })).toEqual([{ body: 'third' }]);
    expect((await handle.query('SELECT count(*)::int AS n FROM notes')).rows).toEqual([{ n: 3 }]);
  });

  it('refuses a name already prepared with other SQL, as node-postgres does', async () => {
    await handle.db.select({ id: notes.id }).from(notes).prepare('notes_ids').execute();
    const other = handle.db.select({ body: notes.body }).from(notes).prepare('notes_ids');
    await expect(other.execute()).rejects.toMatchObject({ cause: { message: 'Prepared statement notes_ids was already prepared with other SQL.' } });
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    const byId = handle.db.select({ body: notes.body }).from(notes).where(eq(notes.id, sql.placeholder('id'))).prepare('note_by_id_2');
    let read: Promise<unknown> | undefined;
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 4, body: 'uncommitted', tags: [], createdAt: new Date() });
        read = byId.execute({ id: 4 });
        await tx.execute(sql`SELECT pg_sleep(0)`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read).toEqual([]);
  });
});
