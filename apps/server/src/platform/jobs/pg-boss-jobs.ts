import PgBoss from 'pg-boss';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { executeShaped } from '../../db/prepared';
import { namingExecutor, newBossPool } from './boss-pool';
import type { PubSub } from '../realtime/pubsub';
import { JOB_OUTBOX_CHANNEL } from './enqueue-job';
import type { BatchJobDefinition, Jobs, JobsStartOptions } from './jobs';
import { executorForTransaction } from './sql-executor';

const SCHEMA = 'pgboss';
const PUMP_BATCH = 100;
/** The outbox is also pumped on a timer, in case a NOTIFY was missed (a reconnect, another instance's crash). */
const PUMP_INTERVAL_MS = 5000;
const POLLING_INTERVAL_SECONDS = 1;
/**
 * A NOTIFY's pump waits this long, so the jobs enqueued meanwhile move together: each NOTIFY wakes every instance,
 * and each pump is a transaction (the winner's with pg-boss's insert, the others' finding nothing), so pumping at
 * once cost 5 to 8 statements a job, about a third of all statements in the capacity bench's mix. Background jobs
 * start this much later.
 */
const PUMP_GATHER_MS = 100;
/** The advisory lock under which one instance at a time sets pg-boss up (see oneInstanceAtATime). */
const SETUP_LOCK = 'homebid.pgboss.setup';

interface OutboxRow {
  id: string | number;
  name: string;
  data: unknown;
  singleton_key: string | null;
  start_after: Date | string | null;
}

const NO_FAILURES: ReadonlyMap<number, unknown> = new Map();
const messageOf = (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) });

/**
 * `Jobs` on pg-boss 10. On PostgreSQL pg-boss opens its own pool; on PGlite it runs its SQL through
 * the embedded database (pg-boss's custom `db` executor). Its `SKIP LOCKED` fetch makes each job run on
 * one instance of the group; its retry settings give retry with exponential backoff; jobs live in the
 * database, so they survive restarts.
 */
export function createPgBossJobs(options: { database: DatabaseHandle; pubsub: PubSub; log: (message: string, error?: unknown) => void }): Jobs {
  const { database, pubsub, log } = options;
  // every kind runs as a batch; a plain job is a batch of one
  const definitions = new Map<string, BatchJobDefinition>();
  const schedules = new Map<string, string>();
  const createdQueues = new Set<string>();
  let boss: PgBoss | undefined;
  /** pg-boss's own connections on PostgreSQL (ended after pg-boss stops) */
  let bossPool: pg.Pool | undefined;
  let installing: Promise<PgBoss> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;
  let pumping: Promise<void> | undefined;
  let pumpAgain = false;
  let gathering: ReturnType<typeof setTimeout> | undefined;

  async function install(withSupervision: boolean, startOptions: JobsStartOptions = {}): Promise<PgBoss> {
    const { scheduleCheckSeconds } = startOptions;
    if (database.connectionString) bossPool = newBossPool(database.connectionString, log);
    const config: PgBoss.ConstructorOptions = {
      schema: SCHEMA,
      supervise: withSupervision,
      // pg-boss's scheduler: each instance looks at the schedules (one instance per cron-monitor interval, by a
      // timestamp in pgboss.version) and a due schedule becomes one job per minute (a singleton), however many look
      schedule: withSupervision,
      ...(scheduleCheckSeconds ? { cronMonitorIntervalSeconds: scheduleCheckSeconds, cronWorkerIntervalSeconds: scheduleCheckSeconds } : {}),
      migrate: true,
      db: bossPool
        ? namingExecutor(bossPool)
        : { executeSql: (text: string, values: unknown[]) => database.query(text, values) },
    };
    const next = new PgBoss(config);
    next.on('error', (error) => log('job queue error', error));
    await oneInstanceAtATime(() => next.start());
    return next;
  }

  /**
   * Runs `fn` while no other instance on this PostgreSQL runs its own: pg-boss's start (which creates its
   * scheduler's queue) and createQueue make a table per queue and attach it to pgboss.job, and two instances
   * doing so at once deadlock (seen when a fleet starts together; pg-boss 10 takes no lock there). The lock
   * is a transaction-level advisory lock held on our pool while pg-boss works on its own. PGlite is one process.
   */
  async function oneInstanceAtATime<T>(fn: () => Promise<T>): Promise<T> {
    if (!database.connectionString) return fn();
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${SETUP_LOCK}))`);
      return fn();
    });
  }

  /** Creates the queue of every job defined so far (createQueue is idempotent), with its retry settings. */
  async function ensureQueues(current: PgBoss) {
    const missing = [...definitions.values()].filter((definition) => !createdQueues.has(definition.name));
    if (missing.length === 0) return;
    await oneInstanceAtATime(async () => {
      for (const definition of missing) {
        await current.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.retryLimit ?? 5,
          retryDelay: definition.retryDelaySeconds ?? 10,
          retryBackoff: definition.retryBackoff ?? true,
        });
        createdQueues.add(definition.name);
      }
    });
  }

  function getBoss(withSupervision: boolean, startOptions?: JobsStartOptions): Promise<PgBoss> {
    if (boss) return Promise.resolve(boss);
    installing ??= install(withSupervision, startOptions).then((b) => (boss = b));
    return installing;
  }

  /** Moves outbox rows to pg-boss, each batch in one transaction with pg-boss's insert: never lost, never twice. */
  async function pumpOnce(current: PgBoss): Promise<void> {
    await ensureQueues(current);
    // only the jobs this instance knows: during a rolling deploy, newer kinds wait for a newer instance
    const names = [...definitions.keys()];
    if (names.length === 0) return;
    for (;;) {
      const moved = await database.db.transaction(async (tx) => {
        const { rows } = await executeShaped<OutboxRow>(tx, 'job_outbox_pump', sql`
          DELETE FROM job_outbox WHERE id IN (
            SELECT id FROM job_outbox WHERE name IN ${names} ORDER BY id LIMIT ${PUMP_BATCH} FOR UPDATE SKIP LOCKED
          ) RETURNING id, name, data, singleton_key, start_after`);
        if (rows.length) {
          await current.insert(
            rows.map((row) => ({
              name: row.name,
              data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
              singletonKey: row.singleton_key ?? undefined,
              startAfter: row.start_after ? new Date(row.start_after).toISOString() : undefined,
            })),
            { db: executorForTransaction(tx) } as unknown as object,
          );
        }
        return rows.length;
      });
      if (moved < PUMP_BATCH) return;
    }
  }

  function pump(): Promise<void> {
    if (pumping) {
      pumpAgain = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        pumpAgain = false;
        await pumpOnce(await getBoss(true));
      } while (pumpAgain);
    })()
      .catch((error) => log('job outbox pump failed', error))
      .finally(() => (pumping = undefined));
    return pumping;
  }

  /** Pumps PUMP_GATHER_MS from now, once for all the NOTIFYs meanwhile. */
  function pumpSoon() {
    gathering ??= setTimeout(() => {
      gathering = undefined;
      void pump();
    }, PUMP_GATHER_MS);
  }

  /** Marks each failed job of a batch failed (pg-boss retries it on its own schedule); returns the ids of the others. */
  async function failEach(current: PgBoss, name: string, jobs: Array<{ id: string }>, failures: ReadonlyMap<number, unknown>): Promise<string[]> {
    for (const [index, error] of failures) {
      log(`job ${name} failed`, error);
      await current.fail(name, jobs[index]!.id, messageOf(error));
    }
    return jobs.filter((_, index) => !failures.has(index)).map((job) => job.id);
  }

  /** Completes the done jobs of a batch, or deletes them for a kind that forgets them. */
  async function settleDone(current: PgBoss, definition: BatchJobDefinition, ids: string[]) {
    if (!ids.length) return;
    await (definition.forgetDone ? current.deleteJob(definition.name, ids) : current.complete(definition.name, ids));
  }

  /** Runs a batch as a worker would and settles every job of it (runDueJobs). */
  async function runBatch(current: PgBoss, definition: BatchJobDefinition, jobs: Array<{ id: string; data: object }>) {
    let failures: ReadonlyMap<number, unknown>;
    try {
      failures = await definition.batchHandler(jobs.map((job) => job.data));
    } catch (error) {
      failures = new Map(jobs.map((_, index) => [index, error]));
    }
    await settleDone(current, definition, await failEach(current, definition.name, jobs, failures));
  }

  return {
    define(definition) {
      const { handler, ...rest } = definition;
      definitions.set(definition.name, {
        ...rest,
        batchSize: 1,
        batchHandler: async ([data]) => {
          await handler(data as Parameters<typeof handler>[0]);
          return NO_FAILURES;
        },
      });
    },
    defineBatch(definition) {
      definitions.set(definition.name, definition as BatchJobDefinition);
    },
    schedule(name, cron) {
      schedules.set(name, cron);
    },
    async start(startOptions) {
      const current = await getBoss(true, startOptions);
      await ensureQueues(current);
      for (const definition of definitions.values()) {
        // the worker's id arrives when work() resolves, possibly after its first job
        const worker: { id?: string } = {};
        worker.id = await current.work<object>(definition.name, { batchSize: definition.batchSize, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS }, async (jobs) => {
          if (jobs.length === 0) return;
          // pg-boss's worker waits out its polling interval after every fetch, even one that found a job: one job a
          // second per queue, which left 14,000 alert e-mails and 2,000 auto-releases waiting in the escrow bench.
          // Told so, it fetches the next job at once; an empty fetch still waits the interval.
          if (worker.id) current.notifyWorker(worker.id);
          // pg-boss fails the whole batch when this throws and completes it when it returns; it completes only jobs
          // still active, so the ones failed here keep their retry (and the ones deleted here stay deleted)
          const done = await failEach(current, definition.name, jobs, await definition.batchHandler(jobs.map((job) => job.data)));
          if (definition.forgetDone) await settleDone(current, definition, done);
        });
      }
      for (const [name, cron] of schedules) await current.schedule(name, cron, {}, { tz: 'UTC' });
      unsubscribe = await pubsub.subscribe(JOB_OUTBOX_CHANNEL, pumpSoon);
      timer = setInterval(() => void pump(), PUMP_INTERVAL_MS);
      timer.unref();
      await pump();
    },
    async runDueJobs() {
      const current = await getBoss(false);
      await ensureQueues(current);
      await pumpOnce(current);
      let ran = 0;
      for (let progress = true; progress; ) {
        progress = false;
        for (const definition of definitions.values()) {
          const jobs = await current.fetch<object>(definition.name, { batchSize: Math.max(definition.batchSize, 10) });
          for (let start = 0; start < (jobs?.length ?? 0); start += definition.batchSize) {
            const batch = jobs!.slice(start, start + definition.batchSize);
            await runBatch(current, definition, batch);
            ran += batch.length;
            progress = true;
          }
        }
      }
      return ran;
    },
    async listJobs(name) {
      const { rows } = await (await getBoss(false)).getDb().executeSql(
        `SELECT id, state, retry_count, start_after, data FROM ${SCHEMA}.job WHERE name = $1 ORDER BY created_on`,
        [name],
      );
      return rows.map((row: { id: string; state: string; retry_count: number; start_after: Date | string; data: unknown }) => ({
        id: row.id,
        state: row.state,
        retryCount: Number(row.retry_count),
        startAfter: new Date(row.start_after),
        data: row.data,
      }));
    },
    async stop() {
      clearInterval(timer);
      await unsubscribe?.();
      clearTimeout(gathering);
      gathering = undefined;
      await pumping;
      const current = boss ?? (installing ? await installing.catch(() => undefined) : undefined);
      await current?.stop({ graceful: true, wait: true, timeout: 2000 });
      await bossPool?.end();
      bossPool = undefined;
      boss = undefined;
      installing = undefined;
      createdQueues.clear();
    },
  };
}
