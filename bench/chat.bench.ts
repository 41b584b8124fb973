// Chat delivery under load: 500 pairs of users (1,000 sockets), each pair sending one message a second (the two
// members taking turns: 500 messages/s), first on one server process (PGlite), then across two server processes
// sharing one PostgreSQL (member A of each pair on one process, member B on the other: every message crosses
// LISTEN/NOTIFY). Latency is measured from the moment a message is posted to the moment the other member's socket
// receives it; the POST's own round trip (the write) beside it. Then, on PostgreSQL, each instance in turn is
// restarted under the same traffic: its sockets reconnect as the web app's do (backoff, then `subscribe` with the
// last message they have) and must catch up on what they missed. Every socket counts what it received: a message
// accepted (200) that did not reach both members' sockets is lost; one that reached a socket twice is doubled.
// Memory per socket and the event loop's delay come from a probe loaded into each server (support/server-probe.mjs).
//   CHAT_BENCH_SECONDS=20  CHAT_BENCH_PAIRS=500  CHAT_BENCH_INTERVAL_MS=1000 (each pair sends one message per interval)
//   BENCH_DATABASE_URL / TEST_POSTGRES_URL: PostgreSQL server to use; otherwise a throwaway cluster when installed
//   CHAT_BENCH_POSTGRES=0 skips the two-process run; CHAT_BENCH_PGLITE=0 the one-process run; CHAT_BENCH_RESTART=0 skips the restarts;
//   CHAT_BENCH_NODE_ARGS go to the server processes' node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof")
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { serveArgs } from '../apps/server/test/server-bundle';
import type { ChatServerEvent } from '../packages/shared/src/schemas/chat';
import { findPostgres, withScratchDatabase } from './support/postgres';
import { checkTarget, type Bench, type Target } from './support/target';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 20);
const PAIRS = Number(process.env.CHAT_BENCH_PAIRS ?? 500);
const INTERVAL_MS = Number(process.env.CHAT_BENCH_INTERVAL_MS ?? 1000);
const RESTART = process.env.CHAT_BENCH_RESTART !== '0';
/** How long a restarted instance's sockets may take, once it answers again, to be back and caught up. */
const RECONNECT_LIMIT_MS = 60_000;
/** The web app's reconnect policy (apps/web/src/features/chat/api/chat-socket.ts). */
const backoffMs = (failures: number) => Math.min(15_000, 500 * 2 ** (failures - 1)) * (0.75 + Math.random() * 0.5);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)));

interface ProbeLine {
  t: number;
  rss: number;
  heapUsed: number;
  loopP50Ms: number;
  loopP99Ms: number;
  loopMaxMs: number;
  mark?: boolean;
}

/** The real server (main.ts) in its own process, rate limits off, with the probe; restartable on the same port. */
class Server {
  url: string;
  private child: ChildProcess | undefined;
  private readonly probeFile = path.join(os.tmpdir(), `homebid-chat-probe-${randomBytes(4).toString('hex')}.jsonl`);
  private readonly dataDir = path.join(os.tmpdir(), `homebid-chat-bench-${randomBytes(4).toString('hex')}`);

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start() {
    const nodeArgs = ['--expose-gc', '--import', './bench/support/server-probe.mjs', ...(process.env.CHAT_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
    const child = spawn(process.execPath, await serveArgs(nodeArgs), {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        RATE_LIMITS: 'false',
        SEED_DEMO: 'false',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.url,
        DATA_DIR: this.dataDir,
        CHAT_BENCH_PROBE_FILE: this.probeFile,
        ...this.env,
      },
    });
    this.child = child;
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    for (let i = 0; i < 600; i += 1) {
      if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
      if (await fetch(`${this.url}/api/health`).then((r) => r.ok, () => false)) return;
      await sleep(100);
    }
    await this.stop();
    throw new Error(`server did not start: ${stderr}`);
  }

  get pid() {
    return this.child?.pid;
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await once(child, 'exit');
    clearTimeout(timer);
  }

  async dispose() {
    await this.stop();
    rmSync(this.probeFile, { force: true });
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  probe(): ProbeLine[] {
    try {
      return readFileSync(this.probeFile, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as ProbeLine);
    } catch {
      return [];
    }
  }

  /** Memory after a full garbage collection (the probe's SIGUSR2 line). */
  async markMemory(): Promise<ProbeLine> {
    const before = this.probe().length;
    this.child?.kill('SIGUSR2');
    for (let i = 0; i < 100; i += 1) {
      const mark = this.probe().slice(before).find((l) => l.mark);
      if (mark) return mark;
      await sleep(50);
    }
    throw new Error('the server probe did not answer');
  }

  /** user + system CPU milliseconds of the process so far (Linux /proc; 0 elsewhere). */
  cpuMs(): number {
    try {
      const stat = readFileSync(`/proc/${this.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return 0;
    }
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function startServers(count: number, env: Record<string, string>): Promise<Server[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = new Server(await freePort(), env);
      servers.push(server);
      await server.start();
    }
  } catch (error) {
    await Promise.all(servers.map((s) => s.dispose()));
    throw error;
  }
  return servers;
}

// node:http with keep-alive: far cheaper per request than fetch, so the load generator leaves the cores to the servers
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

function post(url: string, pathName: string, body: unknown, cookie?: string): Promise<{ status: number; body: string; cookies: string[] }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${pathName}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
          ...(cookie ? { cookie, origin: url } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, cookies: response.headers['set-cookie'] ?? [] }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

interface User {
  id: string;
  cookie: string;
}

async function signUp(url: string, index: number): Promise<User> {
  const email = `chat-bench-${index}-${randomBytes(4).toString('hex')}@example.com`;
  const response = await post(url, '/api/auth/sign-up/email', { name: `Bench ${index}`, email, password: 'correct-horse-battery' });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${response.body}`);
  const cookie = response.cookies.map((c) => c.split(';')[0]).join('; ');
  return { id: (JSON.parse(response.body) as { user: { id: string } }).user.id, cookie };
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

/** What every message a socket receives is checked against: when it was posted (by its text) while being measured. */
interface Tally {
  sentAt: Map<string, number>;
  latencies: number[];
  doubled: number;
}

/**
 * One user's chat socket, as the web app keeps it: reconnects with backoff when closed, then asks for what it
 * missed (`subscribe` with the last message it has). It remembers every message id it received.
 */
class BenchSocket {
  readonly received = new Set<number>();
  reconnects = 0;
  /** The newest id before which this socket has everything (ids received while catching up may leave gaps). */
  private upTo = 0;
  private newest = 0;
  private catchingUp = false;
  private failures = 0;
  private socket: WebSocket | undefined;
  private stopped = false;

  constructor(
    private readonly server: Server,
    private readonly user: User,
    private readonly tally: Tally,
  ) {}

  get isCaughtUp() {
    return this.socket?.readyState === WebSocket.OPEN && !this.catchingUp;
  }

  /** Opens the socket; resolves on the server's 'ready'. */
  open(): Promise<void> {
    const socket = new WebSocket(`${this.server.url.replace('http', 'ws')}/api/chat/ws`, { headers: { cookie: this.user.cookie } });
    this.socket = socket;
    return new Promise((resolve, reject) => {
      socket.on('message', (data) => this.onEvent(JSON.parse(String(data)) as ChatServerEvent, resolve));
      socket.on('error', (error) => (this.reconnects === 0 && this.failures === 0 ? reject(error) : undefined));
      socket.once('unexpected-response', (_req, res) => {
        // a closing instance answers 503: try again, as the web app does
        reject(new Error(`socket refused: ${res.statusCode}`));
        socket.terminate();
      });
      socket.once('close', () => {
        if (this.socket !== socket || this.stopped) return;
        this.socket = undefined;
        this.failures += 1;
        setTimeout(() => void this.reopen(), backoffMs(this.failures));
      });
    });
  }

  private async reopen() {
    if (this.stopped) return;
    await this.open().catch(() => undefined);
  }

  private onEvent(event: ChatServerEvent, onReady: () => void) {
    if (event.type === 'ready') {
      if (this.newest > 0 || this.failures > 0) {
        // a reconnection: catch up from the last message this socket surely has
        this.reconnects += this.failures > 0 ? 1 : 0;
        this.failures = 0;
        this.catchingUp = true;
        this.socket?.send(JSON.stringify({ type: 'subscribe', lastMessageId: this.upTo }));
      }
      onReady();
      return;
    }
    if (event.type === 'caught-up') {
      this.catchingUp = false;
      this.upTo = this.newest;
      return;
    }
    if (event.type !== 'message') return;
    const { id, text, senderId } = event.message;
    if (this.received.has(id)) this.tally.doubled += 1;
    this.received.add(id);
    this.newest = Math.max(this.newest, id);
    if (!this.catchingUp) this.upTo = this.newest;
    if (senderId === this.user.id) return;
    const started = this.tally.sentAt.get(text);
    if (started === undefined) return;
    this.tally.latencies.push(performance.now() - started);
    this.tally.sentAt.delete(text);
  }

  close() {
    this.stopped = true;
    this.socket?.terminate();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))].toFixed(2)) : 0;
const summary = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
};

/** The probe's event-loop figures of one server between two moments. */
function loopDelay(server: Server, from: number, to: number) {
  const lines = server.probe().filter((l) => !l.mark && l.t > from && l.t <= to + 500);
  return {
    p50Ms: Number((lines.reduce((sum, l) => sum + l.loopP50Ms, 0) / Math.max(1, lines.length)).toFixed(2)),
    worstP99Ms: Math.max(0, ...lines.map((l) => l.loopP99Ms)),
    maxMs: Math.max(0, ...lines.map((l) => l.loopMaxMs)),
  };
}

/** 2 × PAIRS users; member A of each pair talks to the first server, member B to the last. */
async function runScenario(servers: Server[], options: { restart: boolean }) {
  const [first, last] = [servers[0]!, servers.at(-1)!];
  const users = await mapLimited(Array.from({ length: PAIRS * 2 }), 6, (_, i) => signUp(first.url, i));
  const pairs = await mapLimited(Array.from({ length: PAIRS }), 10, async (_, p) => {
    const [a, b] = [users[2 * p]!, users[2 * p + 1]!];
    const response = await post(first.url, '/api/chat/channels', { userId: b.id }, a.cookie);
    if (response.status !== 200) throw new Error(`open channel failed: ${response.status}`);
    return { a, b, channelId: (JSON.parse(response.body) as { id: string }).id };
  });

  const tally: Tally = { sentAt: new Map(), latencies: [], doubled: 0 };
  const memoryBefore = await Promise.all(servers.map((s) => s.markMemory()));
  const sockets = await mapLimited(pairs, 20, async ({ a, b }) => {
    const pair = [new BenchSocket(first, a, tally), new BenchSocket(last, b, tally)] as const;
    await Promise.all(pair.map((s) => s.open()));
    return pair;
  });
  const memoryAfter = await Promise.all(servers.map((s) => s.markMemory()));
  const socketCount = sockets.length * 2;
  const perSocket = (key: 'rss' | 'heapUsed') =>
    Math.round(servers.reduce((sum, _, i) => sum + memoryAfter[i]![key] - memoryBefore[i]![key], 0) / socketCount);

  // each accepted message and the two sockets that must receive it
  const accepted = new Map<number, readonly [BenchSocket, BenchSocket]>();
  const posts: number[] = [];
  let measuring = true;
  let sent = 0;
  let errors = 0;
  let refusedWhileRestarting = 0;
  let restarting: Server | undefined;
  let isRunning = true;
  const loops = pairs.map(async ({ a, b, channelId }, p) => {
    await sleep(Math.random() * INTERVAL_MS);
    for (let seq = 0; isRunning; seq += 1) {
      const next = performance.now() + INTERVAL_MS;
      const bSends = seq % 2 === 1;
      const [sender, server] = bSends ? [b, last] : [a, first];
      const token = `bench ${p}:${seq}`;
      const postedAt = performance.now();
      const isMeasured = measuring;
      if (isMeasured) {
        tally.sentAt.set(token, postedAt);
        sent += 1;
      }
      const response = await post(server.url, `/api/chat/channels/${channelId}/messages`, { text: token }, sender.cookie).catch(() => undefined);
      if (response?.status === 200) {
        const pair = sockets[p]!;
        accepted.set((JSON.parse(response.body) as { id: number }).id, pair);
        if (isMeasured) posts.push(performance.now() - postedAt);
      } else if (restarting === server) {
        refusedWhileRestarting += 1;
        tally.sentAt.delete(token);
      } else {
        errors += 1;
      }
      await sleep(Math.max(0, next - performance.now()));
    }
  });

  const cpuBefore = servers.map((s) => s.cpuMs());
  const startedAt = Date.now();
  const started = performance.now();
  await sleep(SECONDS * 1000);
  const elapsed = (performance.now() - started) / 1000;
  measuring = false;
  const endedAt = Date.now();
  const cpuMsPerMessage = servers.map((s, i) => Number(((s.cpuMs() - cpuBefore[i]!) / Math.max(1, sent)).toFixed(3)));
  const loadDuringRun = loadAverage();

  const restarts: Array<{ instance: number; sockets: number; downSeconds: number; reconnectedAndCaughtUpSeconds: number }> = [];
  let restartError: string | undefined;
  if (options.restart) {
    try {
      for (const [index, server] of servers.entries()) {
        const own = sockets.flat().filter((_, i) => (i % 2 === 0 ? servers[0] : servers.at(-1)) === server);
        restarting = server;
        const stoppedAt = performance.now();
        await server.stop();
        await server.start();
        restarting = undefined;
        const backAt = performance.now();
        while (!own.every((s) => s.isCaughtUp && s.reconnects > 0)) {
          if (performance.now() - backAt > RECONNECT_LIMIT_MS) {
            const back = own.filter((s) => s.isCaughtUp && s.reconnects > 0).length;
            throw new Error(`instance ${index}: ${back} of ${own.length} sockets back and caught up ${RECONNECT_LIMIT_MS / 1000} s after it answered again`);
          }
          await sleep(100);
        }
        const seconds = (from: number) => Number(((performance.now() - from) / 1000).toFixed(1));
        restarts.push({ instance: index, sockets: own.length, downSeconds: Number(((backAt - stoppedAt) / 1000).toFixed(1)), reconnectedAndCaughtUpSeconds: seconds(backAt) });
        // traffic goes on for a moment on the restarted instance before the next one
        await sleep(2000);
      }
    } catch (error) {
      restartError = error instanceof Error ? error.message : String(error);
    }
  }

  isRunning = false;
  await Promise.all(loops);
  // let the last deliveries land
  const isDelivered = () => [...accepted].every(([id, pair]) => pair.every((s) => s.received.has(id)));
  for (let i = 0; i < 100 && !isDelivered(); i += 1) await sleep(50);
  const lost = [...accepted].reduce((sum, [id, pair]) => sum + pair.filter((s) => !s.received.has(id)).length, 0);
  const reconnected = sockets.flat().filter((s) => s.reconnects > 0).length;
  sockets.flat().forEach((s) => s.close());

  const latencies = tally.latencies;
  return {
    instances: servers.length,
    sockets: socketCount,
    pairs: PAIRS,
    seconds: Number(elapsed.toFixed(1)),
    loadAverage: loadDuringRun,
    sent,
    delivered: latencies.length,
    messagesPerSecond: Math.round(latencies.length / elapsed),
    latencyMs: summary(latencies),
    postRoundTripMs: summary(posts),
    eventLoopDelay: servers.map((s) => loopDelay(s, startedAt, endedAt)),
    serverCpuMsPerMessage: cpuMsPerMessage,
    memoryPerSocketBytes: { rss: perSocket('rss'), heapUsed: perSocket('heapUsed') },
    accepted: accepted.size,
    lost,
    doubled: tally.doubled,
    errors,
    ...(options.restart ? { restart: { restarts, refusedWhileRestarting, reconnectedSockets: reconnected, ...(restartError ? { error: restartError } : {}) } } : {}),
  };
}

const bench: Bench = {
  name: 'chat',
  async run() {
    const results: Record<string, unknown> = { intervalMsPerPair: INTERVAL_MS, loadAverageAtStart: loadAverage() };
    const targets: Target[] = [];
    const check = (label: string, scenario: Awaited<ReturnType<typeof runScenario>>, p99Limit: number) => {
      targets.push(checkTarget(`${label}P99Ms`, scenario.latencyMs.p99, '<=', p99Limit));
      targets.push(checkTarget(`${label}Lost`, scenario.lost, '<=', 0));
      targets.push(checkTarget(`${label}Doubled`, scenario.doubled, '<=', 0));
      targets.push(checkTarget(`${label}FailedPosts`, scenario.errors, '<=', 0));
      if (scenario.restart) targets.push(checkTarget(`${label}SocketsBackAfterRestart`, scenario.restart.reconnectedSockets, '>=', scenario.sockets));
    };

    if (process.env.CHAT_BENCH_PGLITE === '0') results.oneProcessPglite = { skipped: 'CHAT_BENCH_PGLITE=0' };
    else {
      const [single] = await startServers(1, { PGLITE_DIR: 'memory://' });
      try {
        const scenario = await runScenario([single!], { restart: false });
        results.oneProcessPglite = scenario;
        check('oneProcess', scenario, 50);
      } finally {
        await single!.dispose();
      }
    }

    const postgres = process.env.CHAT_BENCH_POSTGRES === '0' ? undefined : await findPostgres();
    if (!postgres) {
      results.twoProcessesPostgres = { skipped: 'PostgreSQL is not installed and no BENCH_DATABASE_URL/TEST_POSTGRES_URL is set' };
      return { results, targets };
    }
    try {
      await withScratchDatabase(postgres.url, 'chat_bench', async (databaseUrl) => {
        const servers = await startServers(2, { DATABASE_URL: databaseUrl });
        try {
          const scenario = await runScenario(servers, { restart: RESTART });
          results.twoProcessesPostgres = scenario;
          check('twoProcesses', scenario, 100);
        } finally {
          await Promise.all(servers.map((s) => s.dispose()));
        }
      });
    } finally {
      postgres.stop?.();
    }
    agent.destroy();
    return { results, targets };
  },
};
export default bench;
