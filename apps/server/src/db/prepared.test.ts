import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { BOTH_DATABASES, useTestDatabase } from '../../test/both-databases';
import { builtOnce, builtPerShape, SHAPES_NAMED_MAX, sqlBuiltOnce, statementNameOf, valuePlaceholder } from './prepared';

describe('statement names made from their text', () => {
  it('names the same text the same way, another text another way, under its prefix', () => {
    const first = statementNameOf('names_check', 'SELECT $1::int');
    expect(first).toMatch(/^names_check_[\w-]{20}$/);
    expect(statementNameOf('names_check', 'SELECT $1::int')).toBe(first);
    expect(statementNameOf('names_check', 'SELECT $1::text')).not.toBe(first);
    expect(statementNameOf('other_check', 'SELECT $1::int')).toMatch(/^other_check_/);
  });

  it('names at most SHAPES_NAMED_MAX texts of a prefix: a new one past them runs unnamed, the named ones keep their names', () => {
    const names = Array.from({ length: SHAPES_NAMED_MAX }, (_, i) => statementNameOf('bound_check', `SELECT ${i}`));
    expect(new Set(names).size).toBe(SHAPES_NAMED_MAX);
    expect(names.every(Boolean)).toBe(true);
    expect(statementNameOf('bound_check', `SELECT ${SHAPES_NAMED_MAX}`)).toBeUndefined();
    expect(statementNameOf('bound_check', 'SELECT 0')).toBe(names[0]);
    // another prefix has a bound of its own
    expect(statementNameOf('bound_check_other', `SELECT ${SHAPES_NAMED_MAX}`)).toMatch(/^bound_check_other_/);
  });

  it('builds a statement once per shape, named by prefix; past SHAPES_NAMED_MAX shapes a new one is made unnamed for its call', () => {
    let made = 0;
    const statementOf = builtPerShape('shape_check', (rows: number) => String(rows), (rows, name) => ({ rows, name, made: ++made }));
    const first = statementOf(1);
    expect(first).toEqual({ rows: 1, name: 'shape_check_1', made: 1 });
    expect(statementOf(1)).toBe(first);
    const named = Array.from({ length: SHAPES_NAMED_MAX - 1 }, (_, i) => statementOf(i + 2).name);
    expect(new Set(named).size).toBe(SHAPES_NAMED_MAX - 1);
    const rare = statementOf(SHAPES_NAMED_MAX + 1);
    expect(rare.name).toBe('');
    expect(statementOf(SHAPES_NAMED_MAX + 1)).not.toBe(rare);
    expect(statementOf(1)).toBe(first);
  });
});

const items = pgTable('items', { id: integer('id').primaryKey(), kind: text('kind').notNull() });

// the same checks on PGlite and, in the test command's PostgreSQL run, on a PostgreSQL server
describe.each(BOTH_DATABASES)('a query built once, run on the database and in transactions (%s)', (_label, onPostgres) => {
  const opened = useTestDatabase(onPostgres, `CREATE TABLE items (id integer PRIMARY KEY, kind text NOT NULL); INSERT INTO items VALUES (1, 'a'), (2, 'a'), (3, 'b');`);
  const { skip } = opened;
  let builds = 0;
  const countOfKind = builtOnce((db) => {
    builds += 1;
    return db.select({ n: sql<number>`count(*)::int` }).from(items).where(eq(items.kind, sql.placeholder('kind'))).prepare('count_items_of_kind');
  });

  it.skipIf(skip)('builds it once and runs each call on its caller: the database, or a transaction that sees its own rows', async () => {
    const { db } = opened.handle;
    expect(await countOfKind(db, { kind: 'a' })).toEqual([{ n: 2 }]);
    let seen: unknown;
    let named: unknown[] = [];
    await db
      .transaction(async (tx) => {
        await tx.insert(items).values({ id: 4, kind: 'b' });
        seen = await countOfKind(tx, { kind: 'b' });
        const prepared = onPostgres ? await tx.execute(sql`SELECT name FROM pg_prepared_statements WHERE name = 'count_items_of_kind'`) : undefined;
        named = (prepared as { rows: unknown[] } | undefined)?.rows ?? [];
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    // the transaction's call counted its own row, which the database never saw
    expect(seen).toEqual([{ n: 2 }]);
    expect(await countOfKind(db, { kind: 'b' })).toEqual([{ n: 1 }]);
    // a named statement on the transaction's connection (PGlite runs a transaction's statements unnamed)
    if (onPostgres) expect(named).toEqual([{ name: 'count_items_of_kind' }]);
    expect(builds).toBe(1);
  });
});

const stamps = pgTable('stamps', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }),
  note: text('note'),
  tags: jsonb('tags').$type<Record<string, string>>(),
});

describe.each(BOTH_DATABASES)('writes built once with placeholders for their values (%s)', (_label, onPostgres) => {
  const opened = useTestDatabase(onPostgres, `CREATE TABLE stamps (id integer PRIMARY KEY, at timestamptz, note text, tags jsonb); INSERT INTO stamps VALUES (1, NULL, 'old', NULL);`);
  const stamp = builtOnce((db) =>
    db
      .update(stamps)
      .set({ at: valuePlaceholder<Date>('at'), note: valuePlaceholder<string | null>('note'), tags: valuePlaceholder<Record<string, string>>('tags') })
      .where(eq(stamps.id, sql.placeholder('id')))
      .returning()
      .prepare('stamp_item'),
  );
  const insertStamp = builtOnce((db) =>
    db.insert(stamps).values({ id: sql.placeholder('id'), at: sql.placeholder('at'), note: sql.placeholder('note'), tags: sql.placeholder('tags') }).returning().prepare('insert_stamp'),
  );

  it.skipIf(opened.skip)('runs raw SQL built once with its placeholders, named or (name \'\') unnamed', async () => {
    const { db } = opened.handle;
    const noted = (name: string) => sqlBuiltOnce<{ id: number }>(name, () => sql`UPDATE stamps SET note = ${sql.placeholder('note')} WHERE id = ${sql.placeholder('id')} RETURNING id`);
    const named = noted('note_stamp');
    expect((await named(db, { id: 1, note: 'first' })).rows.map((r) => Number(r.id))).toEqual([1]);
    expect((await named(db, { id: 1, note: 'second' })).rows).toHaveLength(1);
    expect((await noted('')(db, { id: 1, note: 'third' })).rows).toHaveLength(1);
    expect(await db.select({ note: stamps.note }).from(stamps).where(eq(stamps.id, 1))).toEqual([{ note: 'third' }]);
    await expect(named(db, { id: 1 })).rejects.toThrow(/No value for placeholder "note"/);
  });

  it.skipIf(opened.skip)('maps each value through its column, as drizzle does for values written in the statement', async () => {
    const { db } = opened.handle;
    const at = new Date('2026-11-27T15:04:05.678Z');
    // a Date into a timestamp, an object into JSON (a JSON object, not a string of it), a null into a text column
    expect(await stamp(db, { id: 1, at, note: null, tags: { kind: 'a' } })).toEqual([{ id: 1, at, note: null, tags: { kind: 'a' } }]);
    const stored = await db
      .select({ kind: sql<string>`${stamps.tags}->>'kind'`, at: sql<string>`to_char(${stamps.at} AT TIME ZONE 'UTC', 'HH24:MI:SS.MS')` })
      .from(stamps)
      .where(eq(stamps.id, 1));
    expect(stored).toEqual([{ kind: 'a', at: '15:04:05.678' }]);
    expect(await insertStamp(db, { id: 2, at, note: 'new', tags: { kind: 'b' } })).toEqual([{ id: 2, at, note: 'new', tags: { kind: 'b' } }]);
  });
});
