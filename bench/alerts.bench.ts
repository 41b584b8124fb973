// Alerts at scale: one user with 10,000 alerts.
//  - pageQuery: GET /api/alerts?page=N&pageSize=5 over random pages (the /v1/alerts table), p95 over HTTP.
//  - eventToBell: an alert committed by a use case's transaction (recordAlert, as a bid placed does) until the
//    user's bell socket (/api/alerts/ws) receives the new unread count, p99. This covers the commit, the NOTIFY
//    through the pub/sub, the hub's unread count over the 10,000 rows and the socket send.
// The app (buildApp) runs in this process on a loopback port: PGlite in memory, or PostgreSQL when
// BENCH_DATABASE_URL is set (a scratch database on it). ALERTS_BENCH_ALERTS, _PAGES, _EVENTS change the sizes.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { buildApp, type App } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { recordAlert } from '../apps/server/src/modules/alerts/record-alert';
import { withScratchDatabase } from './support/postgres';
import { checkTarget, type Bench } from './support/target';

const ALERTS = Number(process.env.ALERTS_BENCH_ALERTS ?? 10_000);
const PAGES = Number(process.env.ALERTS_BENCH_PAGES ?? 300);
const EVENTS = Number(process.env.ALERTS_BENCH_EVENTS ?? 200);
const PAGE_SIZE = 5;
/** The app's public origin: sign-up wants a trusted Origin header. */
const PUBLIC_URL = 'http://127.0.0.1';

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!.toFixed(2)) : 0;
const summarize = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
};

async function signUp(url: string) {
  const email = `alerts-bench-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({ name: 'Alerts Bench', email, password: 'correct-horse-battery' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { id: ((await response.json()) as { user: { id: string } }).user.id, cookie };
}

/** 10,000 alerts a minute apart, most of them unread (the badge counts them all). */
async function seedAlerts(app: App, userId: string) {
  await app.ctx.database.query(
    `INSERT INTO alerts (user_id, kind, title, message, link, created_at, read_at)
     SELECT $1, 'bid_placed', 'New bid on Kitchen remodel ' || n, 'A contractor bid on your listing (' || n || ').',
            '/v1/projects/bidders?listing_id=bench', now() - (n || ' minutes')::interval,
            CASE WHEN n % 4 = 0 THEN now() END
     FROM generate_series(1, $2::int) AS n`,
    [userId, ALERTS],
  );
  await app.ctx.database.query('ANALYZE alerts');
}

async function measurePages(url: string, cookie: string) {
  const pages = Math.ceil(ALERTS / PAGE_SIZE);
  const times: number[] = [];
  for (let i = 0; i < PAGES; i += 1) {
    const page = 1 + Math.floor(Math.random() * pages);
    const started = performance.now();
    const response = await fetch(`${url}/api/alerts?page=${page}&pageSize=${PAGE_SIZE}`, { headers: { cookie } });
    const body = (await response.json()) as { alerts: unknown[]; total: number };
    times.push(performance.now() - started);
    if (!response.ok || body.alerts.length === 0 || body.total < ALERTS) throw new Error(`page ${page} failed: ${response.status}`);
  }
  return summarize(times);
}

async function measureEventToBell(app: App, url: string, user: { id: string; cookie: string }) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/alerts/ws`, { headers: { cookie: user.cookie } });
  let latest = -1;
  let onCount: ((unread: number) => void) | undefined;
  socket.on('message', (data) => {
    latest = (JSON.parse(String(data)) as { unread: number }).unread;
    onCount?.(latest);
  });
  await new Promise<void>((resolve, reject) => {
    onCount = () => resolve();
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
  });
  const times: number[] = [];
  let missed = 0;
  try {
    for (let i = 0; i < EVENTS; i += 1) {
      const expected = latest + 1;
      const arrived = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 5000);
        onCount = (unread) => {
          if (unread < expected) return;
          clearTimeout(timer);
          resolve(true);
        };
      });
      const started = performance.now();
      await app.ctx.db.transaction((tx) =>
        recordAlert(tx, { userId: user.id, kind: 'bid_placed', title: `New bid ${i}`, message: 'A contractor bid on your listing.', link: '/v1/projects/bidders' }),
      );
      if (await arrived) times.push(performance.now() - started);
      else missed += 1;
    }
  } finally {
    socket.terminate();
  }
  return { ...summarize(times), missed };
}

async function runOn(env: Record<string, string>) {
  const dataDir = path.join(os.tmpdir(), `homebid-alerts-bench-${randomBytes(4).toString('hex')}`);
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'false', SEED_DEMO: 'false', JOBS: 'false', DATA_DIR: dataDir, PUBLIC_URL, ...env }),
  );
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await signUp(url);
    await seedAlerts(app, user.id);
    const pageQueryMs = await measurePages(url, user.cookie);
    const eventToBellMs = await measureEventToBell(app, url, user);
    return { database: env.DATABASE_URL ? 'postgres' : 'pglite', alerts: ALERTS, pageSize: PAGE_SIZE, pageQueryMs, eventToBellMs };
  } finally {
    await app.close();
  }
}

const bench: Bench = {
  name: 'alerts',
  async run() {
    const adminUrl = process.env.BENCH_DATABASE_URL;
    const results = adminUrl
      ? await withScratchDatabase(adminUrl, 'alerts_bench', (databaseUrl) => runOn({ DATABASE_URL: databaseUrl }))
      : await runOn({ PGLITE_DIR: 'memory://' });
    return {
      results,
      targets: [
        checkTarget('pageQueryP95Ms', results.pageQueryMs.p95, '<=', 50),
        checkTarget('eventToBellP99Ms', results.eventToBellMs.p99, '<=', 100),
        checkTarget('eventToBellMissed', results.eventToBellMs.missed, '<=', 0),
      ],
    };
  },
};
export default bench;
