// A fleet under a mixed load: LOAD_BENCH_USERS virtual users (200) against TWO server processes on one
// PostgreSQL, each request to either instance (a round-robin load balancer). Users arrive evenly over
// LOAD_BENCH_RAMP_SECONDS (20), then all of them keep going for LOAD_BENCH_SECONDS (30): the steady state, which
// the targets apply to (the ramp-up is printed beside it). Every user
// signs in (password, argon2id) and then keeps its session, as a browser does; each step picks one action:
// search listings, open a listing, place or update a bid, post or read chat messages, read the profile, read
// alerts (when the app has GET /api/alerts), or (rarely) sign in again. Between steps a user thinks for a random
// 0..2x LOAD_BENCH_THINK_MS (1000) ms. Prints rps, p50/p95/p99 per kind and the error count; targets: no errors,
// steady-state p95 of all requests <= 200 ms.
//   LOAD_BENCH_SECONDS=30 LOAD_BENCH_RAMP_SECONDS=20 LOAD_BENCH_USERS=200 LOAD_BENCH_THINK_MS=1000
//   BENCH_DATABASE_URL / TEST_POSTGRES_URL: PostgreSQL server to use; otherwise a throwaway cluster
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../apps/server/test/server-process';
import { findPostgres, withScratchDatabase } from './support/postgres';
import { checkTarget, type Bench } from './support/target';

const SECONDS = Number(process.env.LOAD_BENCH_SECONDS ?? 30);
const USERS = Number(process.env.LOAD_BENCH_USERS ?? 200);
const THINK_MS = Number(process.env.LOAD_BENCH_THINK_MS ?? 1000);
const RAMP_SECONDS = Number(process.env.LOAD_BENCH_RAMP_SECONDS ?? 20);
const PASSWORD = 'load-bench-password';

type Kind = 'sign-in' | 'search' | 'details' | 'bid-place' | 'bid-update' | 'chat-post' | 'chat-read' | 'profile' | 'alerts';

/** Request times per kind, errors and a few error samples. */
class Samples {
  readonly times = new Map<Kind, number[]>();
  readonly errors = new Map<Kind, number>();
  readonly errorSamples: string[] = [];

  add(kind: Kind, ms: number, ok: boolean, detail: string) {
    (this.times.get(kind) ?? this.times.set(kind, []).get(kind)!).push(ms);
    if (!ok) {
      this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
      if (this.errorSamples.length < 10) this.errorSamples.push(`${kind}: ${detail}`);
    }
  }

  summary(seconds: number) {
    const all = [...this.times.values()].flat();
    return {
      seconds: Number(seconds.toFixed(1)),
      requests: all.length,
      rps: Number((all.length / seconds).toFixed(1)),
      errors: [...this.errors.values()].reduce((a, b) => a + b, 0),
      errorSamples: this.errorSamples,
      all: summarize(all),
      kinds: Object.fromEntries([...this.times].map(([kind, times]) => [kind, { ...summarize(times), errors: this.errors.get(kind) ?? 0 }])),
    };
  }
}

/** Files each request under the ramp-up (users still arriving and signing in) or the steady state, by its start. */
class Recorder {
  readonly rampUp = new Samples();
  readonly steady = new Samples();
  measuring = false;
  steadyFrom = 0;

  add(kind: Kind, ms: number, ok: boolean, detail: string, startedAt: number) {
    if (this.measuring) (startedAt < this.steadyFrom ? this.rampUp : this.steady).add(kind, ms, ok, detail);
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1)) : 0);
const summarize = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
};

interface VirtualUser {
  email: string;
  id: string;
  cookie: string;
  channelId?: string;
  bids: Map<string, string>;
}

/** One HTTP call as a browser makes it (cookie, Origin of the instance), timed and recorded under `kind`. */
async function call(
  recorder: Recorder,
  kind: Kind,
  user: VirtualUser,
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json(): Record<string, unknown> }> {
  const headers: Record<string, string> = { origin: base };
  if (user.cookie) headers.cookie = user.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    recorder.add(kind, performance.now() - started, response.ok, `${response.status} ${text.slice(0, 160)}`, started);
    const session = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    if (session) user.cookie = session.split(';')[0];
    return { status: response.status, json: () => JSON.parse(text) as Record<string, unknown> };
  } catch (error) {
    recorder.add(kind, performance.now() - started, false, String(error), started);
    return { status: 0, json: () => ({}) };
  }
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  }));
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
const bidBody = (amountCents: number) => ({
  amountCents,
  description: 'Load bench bid.',
  startDate: inDays(3),
  endDate: inDays(20),
  milestones: [{ description: 'All of it', dueDate: inDays(20), amountCents }],
});

async function runFleet(databaseUrl: string) {
  const env = { DATABASE_URL: databaseUrl, RATE_LIMITS: 'false', LOG_LEVEL: 'error' };
  // the first instance migrates and seeds the demo listings; the second joins the same database
  const instances: ServerProcess[] = [await startServerProcess({ env: { ...env, SEED_DEMO: 'true' } })];
  try {
    instances.push(await startServerProcess({ env }));
    const bases = instances.map((i) => i.url);
    const anyBase = () => pick(bases);
    const setup = new Recorder();

    // users: registered, then made onboarded contractors directly in the database (the bench is not about onboarding)
    const users: VirtualUser[] = Array.from({ length: USERS }, (_, i) => ({ email: `load-${i}-${Date.now()}@example.com`, id: '', cookie: '', bids: new Map() }));
    await inBatches(users, 8, async (user, i) => {
      const response = await call(setup, 'sign-in', user, bases[i % bases.length], 'POST', '/api/auth/sign-up/email', { name: `Load User ${i}`, email: user.email, password: PASSWORD });
      if (response.status !== 200) throw new Error(`sign-up failed: ${response.status}`);
      user.id = (response.json().user as { id: string }).id;
      user.cookie = '';
    });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(
      `UPDATE profiles SET user_type = 'contractor', is_home_screen_loaded = true, street_address = '1 Main St', city = 'Providence', state = 'Rhode Island', zip_code = '02903' WHERE user_id = ANY($1)`,
      [users.map((u) => u.id)],
    );
    await db.end();

    const probe = users[0];
    await call(setup, 'sign-in', probe, bases[0], 'POST', '/api/auth/sign-in/email', { email: probe.email, password: PASSWORD });
    const page = await call(setup, 'search', probe, bases[0], 'GET', '/api/listings?listingTypes=service');
    const serviceListings = ((page.json().items ?? []) as Array<{ id: string }>).map((l) => l.id);
    if (!serviceListings.length) throw new Error('no open service listings to bid on: the demo seed is missing');
    const hasAlerts = (await call(setup, 'alerts', probe, bases[0], 'GET', '/api/alerts')).status === 200;
    const recorder = new Recorder();
    recorder.measuring = true;
    const started = performance.now();
    recorder.steadyFrom = started + RAMP_SECONDS * 1000;
    const deadline = recorder.steadyFrom + SECONDS * 1000;
    const think = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * THINK_MS));
    const loadBefore = os.loadavg();

    async function signIn(user: VirtualUser) {
      user.cookie = '';
      await call(recorder, 'sign-in', user, anyBase(), 'POST', '/api/auth/sign-in/email', { email: user.email, password: PASSWORD });
    }

    async function step(user: VirtualUser, partner: VirtualUser) {
      const roll = Math.random() * 100;
      if (roll < 25) {
        const text = pick(['kitchen', 'roof', 'deck', 'bath', '']);
        await call(recorder, 'search', user, anyBase(), 'GET', `/api/listings${text ? `?text=${text}` : ''}`);
      } else if (roll < 45) {
        await call(recorder, 'details', user, anyBase(), 'GET', `/api/listings/${pick(serviceListings)}`);
      } else if (roll < 57) {
        const listingId = pick(serviceListings);
        const bidId = user.bids.get(listingId);
        if (bidId) {
          await call(recorder, 'bid-update', user, anyBase(), 'PUT', `/api/bids/${bidId}`, bidBody(40_000 + Math.floor(Math.random() * 10_000)));
        } else {
          const response = await call(recorder, 'bid-place', user, anyBase(), 'POST', `/api/listings/${listingId}/bids`, bidBody(45_000));
          if (response.status === 201) user.bids.set(listingId, (response.json().bid as { id: string }).id);
        }
      } else if (roll < 69) {
        if (!user.channelId) {
          const response = await call(recorder, 'chat-post', user, anyBase(), 'POST', '/api/chat/channels', { userId: partner.id });
          user.channelId = (response.json().id as string | undefined) ?? undefined;
        }
        if (user.channelId) await call(recorder, 'chat-post', user, anyBase(), 'POST', `/api/chat/channels/${user.channelId}/messages`, { text: `hello at ${Date.now()}` });
      } else if (roll < 81) {
        if (user.channelId) await call(recorder, 'chat-read', user, anyBase(), 'GET', `/api/chat/channels/${user.channelId}/messages`);
        else await call(recorder, 'chat-read', user, anyBase(), 'GET', '/api/chat/channels');
      } else if (roll < 93 || (!hasAlerts && roll < 99)) {
        await call(recorder, 'profile', user, anyBase(), 'GET', '/api/profile/me');
      } else if (roll < 99) {
        await call(recorder, 'alerts', user, anyBase(), 'GET', '/api/alerts');
      } else {
        await signIn(user);
      }
    }

    await Promise.all(
      users.map(async (user, i) => {
        // users arrive one after another over the ramp-up, as they do on a real site (a sign-in costs ~50 ms of
        // argon2id: 200 of them at once would measure the password hash, not the marketplace)
        await new Promise((resolve) => setTimeout(resolve, (i / USERS) * RAMP_SECONDS * 1000));
        await signIn(user);
        const partner = users[i % 2 === 0 ? (i + 1) % users.length : i - 1];
        while (performance.now() < deadline) {
          await think();
          if (performance.now() >= deadline) break;
          await step(user, partner);
        }
      }),
    );
    const ended = performance.now();
    recorder.measuring = false;
    return {
      users: USERS,
      thinkMs: THINK_MS,
      instances: instances.length,
      // every user signed in and busy: the figures the targets apply to
      steady: recorder.steady.summary((ended - recorder.steadyFrom) / 1000),
      rampUp: recorder.rampUp.summary(RAMP_SECONDS),
      alertsEndpoint: hasAlerts,
      loadAverage: { before: loadBefore.map((l) => Number(l.toFixed(2))), after: os.loadavg().map((l) => Number(l.toFixed(2))), cpus: os.cpus().length },
    };
  } finally {
    await Promise.all(instances.map((i) => i.stop({ removeData: true })));
  }
}

const bench: Bench = {
  name: 'load',
  async run() {
    const postgres = await findPostgres();
    if (!postgres) throw new Error('the load bench needs PostgreSQL (BENCH_DATABASE_URL, or PostgreSQL installed for a throwaway cluster)');
    try {
      const results = await withScratchDatabase(postgres.url, 'load', runFleet);
      return {
        results,
        targets: [
          checkTarget('errors (ramp-up and steady)', results.steady.errors + results.rampUp.errors, '<=', 0),
          checkTarget('steady p95 ms (all requests)', results.steady.all.p95, '<=', 200),
        ],
      };
    } finally {
      postgres.stop?.();
    }
  },
};

export default bench;
