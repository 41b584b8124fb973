import { createHash } from 'node:crypto';
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
  const { dialect } = db as unknown as DrizzleInternals;
  return runNamed(db, name, dialect.sqlToQuery(query));
}

/**
 * executeNamed for SQL whose text depends on the shape of its values (how many rows a write has): each text is its own
 * statement, named `prefix` and a hash of the text, so a connection holds one statement per shape its callers make.
 */
export function executeShaped<Row>(db: Database, prefix: string, query: SQL): Promise<{ rows: Row[] }> {
  const { dialect } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  return runNamed(db, statementNameOf(prefix, built.sql), built);
}

/** A statement's name made from its text: `prefix` and a hash, the same for the same text on every instance. */
export const statementNameOf = (prefix: string, text: string) => `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

function runNamed<Row>(db: Database, name: string, query: Query): Promise<{ rows: Row[] }> {
  const { session } = db as unknown as DrizzleInternals;
  return session.prepareQuery(query, undefined, name, false).execute() as Promise<{ rows: Row[] }>;
}
