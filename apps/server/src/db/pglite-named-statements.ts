import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** PGlite's query options, plus node-postgres's statement name. */
export type NamedQueryOptions = QueryOptions & { statementName?: string };

/** The fields of drizzle's PGlite prepared query that hold the options it passes to query(). */
interface PreparedQuery {
  queryConfig: QueryOptions;
  rawQueryConfig: QueryOptions;
}

interface PreparingSession {
  prepareQuery(query: unknown, fields: unknown, name: string | undefined, ...rest: unknown[]): PreparedQuery;
}

/**
 * Gives PGlite the statement names drizzle's PGlite driver drops. PGlite's query() sends an unnamed Parse
 * each time, so every run of a statement was parsed and planned again: 0.7 of the 1.7 ms the listing search's
 * statement cost on PGlite. Now query() takes a `statementName`, as node-postgres takes `name`, and a query
 * drizzle prepares with a name (`.prepare('name')`, db/prepared.ts) passes it: the statement is parsed once
 * in PGlite's one backend session and then planned by PostgreSQL's plan cache. Queries without a name, and
 * those of transactions (their own sessions), run as before.
 */
export function keepStatementNames(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>, client: PGlite) {
  const unnamedQuery = client.query.bind(client);
  const runNamed = namedStatements(client);
  client.query = ((text: string, params?: unknown[], options?: NamedQueryOptions) =>
    options?.statementName ? runNamed(options.statementName, text, params ?? [], options) : unnamedQuery(text, params, options)) as PGlite['query'];

  const session = (db as unknown as { session: PreparingSession }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest);
    if (name) {
      prepared.queryConfig = { ...prepared.queryConfig, statementName: name } as NamedQueryOptions;
      prepared.rawQueryConfig = { ...prepared.rawQueryConfig, statementName: name } as NamedQueryOptions;
    }
    return prepared;
  };
}

function namedStatements(client: PGlite) {
  const { serialize } = protocol;
  const run = async (...messages: Uint8Array[]) => (await client.execProtocol(concat(messages), { syncToFs: false })).messages;
  const statements = new Map<string, { text: string; paramTypes: number[]; rowDescription: Message[] }>();
  // PGlite's parseResults copies its ~300 type parsers with the query's own ones on every call: 0.3 to 0.7 ms
  // here (numeric keys make a slow copy). A prepared query keeps its options, so its merged parsers are kept too
  // (the types are the migrations', all made before the first request)
  const merged = new WeakMap<object, PGlite['parsers']>();
  const parsersOf = (options: QueryOptions): PGlite['parsers'] => {
    if (!options.parsers) return client.parsers;
    let parsers = merged.get(options.parsers);
    if (!parsers) merged.set(options.parsers, (parsers = { ...client.parsers, ...options.parsers }));
    return parsers;
  };

  return async (name: string, text: string, params: unknown[], options: QueryOptions): Promise<Results> => {
    await client._checkReady();
    // the same locks as query(): never inside a transaction someone else holds open
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let statement = statements.get(name);
        if (statement && statement.text !== text) throw new Error(`Prepared statement ${name} was already prepared with other SQL.`);
        if (!statement) {
          const described = await run(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
          const rowDescription = described.filter((message) => message.name === 'rowDescription');
          statement = { text, paramTypes: parse.parseDescribeStatementResults(described), rowDescription };
          statements.set(name, statement);
        }
        const values = params.map((value, i) => serializeValue(client, statement.paramTypes[i], value));
        // Bind, Execute and Sync in one call into WebAssembly; after an error the Sync still ends the exchange
        const messages = await run(serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync());
        await client.syncToFs();
        return parse.parseResults([...statement.rowDescription, ...messages], parsersOf(options), { ...options, parsers: undefined })[0];
      }),
    );
  };
}

/** A parameter as PGlite's query() sends it: null, or text by the type's serializer. */
function serializeValue(client: PGlite, type: number | undefined, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : client.serializers[type];
  return serializer ? serializer(value) : String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
