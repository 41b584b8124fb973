import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migratedPgliteSnapshotFile } from '../../apps/server/test/pglite-snapshot';
import { serveArgs } from '../../apps/server/test/server-bundle';
import { getFreePort } from './ports';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
export const RESULTS_DIR = path.join(ROOT_DIR, 'test-results');

export interface RunningServer {
  /** Origin of the app, e.g. http://127.0.0.1:41234 (also its PUBLIC_URL). */
  url: string;
  port: number;
  /** The server's DATA_DIR (removed by stop()). */
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  logs(): string;
  /**
   * Stops the server (SIGTERM, then SIGKILL after 5 s), writes its log to test-results/ and removes its data,
   * unless `keepData` (a later check reads it; the caller removes dataDir).
   */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts the real server (the bundle `npm start` serves, built from `apps/server/src/main.ts`) in its own process on a free port with a
 * fresh temporary DATA_DIR. Defaults: PGlite in memory, SEED_DEMO=false, NODE_ENV=test (so the dev outbox
 * is on), LOG_LEVEL=warn. `env` overrides any of them (e.g. { PGLITE_DIR: '' } for PGlite on disk,
 * { SEED_DEMO: 'true' }, OIDC_* settings). The web app must be built first: apps/web/dist, or WEB_DIST when set.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // the test command builds into its own directory (WEB_DIST) so a concurrent build cannot swap chunks mid-run
  const webIndex = path.join(process.env.WEB_DIST ?? path.join(ROOT_DIR, 'apps/web/dist'), 'index.html');
  if (!existsSync(webIndex)) {
    throw new Error(`The web app is not built (${webIndex} is missing): run \`npm run build --workspace @homebid/web\` first.`);
  }
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(os.tmpdir(), `homebid-e2e-${randomBytes(6).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  const childEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    PGLITE_DIR: 'memory://',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // a new PGlite database starts migrated, without initdb's seconds of WebAssembly (ignored on PostgreSQL)
    PGLITE_SNAPSHOT: await migratedPgliteSnapshotFile(),
    ...env,
  };
  // an empty value means "unset" (e.g. PGLITE_DIR: '' keeps PGlite on disk under DATA_DIR)
  for (const [key, value] of Object.entries(childEnv)) if (value === '') delete childEnv[key];
  // the test runner's own PostgreSQL must not leak into the app under test
  delete childEnv.TEST_POSTGRES_URL;

  // one node process, as `npm run serve` runs it (not npm -> node), so stopping it leaves nothing behind
  const child = spawn(process.execPath, await serveArgs(), {
    cwd: ROOT_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const leave = ({ keepData = false } = {}) => {
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, `server-${port}.log`), output);
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async (options?: { keepData?: boolean }) => {
    stopsAtExit.delete(child);
    await stopChild(child);
    leave(options);
  };
  stopAtExit(child, leave);
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir, logs: () => output, stop };
}

/**
 * The servers not stopped yet, each with what leaves it (log kept, data removed): stopped when the test process
 * exits, whatever a file's afterAll did, or could not do when its beforeAll failed before it held the server.
 */
const stopsAtExit = new Map<ChildProcess, () => void>();
let exitHooked = false;

function stopAtExit(child: ChildProcess, leave: () => void) {
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', () => {
      for (const [running, leaveIt] of stopsAtExit) {
        killNow(running);
        leaveIt();
      }
    });
    // vitest ends a worker with SIGTERM: exit, so the servers go with it
    process.once('SIGTERM', () => process.exit(143));
  }
  stopsAtExit.set(child, leave);
}

let shared: Promise<RunningServer> | undefined;

/**
 * The plain server (startServer's defaults) that the files of one vitest worker share, one after another (the e2e
 * project runs with isolate: false): a start costs about 10 s of CPU, and most files need nothing of their own.
 * Its rate limits are off, as every file's sign-ups from 127.0.0.1 add up in one server. A file that needs a fresh
 * marketplace (counts of everything, its own settings) starts its own. The server stops when the worker does.
 */
export function sharedServer(): Promise<RunningServer> {
  shared ??= startServer({ RATE_LIMITS: 'false' }).then((server) => ({ ...server, stop: async () => {} }));
  return shared;
}

/**
 * Kills a server from a process that is exiting (no event loop left to wait on) and waits until it is gone, so
 * nothing it was still writing lands in its data directory after that is removed. A killed child stays a zombie
 * (state Z) until its parent reaps it, which an exiting parent never does.
 */
function killNow(child: ChildProcess) {
  child.kill('SIGKILL');
  const isRunning = () => {
    try {
      return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${child.pid}/stat`, 'utf8'));
    } catch {
      return false; // gone, or no /proc to ask
    }
  };
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (const deadline = Date.now() + 2_000; Date.now() < deadline && isRunning(); ) Atomics.wait(sleeper, 0, 0, 20);
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${logs()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs / 1000} s:\n${logs()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
