import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Query } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from './client';
import type { NamedQueryOptions } from './pglite-named-statements';

/** A statement run straight on the driver: its rows as arrays, in the select's column order. */
export type ArrayRowsQuery<Row extends unknown[] = unknown[]> = (values: Record<string, unknown>) => Promise<Row[]>;

/**
 * A select that drizzle writes once and the database's own driver runs, each row an array of the driver's
 * values (text columns come as strings on both drivers; other types as each driver parses them, so select text).
 * `name` makes it a named statement (parsed once per connection, db/pglite-named-statements.ts on PGlite); ''
 * leaves it unnamed.
 *
 * For the busiest statement only (the listing search's page): drizzle's execute maps every row into an object,
 * testing each column's kind through prototype walks, which cost more of the app's thread than parsing the rows.
 */
export function prepareArrayRows<Row extends unknown[] = unknown[]>(db: Database, query: { toSQL(): Query }, name: string): ArrayRowsQuery<Row> {
  const { sql: text, params } = query.toSQL();
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    const options: NamedQueryOptions = { rowMode: 'array', ...(name ? { statementName: name } : {}) };
    return async (values) => (await client.query<Row>(text, fillPlaceholders(params, values), options)).rows;
  }
  return async (values) => (await client.query<Row>({ text, values: fillPlaceholders(params, values), rowMode: 'array', ...(name ? { name } : {}) })).rows;
}
