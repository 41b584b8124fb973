import { count, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import { ATTEMPT_STATUSES } from '@homebid/shared/domain/milestone-payment';
import { escrowMilestones } from '../../db/schema/escrow';
import { milestonePayments } from '../../db/schema/milestone-payments';
import type { AppContext } from '../context';

type StateContext = Pick<AppContext, 'database' | 'db'>;

/** pg-boss's states worth watching: waiting (created, retry), running (active), and out of retries (failed). */
const JOB_STATES_SQL = "('created', 'retry', 'active', 'failed')";

/**
 * Gauges read when Prometheus scrapes: this instance's database pools and open WebSockets, and from the database
 * (the same on every instance of a fleet: aggregate them with max, not sum) the job queue, payment attempts by
 * outcome and the money held in escrow. A figure that cannot be read is left out of that scrape and logged.
 */
export function watchAppState(app: FastifyInstance, ctx: StateContext, registry: Registry) {
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[], read: (set: (labels: Partial<Record<L, string>>, value: number) => void) => Promise<void> | void) => {
    const metric: Gauge<L> = new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        metric.reset();
        try {
          await read((labels, value) => metric.set(labels, value));
        } catch (error) {
          app.log.warn({ err: error, metric: name }, 'a metric could not be read');
          metric.reset();
        }
      },
    });
  };

  const pools = postgresPools(ctx);
  gauge('homebid_db_pool_connections', 'Connections of this instance to PostgreSQL, by pool and state (in_use, idle); none on PGlite.', ['pool', 'state'], (set) => {
    for (const [pool, client] of pools) {
      set({ pool, state: 'in_use' }, client.totalCount - client.idleCount);
      set({ pool, state: 'idle' }, client.idleCount);
    }
  });
  gauge('homebid_db_pool_waiting', 'Queries of this instance waiting for a free PostgreSQL connection, by pool.', ['pool'], (set) => {
    for (const [pool, client] of pools) set({ pool }, client.waitingCount);
  });
  gauge('homebid_db_pool_max', 'The most connections each pool of this instance opens.', ['pool'], (set) => {
    for (const [pool, client] of pools) set({ pool }, client.options.max ?? 10);
  });

  gauge('homebid_websockets_open', 'WebSockets open on this instance (chat and alerts).', [], (set) => {
    set({}, app.websocketServer?.clients.size ?? 0);
  });

  gauge(
    'homebid_jobs',
    'Background jobs by queue and state: outbox (enqueued, not yet handed to pg-boss), created and retry (waiting), active, failed (out of retries; pg-boss keeps them for days).',
    ['queue', 'state'],
    async (set) => {
      for (const row of await readJobCounts(ctx)) set({ queue: row.queue, state: row.state }, row.n);
    },
  );

  gauge('homebid_payments', 'Payment attempts (pay a milestone, or fund it into escrow) by purpose and outcome.', ['purpose', 'status'], async (set) => {
    const rows = await ctx.db
      .select({ purpose: milestonePayments.purpose, status: milestonePayments.status, n: count() })
      .from(milestonePayments)
      .groupBy(milestonePayments.purpose, milestonePayments.status);
    // every outcome has a series, zero included, so a rate or an alert on it has data from the start
    for (const purpose of ['pay', 'fund']) for (const status of ATTEMPT_STATUSES) set({ purpose, status }, 0);
    for (const row of rows) set({ purpose: row.purpose, status: row.status }, row.n);
  });

  gauge('homebid_escrow_held_cents', 'Money held in escrow now, in cents.', [], async (set) => {
    const [row] = await ctx.db.select({ held: sum(escrowMilestones.heldCents) }).from(escrowMilestones);
    set({}, Number(row?.held ?? 0));
  });
}

/** The node-postgres pools behind drizzle (`$client`); PGlite has none. */
function postgresPools(ctx: StateContext): Array<[string, pg.Pool]> {
  const named: Array<[string, unknown]> = [
    ['main', (ctx.database.db as unknown as { $client?: unknown }).$client],
    ['search', (ctx.database.searchDb as unknown as { $client?: unknown }).$client],
  ];
  return named.filter((entry): entry is [string, pg.Pool] => entry[1] instanceof pg.Pool);
}

/** Jobs waiting in our outbox, and pg-boss's jobs by state once pg-boss has made its schema (at the first start). */
async function readJobCounts(ctx: StateContext): Promise<Array<{ queue: string; state: string; n: number }>> {
  const outbox = await ctx.database.query('SELECT name AS queue, count(*)::int AS n FROM job_outbox GROUP BY name');
  const counts = outbox.rows.map((row) => ({ queue: String(row.queue), state: 'outbox', n: Number(row.n) }));
  const [{ present }] = (await ctx.database.query("SELECT to_regclass('pgboss.job') IS NOT NULL AS present")).rows;
  if (!present) return counts;
  // the states in the text, not as a parameter: PGlite takes no array parameter here
  const boss = await ctx.database.query(`SELECT name AS queue, state, count(*)::int AS n FROM pgboss.job WHERE state IN ${JOB_STATES_SQL} GROUP BY name, state`);
  return [...counts, ...boss.rows.map((row) => ({ queue: String(row.queue), state: String(row.state), n: Number(row.n) }))];
}
