import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Independent writes (insert, update, delete builders) as one statement, one round trip: each but the last a
 * data-modifying WITH, which PostgreSQL runs once and to the end. They all see the tables as they were before the
 * statement (none reads what another writes), and foreign keys are checked at its end, so a row may point at a
 * row written beside it (a bid's milestones at the bid, given its id).
 */
export async function writeTogether(db: Database, writes: readonly SQLWrapper[]): Promise<void> {
  const last = writes[writes.length - 1];
  if (!last) return;
  // getSQL(): a builder written into a template as it is would be put in parentheses, as a subquery
  const before = writes.slice(0, -1).map((write, i) => sql`${sql.identifier(`write_${i + 1}`)} AS (${write.getSQL()})`);
  await db.execute(before.length ? sql`WITH ${sql.join(before, sql`, `)} ${last.getSQL()}` : last.getSQL());
}
