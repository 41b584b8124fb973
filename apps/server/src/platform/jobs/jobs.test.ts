import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { enqueueJob } from './enqueue-job';

/** One database that outlives the apps built on it: a restart is a new app on the same data. */
async function openSharedDatabase(): Promise<{ handle: DatabaseHandle; env: Record<string, string>; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: path.join(os.tmpdir(), `homebid-jobs-${randomBytes(4).toString('hex')}`) };
  if (!adminUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    return { handle, env: { ...base, PGLITE_DIR: 'memory://' }, drop: () => handle.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
  return {
    handle,
    env: { ...base, DATABASE_URL: url.toString() },
    drop: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

describe('background jobs (pg-boss)', () => {
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  let app: App;
  const ran: string[] = [];
  /** The batches the batch kind was called with; a label starting with "bad" fails. */
  const batches: string[][] = [];
  const startApp = async () => {
    const next = await buildApp(loadConfig(shared.env), { database: shared.handle });
    next.ctx.jobs.define<{ label: string }>({ name: 'test-record', handler: async ({ label }) => void ran.push(label) });
    next.ctx.jobs.define<{ label: string }>({
      name: 'test-fail',
      retryLimit: 3,
      retryDelaySeconds: 5,
      handler: async () => {
        throw new Error('the mail server is down');
      },
    });
    const batchHandler = async (batch: Array<{ label: string }>) => {
      batches.push(batch.map(({ label }) => label));
      return new Map(batch.flatMap(({ label }, index) => (label.startsWith('bad') ? [[index, new Error(`${label} refused`)] as const] : [])));
    };
    next.ctx.jobs.defineBatch<{ label: string }>({ name: 'test-batch', batchSize: 3, retryDelaySeconds: 5, batchHandler });
    next.ctx.jobs.defineBatch<{ label: string }>({ name: 'test-forget', batchSize: 3, retryDelaySeconds: 5, forgetDone: true, batchHandler });
    return next;
  };
  const enqueueBatchJobs = (labels: string[], name = 'test-batch') => app.ctx.db.transaction(async (tx) => {
    for (const label of labels) await enqueueJob(tx, name, { label });
  });
  const batchStates = async (name = 'test-batch') => new Map((await app.ctx.jobs.listJobs(name)).map((job) => [(job.data as { label: string }).label, job.state]));

  beforeAll(async () => {
    shared = await openSharedDatabase();
    app = await startApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await shared.drop();
  });

  it('runs a job enqueued in a committed transaction once, and never one whose transaction rolled back', async () => {
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await enqueueJob(tx, 'test-record', { label: 'rolled back' });
        throw new Error('the use case failed');
      }),
    ).rejects.toThrow('the use case failed');
    await app.ctx.db.transaction((tx) => enqueueJob(tx, 'test-record', { label: 'committed' }));
    expect(await app.ctx.jobs.runDueJobs()).toBe(1);
    expect(ran).toEqual(['committed']);
    expect(await app.ctx.jobs.runDueJobs()).toBe(0);
    expect(ran).toEqual(['committed']);
  });

  it('retries a failing job later, with a growing delay', async () => {
    await enqueueJob(app.ctx.db, 'test-fail', { label: 'x' });
    const before = Date.now();
    expect(await app.ctx.jobs.runDueJobs()).toBe(1);
    const [job] = await app.ctx.jobs.listJobs('test-fail');
    expect(job).toMatchObject({ state: 'retry', retryCount: 0 });
    // the first retry waits about the 5 s delay: not due now, so nothing runs
    const firstDelay = job!.startAfter.getTime() - before;
    expect(firstDelay).toBeGreaterThanOrEqual(4000);
    expect(await app.ctx.jobs.runDueJobs()).toBe(0);

    // make it due (as if the time had passed): it runs, fails again, and waits longer
    await shared.handle.query(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [job!.id]);
    const again = Date.now();
    expect(await app.ctx.jobs.runDueJobs()).toBe(1);
    const [retried] = await app.ctx.jobs.listJobs('test-fail');
    expect(retried).toMatchObject({ state: 'retry', retryCount: 1 });
    expect(retried!.startAfter.getTime() - again).toBeGreaterThan(firstDelay);
  });

  it('keeps a queued job across a restart and runs it on the next instance', async () => {
    await enqueueJob(app.ctx.db, 'test-record', { label: 'before restart' });
    await app.close();
    app = await startApp();
    expect(await app.ctx.jobs.runDueJobs()).toBe(1);
    expect(ran).toEqual(['committed', 'before restart']);
  });

  it('runs a batch kind up to its batch size a call, and retries only the jobs that failed', async () => {
    await enqueueBatchJobs(['one', 'bad two', 'three', 'four']);
    expect(await app.ctx.jobs.runDueJobs()).toBe(4);
    // pg-boss fetches jobs of one moment in no set order
    expect(batches.map((batch) => batch.length)).toEqual([3, 1]);
    expect(batches.flat().sort()).toEqual(['bad two', 'four', 'one', 'three']);
    expect(await batchStates()).toEqual(new Map([['one', 'completed'], ['bad two', 'retry'], ['three', 'completed'], ['four', 'completed']]));
    expect(await app.ctx.jobs.runDueJobs()).toBe(0);
  });

  it('deletes the done jobs of a kind that forgets them, and keeps its failed one for the retry', async () => {
    batches.length = 0;
    await enqueueBatchJobs(['gone one', 'bad kept', 'gone two'], 'test-forget');
    expect(await app.ctx.jobs.runDueJobs()).toBe(3);
    expect(batches.flat().sort()).toEqual(['bad kept', 'gone one', 'gone two']);
    expect(await batchStates('test-forget')).toEqual(new Map([['bad kept', 'retry']]));
  });

  it('runs batches on the workers too: pg-boss completes the batch (a forgetting kind deletes it) but keeps the retry of its failed job', async () => {
    batches.length = 0;
    await shared.handle.query(`DELETE FROM pgboss.job WHERE name IN ('test-batch', 'test-forget')`);
    await app.ctx.jobs.start();
    await enqueueBatchJobs(['five', 'bad six', 'seven']);
    await enqueueBatchJobs(['gone three', 'bad eight'], 'test-forget');
    await expect.poll(batchStates, { timeout: 15_000 }).toEqual(new Map([['five', 'completed'], ['bad six', 'retry'], ['seven', 'completed']]));
    await expect.poll(() => batchStates('test-forget'), { timeout: 15_000 }).toEqual(new Map([['bad eight', 'retry']]));
    expect(batches.flat().sort()).toEqual(['bad eight', 'bad six', 'five', 'gone three', 'seven']);
  });
});
