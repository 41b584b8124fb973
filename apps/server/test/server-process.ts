import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { migratedPgliteSnapshotFile } from './pglite-snapshot';
import { serveArgs } from './server-bundle';

const ROOT_DIR = path.resolve(import.meta.dirname, '../../..');

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** Origin of the instance, e.g. http://127.0.0.1:41234 (also its PUBLIC_URL). */
  url: string;
  dataDir: string;
  /** The server's process id (its CPU time is in /proc/<pid>/stat). */
  pid: number;
  logs(): string;
  /** Sends `signal` and waits for the process to end (SIGKILL: no shutdown code runs). */
  /** Sends the signal (SIGKILL by default) and resolves with how the process ended. */
  kill(signal?: NodeJS.Signals): Promise<ProcessExit>;
  /** Stops the process gracefully (SIGTERM, SIGKILL after 5 s). Keeps the data dir unless `removeData`. */
  stop(options?: { removeData?: boolean }): Promise<void>;
}

function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the real server (the bundle `npm start` serves, built from `apps/server/src/main.ts`) as a child process on a free loopback port:
 * what an instance of a fleet is. Defaults: NODE_ENV=test, SEED_DEMO=false, LOG_LEVEL=warn, a new temporary
 * DATA_DIR (pass `dataDir` to reuse one, e.g. to restart on the same PGlite data). `env` sets DATABASE_URL,
 * PGLITE_DIR, RATE_LIMITS...; `nodeArgs` go to node (e.g. --cpu-prof); `node` is the node executable (this process's
 * by default). The web app need not be built: pages answer 503, the API works.
 */
export async function startServerProcess(
  options: { env?: Record<string, string>; dataDir?: string; nodeArgs?: string[]; node?: string } = {},
): Promise<ServerProcess> {
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? path.join(os.tmpdir(), `homebid-instance-${randomBytes(6).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // a new PGlite database starts migrated, without initdb's seconds of WebAssembly (ignored on PostgreSQL)
    PGLITE_SNAPSHOT: await migratedPgliteSnapshotFile(),
    ...options.env,
  };
  // the test runner's own settings must not leak into the instance under test
  for (const key of ['TEST_POSTGRES_URL', 'VITEST', 'VITEST_WORKER_ID', 'VITEST_POOL_ID']) delete env[key];
  for (const [key, value] of Object.entries(env)) if (value === '') delete env[key];

  // one node process, as `npm run serve` runs it, so a signal reaches the server itself
  const child = spawn(options.node ?? process.execPath, await serveArgs(options.nodeArgs), { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const instance: ServerProcess = {
    url,
    dataDir,
    pid: child.pid!,
    logs: () => output,
    kill: (signal = 'SIGKILL') => signalAndWait(child, signal),
    async stop({ removeData = false } = {}) {
      await stopGracefully(child);
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await instance.kill();
    throw error;
  }
  return instance;
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${logs()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs / 1000} s:\n${logs()}`);
}

function signalAndWait(child: ChildProcess, signal: NodeJS.Signals): Promise<ProcessExit> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => {
    child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal }));
    child.kill(signal);
  });
}

async function stopGracefully(child: ChildProcess) {
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await signalAndWait(child, 'SIGTERM');
  clearTimeout(timer);
}
