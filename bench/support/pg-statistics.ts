// What PostgreSQL counts of the work of one database, for the benches that say what a request costs there
// (capacity.bench.ts, request-cost.ts).
import type pg from 'pg';

/** Transactions this database committed or rolled back (each statement outside BEGIN...COMMIT is one). */
export async function transactions(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()');
  return Number(rows[0].n);
}

/** Whether this server keeps pg_stat_statements (preloaded with shared_preload_libraries): then statementsRun answers. */
export async function hasStatementStatistics(db: pg.Client): Promise<boolean> {
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await db.query('SELECT 1 FROM pg_stat_statements LIMIT 1');
    return true;
  } catch {
    return false;
  }
}

/** The statements run in this database since pg_stat_statements_reset(), the most frequent first (not the statistics' own). */
export async function statementsRun(db: pg.Client): Promise<Array<{ query: string; calls: number; ms: number }>> {
  const { rows } = await db.query<{ query: string; calls: string; ms: number }>(
    `SELECT query, calls, total_exec_time + total_plan_time AS ms FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat%' ORDER BY calls DESC`,
  );
  return rows.map((r) => ({ query: r.query.replace(/\s+/g, ' '), calls: Number(r.calls), ms: r.ms }));
}
