/** A kind of background job: its name, and how it is retried after a failure. */
interface JobKind {
  name: string;
  /** Attempts after the first failure (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry (default 10); doubled at each retry with `retryBackoff` (default on). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * A done job is deleted rather than kept as completed. pg-boss keeps completed jobs in their queue's table for
   * 12 hours, where every fetch of the queue reads past them: for a busy kind whose handler records its own outcome
   * (an alert's `emailed_at`). Failed jobs are kept either way, for their retries.
   */
  forgetDone?: boolean;
}

/** A kind of background job run one at a time: what it does with a job's data. */
export interface JobDefinition<T extends object = object> extends JobKind {
  handler: (data: T) => Promise<void>;
}

/**
 * A kind of job run many at a time: one call takes up to `batchSize` due jobs. For work whose cost is mostly the
 * queue's own statements (fetch, complete) and one read per job, which a batch shares; money jobs stay one a call.
 */
export interface BatchJobDefinition<T extends object = object> extends JobKind {
  batchSize: number;
  /**
   * Runs the jobs whose data is `batch` and resolves with the failures, each job's error by its index in `batch`:
   * those are retried (each on its own schedule), the others are done. A throw fails the whole batch.
   */
  batchHandler: (batch: T[]) => Promise<ReadonlyMap<number, unknown>>;
}

/** How an instance runs the jobs; production uses the defaults. */
export interface JobsStartOptions {
  /**
   * Seconds between two looks at the schedules (pg-boss's cron monitor and the worker that turns a due schedule
   * into a job; pg-boss's defaults are 30 s and 5 s). Tests shorten it to see a schedule fire in seconds.
   */
  scheduleCheckSeconds?: number;
}

/**
 * Background jobs on pg-boss, on PostgreSQL or PGlite. Jobs are enqueued with `enqueueJob(tx, …)` inside
 * a use case's transaction; this runs them. Nothing polls until `start()`: the server starts it
 * (main.ts), tests that need jobs call `runDueJobs()` instead, so other tests pay nothing.
 */
export interface Jobs {
  /** Registers a job kind (modules call this when their routes are registered). */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Registers a job kind run in batches. */
  defineBatch<T extends object>(definition: BatchJobDefinition<T>): void;
  /**
   * Runs `name` on a cron schedule (minutes at the finest), through pg-boss's scheduler: once per scheduled minute
   * across all instances. Called again for the same name, the last cron given wins.
   */
  schedule(name: string, cron: string): void;
  /** Starts pg-boss, its scheduler, the outbox pump and the workers of every defined job. */
  start(options?: JobsStartOptions): Promise<void>;
  /**
   * Hands the outbox to pg-boss and runs every job that is due now, failures included (they are marked
   * for retry as a worker would). Returns how many ran. For tests and tools; needs no `start()`.
   */
  runDueJobs(): Promise<number>;
  /** The pg-boss state of the jobs of one name (tests, diagnostics). */
  listJobs(name: string): Promise<Array<{ id: string; state: string; retryCount: number; startAfter: Date; data: unknown }>>;
  stop(): Promise<void>;
}
