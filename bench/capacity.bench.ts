// How many users two instances on one PostgreSQL serve: the mixed load of the load bench (support/mixed-load.ts:
// sign in, search, details, bids, chat, alerts, profile, payments) with more users step after step. Each step adds
// CAPACITY_BENCH_STEP users arriving over CAPACITY_BENCH_RAMP_SECONDS, then measures a steady window of
// CAPACITY_BENCH_STEADY_SECONDS with every user busy: rps, p50/p95/p99 per kind, and the CPU per request of the two
// app processes, of PostgreSQL's processes (those pg_stat_activity lists: this cluster's, not another bench's) and of
// this process (the load generator). A step held when it had no error (ramp or steady) and a steady p95 of all
// requests at most CAPACITY_BENCH_P95_MS; the first step that did not hold ends the run, as does the time bound.
// Prints the largest user count that held; target: at least 1,000 users at one request a second each.
//   CAPACITY_BENCH_START=200 CAPACITY_BENCH_STEP=200 CAPACITY_BENCH_MAX=2000 CAPACITY_BENCH_THINK_MS=1000 (0..2x)
//   CAPACITY_BENCH_RAMP_SECONDS=15 CAPACITY_BENCH_STEADY_SECONDS=30 CAPACITY_BENCH_MAX_SECONDS=780 (all steps)
//   CAPACITY_BENCH_PROFILE=1: `node --cpu-prof` on both server processes; the top self-time functions are printed
//   CAPACITY_BENCH_ENV='DATABASE_POOL_MAX=20 ...': settings of both server processes (to compare pool sizes...)
//   CAPACITY_BENCH_NODE_ARGS='--import ...': node options of both server processes (e.g. support/sql-build-time.mjs)
//   CAPACITY_BENCH_NODE=system|<path>: the node both servers run on; by default Node.js 24 LTS, the line users run (the
//   test command's second Node, scripts/node-runtime.mjs): a fleet is measured on the runtime it would be deployed on
//   BENCH_DATABASE_URL / TEST_POSTGRES_URL: PostgreSQL server to use; otherwise a throwaway cluster
//   A server with pg_stat_statements preloaded (shared_preload_libraries): each step also lists the statements run
//   per request in its steady window, the most frequent first, with their PostgreSQL time
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readCpuTicks, ticksDelta, ticksOf, TICK_MS } from './support/cpu';
import { topSelfTime } from './support/cpu-profile';
import { MixedLoad, Samples, startFleet, type Fleet } from './support/mixed-load';
import { hasStatementStatistics, statementsRun, transactions } from './support/pg-statistics';
import { onScratchPostgres } from './support/postgres';
import { checkTarget, type Bench } from './support/target';

const START = Number(process.env.CAPACITY_BENCH_START ?? 200);
const STEP = Number(process.env.CAPACITY_BENCH_STEP ?? 200);
const MAX = Number(process.env.CAPACITY_BENCH_MAX ?? 2000);
const THINK_MS = Number(process.env.CAPACITY_BENCH_THINK_MS ?? 1000);
const RAMP_SECONDS = Number(process.env.CAPACITY_BENCH_RAMP_SECONDS ?? 15);
const STEADY_SECONDS = Number(process.env.CAPACITY_BENCH_STEADY_SECONDS ?? 30);
const MAX_SECONDS = Number(process.env.CAPACITY_BENCH_MAX_SECONDS ?? 780);
const P95_LIMIT_MS = Number(process.env.CAPACITY_BENCH_P95_MS ?? 200);
const TARGET_USERS = 1000;
/** Share of steps that start paying a milestone (support/mixed-load.ts), to set up enough contracts for a step. */
const PAYMENT_SHARE = 0.02;
const MILESTONES_PER_CONTRACT = 50;

/** The node executable of both servers (CAPACITY_BENCH_NODE) and its version. */
async function serverNode(): Promise<{ path: string; version: string }> {
  const chosen = process.env.CAPACITY_BENCH_NODE || undefined;
  // @ts-expect-error -- plain JavaScript module shared with the test command
  const runtime = chosen ? undefined : await import('../scripts/node-runtime.mjs');
  const node: string = chosen === 'system' ? process.execPath : (chosen ?? runtime.ensureNode(runtime.NODE_24).node);
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (!version) throw new Error(`CAPACITY_BENCH_NODE: ${node} does not run`);
  return { path: node, version };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)));

/** The pids of this PostgreSQL cluster's processes: backends and background workers (pg_stat_activity). */
async function postgresPids(db: pg.Client): Promise<string[]> {
  return (await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity')).rows.map((r) => String(r.pid));
}

/** The statements run since the last reset, per request: the most frequent first. */
async function statementsPerRequest(db: pg.Client, requests: number, top = 25) {
  const perRequest = (n: number) => Number((n / Math.max(1, requests)).toFixed(3));
  return (await statementsRun(db)).slice(0, top).map((r) => ({ perRequest: perRequest(r.calls), msPerRequest: perRequest(r.ms), query: r.query.slice(0, 160) }));
}

interface CpuReading {
  machine: number[];
  app: Map<string, number>;
  postgres: Map<string, number>;
  bench: number;
}

async function readCpu(fleet: Fleet, db: pg.Client): Promise<CpuReading | undefined> {
  const ticks = readCpuTicks();
  if (!ticks) return undefined;
  return { machine: ticks.machine, app: ticksOf(fleet.instances.map((i) => i.pid)), postgres: ticksOf(await postgresPids(db)), bench: ticks.benchProcess };
}

/** Where the CPU went between two readings: ms per request of each side, the cores each kept busy, the idle share. */
function cpuBetween(before: CpuReading, after: CpuReading, requests: number, seconds: number) {
  const machine = after.machine.map((v, i) => v - (before.machine[i] ?? 0));
  const total = machine.reduce((sum, v) => sum + v, 0);
  const sides = { app: ticksDelta(before.app, after.app), postgres: ticksDelta(before.postgres, after.postgres), loadGenerator: after.bench - before.bench };
  const perRequest = (ticks: number) => Number(((ticks * TICK_MS) / Math.max(1, requests)).toFixed(3));
  const cores = (ticks: number) => Number(((ticks * TICK_MS) / (seconds * 1000)).toFixed(2));
  return {
    msPerRequest: { app: perRequest(sides.app), postgres: perRequest(sides.postgres), loadGenerator: perRequest(sides.loadGenerator) },
    coresBusy: { app: cores(sides.app), postgres: cores(sides.postgres), loadGenerator: cores(sides.loadGenerator) },
    idlePercent: Number(((100 * ((machine[3] ?? 0) + (machine[4] ?? 0))) / Math.max(1, total)).toFixed(1)),
  };
}

async function runSteps(databaseUrl: string) {
  const profileDir = process.env.CAPACITY_BENCH_PROFILE ? mkdtempSync(path.join(os.tmpdir(), 'capacity-profile-')) : undefined;
  const env = Object.fromEntries((process.env.CAPACITY_BENCH_ENV ?? '').split(' ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  const startedAt = performance.now();
  const nodeArgs = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...(process.env.CAPACITY_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const node = await serverNode();
  const fleet = await startFleet(databaseUrl, { env, nodeArgs, node: node.path });
  const db = new pg.Client({ connectionString: databaseUrl });
  let load: MixedLoad | undefined;
  const steps = [];
  let largestHeld = 0;
  let endedBy = 'the largest step';
  try {
    await db.connect();
    const statements = await hasStatementStatistics(db);
    load = await MixedLoad.prepare(fleet, { thinkMs: THINK_MS });
    const setupSeconds = Number(((performance.now() - startedAt) / 1000).toFixed(1));
    const stepsFrom = performance.now();
    for (let users = START; users <= MAX; users += STEP) {
      if ((performance.now() - stepsFrom) / 1000 + RAMP_SECONDS + STEADY_SECONDS > MAX_SECONDS) {
        endedBy = `the time bound (${MAX_SECONDS} s)`;
        break;
      }
      // enough milestones for this step's payments, set up before it (sign-ups and contracts are not measured)
      const milestonesNeeded = 1.2 * users * (RAMP_SECONDS + STEADY_SECONDS) * PAYMENT_SHARE * (1000 / THINK_MS);
      await load.addContracts(Math.ceil(Math.max(0, milestonesNeeded - load.milestonesLeft) / MILESTONES_PER_CONTRACT), MILESTONES_PER_CONTRACT);
      const ramp = new Samples();
      load.window = ramp;
      await load.addUsers(users - load.userCount, RAMP_SECONDS);
      await sleep(RAMP_SECONDS * 1000);
      const steady = new Samples();
      const cpuBefore = await readCpu(fleet, db);
      const transactionsBefore = await transactions(db);
      if (statements) await db.query('SELECT pg_stat_statements_reset()');
      const steadyFrom = performance.now();
      load.window = steady;
      await sleep(STEADY_SECONDS * 1000);
      load.window = undefined;
      const seconds = (performance.now() - steadyFrom) / 1000;
      const cpuAfter = await readCpu(fleet, db);
      const transactionsAfter = await transactions(db);
      const statementList = statements ? await statementsPerRequest(db, steady.requests) : undefined;
      const summary = steady.summary(seconds);
      const rampErrors = ramp.summary(RAMP_SECONDS);
      const held = summary.errors === 0 && rampErrors.errors === 0 && summary.all.p95 <= P95_LIMIT_MS;
      steps.push({
        users,
        held,
        ...summary,
        rampUp: { rps: rampErrors.rps, errors: rampErrors.errors, errorSamples: rampErrors.errorSamples, all: rampErrors.all },
        ...(cpuBefore && cpuAfter ? { cpu: cpuBetween(cpuBefore, cpuAfter, summary.requests, seconds) } : {}),
        // PostgreSQL's statistics lag up to a second behind: close enough over a window of many seconds
        transactionsPerRequest: Number(((transactionsAfter - transactionsBefore) / Math.max(1, summary.requests)).toFixed(2)),
        loadAverage: loadAverage(),
        ...(statementList ? { statements: statementList } : {}),
      });
      process.stderr.write(`capacity: ${users} users, ${summary.rps} rps, p95 ${summary.all.p95} ms, ${summary.errors + rampErrors.errors} errors, load ${loadAverage()[0]}\n`);
      if (!held) {
        endedBy = summary.errors + rampErrors.errors > 0 ? `errors at ${users} users` : `steady p95 above ${P95_LIMIT_MS} ms at ${users} users`;
        break;
      }
      largestHeld = users;
    }
    load.window = undefined;
    await load.stop();
    await fleet.stop();
    return {
      largestHeld,
      endedBy,
      thinkMs: THINK_MS,
      instances: fleet.instances.length,
      serverNode: node.version,
      loadGeneratorNode: process.version,
      alertsEndpoint: load.alertsEndpoint,
      paymentsSkipped: load.paymentsExhausted,
      setupSeconds,
      steps,
      ...(profileDir ? { profile: topSelfTime(profileDir) } : {}),
      cpus: os.cpus().length,
    };
  } finally {
    await load?.stop();
    await fleet.stop();
    await db.end().catch(() => {});
    if (profileDir && !process.env.CAPACITY_BENCH_KEEP_PROFILE) rmSync(profileDir, { recursive: true, force: true });
  }
}

const bench: Bench = {
  name: 'capacity',
  async run() {
    const results = await onScratchPostgres('capacity', 'capacity', runSteps);
    return {
      results,
      targets: [checkTarget(`users held (1 request/s each, 0 errors, steady p95 <= ${P95_LIMIT_MS} ms)`, results.largestHeld, '>=', TARGET_USERS)],
    };
  },
};

export default bench;
