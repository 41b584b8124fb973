import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client';
import { executeShaped } from './prepared';

/** More of the statement after the writes: its own WITH entries and what the statement selects (e.g. an alert's). */
export interface StatementTail {
  with: SQL;
  select: SQL;
}

/**
 * Independent writes (insert, update, delete builders, or SQL) as one statement, one round trip: each but the last a
 * data-modifying WITH, which PostgreSQL runs once and to the end; with a `tail`, every write is a WITH and the tail's
 * entries follow them. They all see the tables as they were before the statement (none reads what another writes),
 * and foreign keys are checked at its end, so a row may point at a row written beside it (a bid's milestones at the
 * bid, given its id). Named by its text (executeShaped): PostgreSQL planned a bid's write at every run, 0.44 ms, more than
 * a third of its cost. `lead`: WITH entries before the writes, which a write may read, e.g. the lock of the row the
 * writes depend on (a write that reads an entry runs after it; one that reads none may run before it). No two parts
 * may change one row: PostgreSQL makes only one of two changes of a row in a statement.
 */
export async function writeTogether(db: Database, writes: readonly SQLWrapper[], tail?: StatementTail, lead?: SQL): Promise<void> {
  if (writes.length === 0) return;
  await executeShaped(db, 'write_together', writeTogetherSql(writes, tail, lead));
}

/** The statement of writeTogether, for a caller that builds it once (db/prepared.ts sqlBuiltOnce). */
export function writeTogetherSql(writes: readonly SQLWrapper[], tail?: StatementTail, lead?: SQL): SQL {
  const last = writes[writes.length - 1];
  if (!last) throw new Error('writeTogetherSql: no writes');
  // getSQL(): a builder written into a template as it is would be put in parentheses, as a subquery
  const written = (tail ? writes : writes.slice(0, -1)).map((write, i) => sql`${sql.identifier(`write_${i + 1}`)} AS (${write.getSQL()})`);
  const entries = lead ? [lead, ...written] : written;
  if (tail) return sql`WITH ${sql.join([...entries, tail.with], sql`, `)} SELECT ${tail.select}`;
  return entries.length ? sql`WITH ${sql.join(entries, sql`, `)} ${last.getSQL()}` : last.getSQL();
}
