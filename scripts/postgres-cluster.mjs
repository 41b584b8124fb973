// A throwaway PostgreSQL server for tests and benchmarks: its own cluster in a temp dir, on a free
// 127.0.0.1 port, trust auth, no durability (fsync off) unless asked. Used by scripts/test.mjs and bench/.
//
//   import { startPostgresCluster } from './postgres-cluster.mjs';
//   const cluster = await startPostgresCluster();   // { url, port, dir, stop(), crash(), restart() }
//   ... TEST_POSTGRES_URL = cluster.url ...
//   await cluster.stop();                             // stops the server and deletes the dir
//
// startPostgresCluster({ fsync: true }) makes a durable cluster (fsync, synchronous_commit and full_page_writes
// on, PostgreSQL's defaults) for tests of a crash of PostgreSQL itself: crash() stops it with an immediate
// shutdown (no checkpoint, as when it dies), restart() starts it again on the same data and port (WAL recovery).
//
// Run directly (`node scripts/postgres-cluster.mjs`) it starts a cluster, prints its URL and keeps it
// until Ctrl-C.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, isRoot } from './system-deps.mjs';

/** The bin directory of the newest installed PostgreSQL (Debian layout), or undefined. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

/** Installs Debian's postgresql package when no server binaries exist (root only). */
export function ensurePostgresInstalled() {
  const existing = findPostgresBin();
  if (existing) return existing;
  if (!isRoot()) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb) and this is not root, so it cannot be installed here.\n' +
        'Install it first: sudo apt-get install -y postgresql',
    );
  }
  console.log('PostgreSQL is not installed: apt-get install -y postgresql');
  aptInstall(['postgresql']);
  const bin = findPostgresBin();
  if (!bin) throw new Error('apt-get installed postgresql but no /usr/lib/postgresql/*/bin/initdb was found');
  return bin;
}

function getFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary; as root through `runuser -u postgres` because postgres refuses to run as root. */
function runPg(bin, tool, args, options = {}) {
  const command = isRoot() ? 'runuser' : path.join(bin, tool);
  const fullArgs = isRoot() ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
  return execFileSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

let signalsHooked = false;
/** SIGINT/SIGTERM would kill the process without an 'exit' event: turn them into an exit so stop() runs. */
function exitOnSignals() {
  if (signalsHooked) return;
  signalsHooked = true;
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
}

/**
 * Creates and starts a cluster. Returns { url, port, dir, stop }. stop() is idempotent; the cluster is also
 * stopped when this process exits (normal exit, SIGINT, SIGTERM, uncaught error).
 */
export async function startPostgresCluster(options = {}) {
  const bin = ensurePostgresInstalled();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'homebid-pg-'));
  const dataDir = path.join(dir, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) runPg(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(`could not stop PostgreSQL in ${dir}: ${error.stderr?.toString() ?? error.message}`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  exitOnSignals();
  try {
    runPg(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', ...(options.fsync ? [] : ['--no-sync'])]);
    const port = options.port ?? (await getFreePort());
    // fast by default: a crash of the test cluster may lose the last commits, which no test run minds
    const durability = options.fsync
      ? ['-c fsync=on', '-c synchronous_commit=on', '-c full_page_writes=on']
      : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      ...durability,
      `-c max_connections=${options.maxConnections ?? 200}`,
    ].join(' ');
    const start = () => void runPg(bin, 'pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', settings, 'start']);
    start();
    const crash = () => void runPg(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop, crash, restart: start };
  } catch (error) {
    const detail = error.stderr?.toString() ?? '';
    stop();
    throw new Error(`Could not start a PostgreSQL cluster: ${error.message}\n${detail}`, { cause: error });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startPostgresCluster();
  console.log(`PostgreSQL is running: ${cluster.url}  (Ctrl-C stops and removes it)`);
  setInterval(() => {}, 1 << 30);
}
