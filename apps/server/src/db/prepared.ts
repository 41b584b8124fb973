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
