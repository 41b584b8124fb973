// A fleet under a mixed load: LOAD_BENCH_USERS virtual users (200) against TWO server processes on one
// PostgreSQL, each request to either instance (a round-robin load balancer). Users arrive evenly over
// LOAD_BENCH_RAMP_SECONDS (20), then all of them keep going for LOAD_BENCH_SECONDS (30): the steady state, which
// the targets apply to (the ramp-up is printed beside it). Every user
// signs in (password, argon2id) and then keeps its session, as a browser does; each step picks one action:
// search listings, open a listing, place or update a bid, post or read chat messages, read the profile, read
// alerts, pay a milestone, or (rarely) sign in again (support/mixed-load.ts, shared with the capacity bench, which
// raises the number of users until it no longer holds). Between steps a user thinks for a random 0..2x
// LOAD_BENCH_THINK_MS (1000) ms. Prints rps, p50/p95/p99 per kind and the error count; targets: no errors,
// steady-state p95 of all requests <= 200 ms.
//   LOAD_BENCH_SECONDS=30 LOAD_BENCH_RAMP_SECONDS=20 LOAD_BENCH_USERS=200 LOAD_BENCH_THINK_MS=1000
//   BENCH_DATABASE_URL / TEST_POSTGRES_URL: PostgreSQL server to use; otherwise a throwaway cluster
import os from 'node:os';
import { MixedLoad, Samples, startFleet } from './support/mixed-load';
import { onScratchPostgres } from './support/postgres';
import { checkTarget, type Bench } from './support/target';

const SECONDS = Number(process.env.LOAD_BENCH_SECONDS ?? 30);
const USERS = Number(process.env.LOAD_BENCH_USERS ?? 200);
const THINK_MS = Number(process.env.LOAD_BENCH_THINK_MS ?? 1000);
const RAMP_SECONDS = Number(process.env.LOAD_BENCH_RAMP_SECONDS ?? 20);
/** Contracts whose milestones users pay: 2% of steps start one, 50 milestones each. */
const CONTRACTS = Math.ceil((USERS * (RAMP_SECONDS + SECONDS) * 0.02 * (1000 / THINK_MS) * 1.2) / 50);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runFleet(databaseUrl: string) {
  const fleet = await startFleet(databaseUrl);
  let load: MixedLoad | undefined;
  try {
    load = await MixedLoad.prepare(fleet, { thinkMs: THINK_MS });
    await load.addContracts(CONTRACTS);
    const rampUp = new Samples();
    const loadBefore = os.loadavg();
    load.window = rampUp;
    await load.addUsers(USERS, RAMP_SECONDS);
    await sleep(RAMP_SECONDS * 1000);
    const steady = new Samples();
    const steadyFrom = performance.now();
    load.window = steady;
    await sleep(SECONDS * 1000);
    load.window = undefined;
    const steadySeconds = (performance.now() - steadyFrom) / 1000;
    await load.stop();
    return {
      users: USERS,
      thinkMs: THINK_MS,
      instances: fleet.instances.length,
      // every user signed in and busy: the figures the targets apply to
      steady: steady.summary(steadySeconds),
      rampUp: rampUp.summary(RAMP_SECONDS),
      alertsEndpoint: load.alertsEndpoint,
      loadAverage: { before: loadBefore.map((l) => Number(l.toFixed(2))), after: os.loadavg().map((l) => Number(l.toFixed(2))), cpus: os.cpus().length },
    };
  } finally {
    await load?.stop();
    await fleet.stop();
  }
}

const bench: Bench = {
  name: 'load',
  async run() {
    const results = await onScratchPostgres('load', 'load', runFleet);
    return {
      results,
      targets: [
        checkTarget('errors (ramp-up and steady)', results.steady.errors + results.rampUp.errors, '<=', 0),
        checkTarget('steady p95 ms (all requests)', results.steady.all.p95, '<=', 200),
      ],
    };
  },
};

export default bench;
