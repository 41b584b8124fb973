import type { Query, SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * A query prepared once per database and reused: PostgreSQL (and PGlite, db/pglite-named-statements.ts) skip
 * parsing and planning, which halves the cost of the reads every request makes (session, own profile).
 * Statement names must be unique.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

interface DrizzleInternals {
  session: { prepareQuery(query: Query, fields: undefined, name: string, isResponseInArrayMode: boolean): { execute(): Promise<unknown> } };
  dialect: { sqlToQuery(sql: SQL): Query };
}

/**
 * `db.execute(query)` as a named statement, for raw SQL whose text never changes (its values are parameters): each
 * connection parses it once, and PostgreSQL plans it once when its plan does not depend on the values (the generic
 * plan of its plan cache), where an unnamed statement is parsed and planned at every run. Works in a transaction too
 * (on its connection). The name must be unique to the text.
 */
export function executeNamed<Row>(db: Database, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const { session, dialect } = db as unknown as DrizzleInternals;
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute() as Promise<{ rows: Row[] }>;
}
