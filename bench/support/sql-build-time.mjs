// Where the server's JavaScript builds SQL: a preload for a server process that times each query drizzle builds
// (its builders' _prepare, and raw SQL turned into text) and, when the process ends, writes per statement text the
// total time, the count and the time each, the costliest first. A statement built at every run shows up with a
// count; one built once (db/prepared.ts builtOnce, preparedPerDatabase) only once.
//   REQUEST_COST_NODE_ARGS="--import $PWD/bench/support/sql-build-time.mjs" npx tsx bench/request-cost.ts fund
//   SQL_BUILD_TIME_FILE=/tmp/x.txt (default: /tmp/sql-build-time-<pid>.txt)
import { writeFileSync } from 'node:fs';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgDeleteBase } from 'drizzle-orm/pg-core/query-builders/delete';
import { PgInsertBase } from 'drizzle-orm/pg-core/query-builders/insert';
import { PgSelectBase } from 'drizzle-orm/pg-core/query-builders/select';
import { PgUpdateBase } from 'drizzle-orm/pg-core/query-builders/update';

const times = new Map();
/** How many builder preparations are under way: raw SQL turned into text inside one is counted with it. */
let preparing = 0;
const record = (text, ms) => {
  const key = text.replace(/\s+/g, ' ').slice(0, 160);
  const entry = times.get(key) ?? times.set(key, { count: 0, ms: 0 }).get(key);
  entry.count += 1;
  entry.ms += ms;
};
const timed = (run, textOf) => {
  const started = performance.now();
  const result = run();
  record(textOf(result), performance.now() - started);
  return result;
};

for (const Builder of [PgSelectBase, PgUpdateBase, PgInsertBase, PgDeleteBase]) {
  const prepare = Builder.prototype._prepare;
  Builder.prototype._prepare = function (...args) {
    preparing += 1;
    try {
      return timed(() => prepare.apply(this, args), (prepared) => prepared.queryString ?? '?');
    } finally {
      preparing -= 1;
    }
  };
}
const sqlToQuery = PgDialect.prototype.sqlToQuery;
PgDialect.prototype.sqlToQuery = function (...args) {
  if (preparing > 0) return sqlToQuery.apply(this, args);
  return timed(() => sqlToQuery.apply(this, args), (query) => `[raw] ${query.sql}`);
};

function write() {
  const rows = [...times].sort((a, b) => b[1].ms - a[1].ms).map(([text, t]) => `${t.ms.toFixed(1)} ms\t${t.count}x\t${((1000 * t.ms) / t.count).toFixed(0)} us each\t${text}`);
  writeFileSync(process.env.SQL_BUILD_TIME_FILE ?? `/tmp/sql-build-time-${process.pid}.txt`, `${rows.join('\n')}\n`);
}
process.once('exit', write);
// the server's own SIGTERM handler closes it gracefully and exits: the 'exit' above writes the file
