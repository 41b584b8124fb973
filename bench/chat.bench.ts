// Chat delivery under load: 100 pairs of users (200 sockets) exchange messages for 10 s, first on one
// server process (PGlite), then across two server processes sharing one PostgreSQL (every message is
// posted to one process and delivered by the other through LISTEN/NOTIFY). Latency is measured from
// the moment a message is posted to the moment the other member's socket receives it.
//   CHAT_BENCH_SECONDS=10  CHAT_BENCH_PAIRS=100  CHAT_BENCH_INTERVAL_MS=1000 (each pair sends one message per interval, the two members taking turns)
//   BENCH_DATABASE_URL / TEST_POSTGRES_URL: PostgreSQL server to use; otherwise a throwaway cluster when installed
//   CHAT_BENCH_POSTGRES=0 skips the two-process run; CHAT_BENCH_NODE_ARGS go to the server processes' node
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { ChatServerEvent } from '../packages/shared/src/schemas/chat';
import { findPostgres, withScratchDatabase } from './support/postgres';
import { checkTarget, type Bench, type Target } from './support/target';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 10);
const PAIRS = Number(process.env.CHAT_BENCH_PAIRS ?? 100);
const INTERVAL_MS = Number(process.env.CHAT_BENCH_INTERVAL_MS ?? 1000);

interface Server {
  url: string;
  stop(): Promise<void>;
}
interface User {
  id: string;
  cookie: string;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The real server (main.ts) in its own process, rate limits off. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // CHAT_BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", shows where the server spends its time
  const nodeArgs = (process.env.CHAT_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'false',
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: path.join(os.tmpdir(), `homebid-chat-bench-${randomBytes(4).toString('hex')}`),
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await once(child, 'exit');
    clearTimeout(timer);
  };
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`server did not start: ${stderr}`);
}

async function post(url: string, pathName: string, body: unknown, cookie?: string) {
  const response = await fetch(`${url}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`, ...(cookie ? { cookie, origin: url } : {}) },
    body: JSON.stringify(body),
  });
  return response;
}

async function signUp(url: string, index: number): Promise<User> {
  const email = `chat-bench-${index}-${randomBytes(4).toString('hex')}@example.com`;
  const response = await post(url, '/api/auth/sign-up/email', { name: `Bench ${index}`, email, password: 'correct-horse-battery' });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { id: ((await response.json()) as { user: { id: string } }).user.id, cookie };
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index], index);
      }
    }),
  );
  return results;
}

function openSocket(url: string, user: User, onEvent: (event: ChatServerEvent) => void): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/chat/ws`, { headers: { cookie: user.cookie } });
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as ChatServerEvent;
      if (event.type === 'ready') resolve(socket);
      onEvent(event);
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))].toFixed(2)) : 0;

/** 2 × PAIRS users; member A of each pair talks to instance 0, member B to the last instance. */
async function runScenario(urls: string[]) {
  const users = await mapLimited(Array.from({ length: PAIRS * 2 }), 6, (_, i) => signUp(urls[0], i));
  const pairs = await mapLimited(Array.from({ length: PAIRS }), 10, async (_, p) => {
    const [a, b] = [users[2 * p], users[2 * p + 1]];
    const response = await post(urls[0], '/api/chat/channels', { userId: b.id }, a.cookie);
    if (!response.ok) throw new Error(`open channel failed: ${response.status}`);
    return { a, b, channelId: ((await response.json()) as { id: string }).id };
  });

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let errors = 0;
  const listen = (me: User) => (event: ChatServerEvent) => {
    if (event.type !== 'message' || event.message.senderId === me.id) return;
    const started = sentAt.get(event.message.text);
    if (started === undefined) return;
    latencies.push(performance.now() - started);
    sentAt.delete(event.message.text);
  };
  const bUrl = urls[urls.length - 1];
  const sockets = await mapLimited(pairs, 20, async ({ a, b }) => [
    await openSocket(urls[0], a, listen(a)),
    await openSocket(bUrl, b, listen(b)),
  ]);

  let sent = 0;
  let isRunning = true;
  const started = performance.now();
  const loops = pairs.map(async ({ a, b, channelId }, p) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * INTERVAL_MS));
    for (let seq = 0; isRunning; seq += 1) {
      const next = performance.now() + INTERVAL_MS;
      const [sender, url] = seq % 2 ? [b, bUrl] : [a, urls[0]];
      const token = `bench ${p}:${seq}`;
      sentAt.set(token, performance.now());
      sent += 1;
      const response = await post(url, `/api/chat/channels/${channelId}/messages`, { text: token }, sender.cookie).catch(() => undefined);
      if (!response?.ok) errors += 1;
      await response?.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  });
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  isRunning = false;
  await Promise.all(loops);
  const elapsed = (performance.now() - started) / 1000;
  // let the last deliveries land
  for (let i = 0; i < 40 && sentAt.size > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  sockets.flat().forEach((s) => s.terminate());

  latencies.sort((x, y) => x - y);
  return {
    instances: urls.length,
    sockets: sockets.flat().length,
    pairs: PAIRS,
    seconds: Number(elapsed.toFixed(1)),
    sent,
    delivered: latencies.length,
    lost: sentAt.size,
    errors,
    messagesPerSecond: Math.round(latencies.length / elapsed),
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: percentile(latencies, 100) },
  };
}

const bench: Bench = {
  name: 'chat',
  async run() {
    const results: Record<string, unknown> = { intervalMsPerPair: INTERVAL_MS };
    const targets: Target[] = [];
    const check = (label: string, scenario: Awaited<ReturnType<typeof runScenario>>, p99Limit: number) => {
      targets.push(checkTarget(`${label}P99Ms`, scenario.latencyMs.p99, '<=', p99Limit));
      targets.push(checkTarget(`${label}LostOrFailed`, scenario.lost + scenario.errors, '<=', 0));
    };

    const single = await startServer({ PGLITE_DIR: 'memory://' });
    try {
      const scenario = await runScenario([single.url]);
      results.oneProcessPglite = scenario;
      check('oneProcess', scenario, 50);
    } finally {
      await single.stop();
    }

    const postgres = process.env.CHAT_BENCH_POSTGRES === '0' ? undefined : await findPostgres();
    if (!postgres) {
      results.twoProcessesPostgres = { skipped: 'PostgreSQL is not installed and no BENCH_DATABASE_URL/TEST_POSTGRES_URL is set' };
      return { results, targets };
    }
    try {
      await withScratchDatabase(postgres.url, 'chat_bench', async (databaseUrl) => {
        const first = await startServer({ DATABASE_URL: databaseUrl });
        const second = await startServer({ DATABASE_URL: databaseUrl }).catch(async (error) => {
          await first.stop();
          throw error;
        });
        try {
          const scenario = await runScenario([first.url, second.url]);
          results.twoProcessesPostgres = scenario;
          check('twoProcesses', scenario, 100);
        } finally {
          await Promise.all([first.stop(), second.stop()]);
        }
      });
    } finally {
      postgres.stop?.();
    }
    return { results, targets };
  },
};
export default bench;
