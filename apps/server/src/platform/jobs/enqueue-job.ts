import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface EnqueueOptions {
  /** pg-boss's singleton key: at most one queued job with this key per job name. */
  singletonKey?: string;
  /** Run no earlier than this. */
  startAfter?: Date;
}

/** The NOTIFY channel that wakes the outbox pump (platform/jobs/pg-boss-jobs.ts). */
export const JOB_OUTBOX_CHANNEL = 'job_outbox';

/**
 * Enqueues a job inside the caller's transaction: a row in job_outbox that commits or rolls back with the
 * use case, and a NOTIFY (delivered on commit) that wakes the instance that hands it to pg-boss.
 * Call it with the transaction (`tx`) of the use case; with `ctx.db` it is a transaction of its own.
 */
export async function enqueueJob(tx: Database, name: string, data: object, options: EnqueueOptions = {}): Promise<void> {
  await tx.execute(sql`
    WITH job AS (
      INSERT INTO job_outbox (name, data, singleton_key, start_after)
      VALUES (${name}, ${JSON.stringify(data)}::jsonb, ${options.singletonKey ?? null}, ${options.startAfter?.toISOString() ?? null}::timestamptz)
      RETURNING id
    )
    SELECT pg_notify(${JOB_OUTBOX_CHANNEL}, '') FROM job`);
}

/**
 * enqueueJob as a part of the caller's own statement (one round trip): a WITH entry that enqueues job `name` for each
 * row `from` selects (SQL after FROM, e.g. `alert WHERE …`), its data the jsonb expression `data` over that row and its
 * singleton key the text expression `singletonKey` (none without). Put wakeJobOutboxSql(<that entry's name>) in the
 * statement's select to wake the pump as enqueueJob does.
 */
export const enqueueJobsSql = (name: string, data: SQL, from: SQL, singletonKey: SQL = sql`NULL`) =>
  sql`INSERT INTO job_outbox (name, data, singleton_key) SELECT ${name}, ${data}, ${singletonKey} FROM ${from} RETURNING id`;

/** The NOTIFY (delivered on commit, once however many jobs) of a WITH entry of enqueueJobsSql; null when it enqueued none. */
export const wakeJobOutboxSql = (enqueued: SQL) => sql`(SELECT pg_notify(${JOB_OUTBOX_CHANNEL}, '') FROM ${enqueued} LIMIT 1)`;
