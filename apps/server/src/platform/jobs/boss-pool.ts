import pg from 'pg';
import { statementNameOf } from '../../db/prepared';

/**
 * pg-boss's own pool on PostgreSQL, as pg-boss would open it, so that its polling never waits for the app's
 * connections. Its statements keep their generic plans: pgboss.job is partitioned by queue, and a plan for one
 * queue's name looked cheaper than the generic one, so each poll's fetch was planned again (0.29 ms, twice its run);
 * the generic plan prunes the other queues' partitions when it runs. Without hash and merge joins: on the statistics
 * of a burst of jobs (gathered at most once a minute) a generic fetch locked its few jobs by hashing the whole
 * partition, 4 ms a fetch under load, where a nested loop takes each by its primary key.
 */
export function newBossPool(connectionString: string, log: (message: string, error?: unknown) => void): pg.Pool {
  const options = '-c plan_cache_mode=force_generic_plan -c enable_hashjoin=off -c enable_mergejoin=off';
  const pool = new pg.Pool({ connectionString, max: 4, application_name: 'pgboss', options });
  pool.on('error', (error) => log('job queue connection error', error));
  return pool;
}

/**
 * pg-boss's executor on `pool`, each statement with values named by its text: parsed and planned once a connection,
 * where every poll's fetch was planned again (0.28 ms, more than it runs). A text without values may hold several
 * statements (pg-boss's migrations), which a named statement cannot: it runs as it comes (as does a text past
 * the bound of statementNameOf).
 */
export function namingExecutor(pool: pg.Pool) {
  return {
    executeSql: (text: string, values?: unknown[]) => {
      const name = values?.length ? statementNameOf('pgboss', text) : undefined;
      return name ? pool.query({ name, text, values }) : pool.query(text, values);
    },
  };
}
