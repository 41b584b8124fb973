import { createHash } from 'node:crypto';
import { sql, type Query, type SQL } from 'drizzle-orm';
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

/** What builtOnce needs of drizzle's prepared query: the connection it runs on, and running it. */
interface BindablePrepared<R> {
  client: unknown;
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A query built once (its SQL text, parameters and row mapping) and run on whichever database handle a call gives, a
 * transaction's included: drizzle builds a query's SQL at every run, and a `.prepare()` belongs to the handle it was
 * made on, where a transaction is a new handle each time. `build` writes the query with a placeholder for every value
 * of a call (sql.placeholder) and prepares it under its statement name; each run binds it to the caller's connection.
 * Building SQL was about half of a payment's JavaScript (docs/performance.md).
 */
export function builtOnce<R>(build: (db: Database) => { execute(values?: Record<string, unknown>): Promise<R> }): (db: Database, values: Record<string, unknown>) => Promise<R> {
  // one per driver (node-postgres and PGlite run their prepared queries differently); the SQL is the same for all
  const byDriver = new Map<unknown, BindablePrepared<R>>();
  return (db, values) => {
    const session = (db as unknown as { session: { constructor: unknown; client: unknown } }).session;
    let prepared = byDriver.get(session.constructor);
    if (!prepared) {
      prepared = build(db) as unknown as BindablePrepared<R>;
      // it keeps no connection (nor the database of the handle it was built on): each run gets its caller's
      prepared.client = undefined;
      byDriver.set(session.constructor, prepared);
    }
    const bound: BindablePrepared<R> = Object.create(prepared, { client: { value: session.client } });
    return bound.execute(values);
  };
}

/**
 * Raw SQL built once (its text and parameter list) and run as the named statement `name` on whichever database handle
 * a call gives, a transaction's included: builtOnce for a statement no query builder writes. `build` writes it (its
 * query builders on the handle given) with a sql.placeholder for every value of a call; a value written into it is the
 * same for every call. The name '' runs it unnamed (builtPerShape's statement of a rare shape).
 */
export function sqlBuiltOnce<Row>(name: string, build: (db: Database) => SQL): (db: Database, values: Record<string, unknown>) => Promise<{ rows: Row[] }> {
  return builtOnce((db) => {
    const { session, dialect } = db as unknown as DrizzleInternals;
    return session.prepareQuery(dialect.sqlToQuery(build(db)), undefined, name || undefined, false) as unknown as {
      execute(values?: Record<string, unknown>): Promise<{ rows: Row[] }>;
    };
  });
}

/**
 * A statement built once for each shape of its calls (how many rows it writes, which columns), where `shapeOf` names a
 * call's shape and `make` builds the statement of a shape under the name it is given (builtOnce, sqlBuiltOnce):
 * `<prefix>_<n>`. Past SHAPES_NAMED_MAX shapes a new one is made for its call alone, unnamed (''), so that callers
 * varying a statement's shape cannot fill the database's sessions with statements.
 */
export function builtPerShape<Shape, Statement>(prefix: string, shapeOf: (shape: Shape) => string, make: (shape: Shape, name: string) => Statement): (shape: Shape) => Statement {
  const made = new Map<string, Statement>();
  return (shape) => {
    const key = shapeOf(shape);
    const known = made.get(key);
    if (known) return known;
    const name = made.size < SHAPES_NAMED_MAX ? `${prefix}_${made.size + 1}` : '';
    const statement = make(shape, name);
    if (name) made.set(key, statement);
    return statement;
  };
}

/**
 * A placeholder typed as the value it stands for, in a statement built once: where drizzle's types want the value (an
 * update's `set`; an insert's `values` take sql.placeholder as it is) or a helper writes a value into its SQL. In a
 * `set` drizzle maps the value given for it through its column at every run, as it maps an insert's (a Date into a
 * timestamp's text); the mapping runs on null too, so a null for a timestamp or JSON column is written into the
 * statement, not given.
 */
export const valuePlaceholder = <T>(name: string): T => sql.placeholder(name) as unknown as T;

interface DrizzleInternals {
  session: { prepareQuery(query: Query, fields: undefined, name: string | undefined, isResponseInArrayMode: boolean): { execute(): Promise<unknown> } };
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
 * statement, named `prefix` and a hash of the text (statementNameOf), so a connection holds one statement per shape its
 * callers make; past SHAPES_NAMED_MAX shapes of a prefix, a new one runs unnamed.
 */
export function executeShaped<Row>(db: Database, prefix: string, query: SQL): Promise<{ rows: Row[] }> {
  const { dialect } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  return runNamed(db, statementNameOf(prefix, built.sql), built);
}

/**
 * Each connection keeps every named statement it is given, for as long as it lives: the texts named per prefix are
 * bounded, so that callers varying a statement's shape (a bid of every number of milestones) cannot fill the
 * database's sessions with statements.
 */
export const SHAPES_NAMED_MAX = 100;
const namedShapes = new Map<string, Set<string>>();

/**
 * A statement's name made from its text: `prefix` and a hash, the same for the same text on every instance; undefined
 * (run it unnamed) for a new text once its prefix has SHAPES_NAMED_MAX names.
 */
export function statementNameOf(prefix: string, text: string): string | undefined {
  const name = `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const names = namedShapes.get(prefix) ?? namedShapes.set(prefix, new Set()).get(prefix)!;
  if (names.has(name)) return name;
  if (names.size >= SHAPES_NAMED_MAX) return undefined;
  names.add(name);
  return name;
}

function runNamed<Row>(db: Database, name: string | undefined, query: Query): Promise<{ rows: Row[] }> {
  const { session } = db as unknown as DrizzleInternals;
  return session.prepareQuery(query, undefined, name, false).execute() as Promise<{ rows: Row[] }>;
}
