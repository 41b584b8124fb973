#!/usr/bin/env node
// The one test command: type check, lint, unit + integration tests on PGlite, the server's integration
// tests again on a real PostgreSQL (a throwaway cluster), and browser end-to-end tests in Chromium.
//
//   npm test                      every step
//   npm test -- postgres e2e      only the named steps (typecheck, lint, pglite, postgres, e2e)
//
// Every step runs even when an earlier one failed; the summary at the end lists them all and the exit
// code is non-zero when any failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgresCluster } from './postgres-cluster.mjs';
import { ensureChromium } from './system-deps.mjs';

const STEPS = ['typecheck', 'lint', 'pglite', 'postgres', 'e2e'];
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((s) => !STEPS.includes(s));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.join(', ')}`);
  process.exit(2);
}
const wanted = (step) => requested.length === 0 || requested.includes(step);

const results = [];
let current;
const started = Date.now();

// Ctrl-C / SIGTERM: stop the running step; postgres-cluster.mjs removes its cluster on exit.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    console.error(`\n${signal}: stopping`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Runs a command with its output shown as it comes; resolves to { status, output }. */
function exec(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    current = child;
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('error', (error) => {
      output += String(error);
      resolve({ status: 1, output });
    });
    child.on('close', (code) => {
      current = undefined;
      resolve({ status: code ?? 1, output: stripAnsi(output) });
    });
  });
}

/** vitest's closing counts, e.g. "Test Files 12 passed (12) · Tests 140 passed (140)". */
function readVitestCounts(output) {
  const files = output.match(/Test Files\s+(.+)/)?.[1]?.trim();
  const tests = output.match(/^\s*Tests\s+(.+)$/m)?.[1]?.trim();
  return [files && `files: ${files}`, tests && `tests: ${tests}`].filter(Boolean).join(' · ');
}

async function step(name, label, body) {
  if (!wanted(name)) return;
  console.log(`\n=== ${label}`);
  const stepStarted = Date.now();
  let ok = false;
  let detail;
  try {
    const result = await body();
    ok = result.status === 0;
    detail = result.detail ?? '';
  } catch (error) {
    detail = error.message;
    console.error(error.message);
  }
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  results.push({ label, ok, seconds, detail });
  if (!ok) console.error(`\n✗ ${label} failed`);
}

const vitest = async (projects, env = {}) => {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const result = await exec('npx', args, env);
  return { status: result.status, detail: readVitestCounts(result.output) };
};

await step('typecheck', 'type check (server, shared, e2e, bench)', () => exec('npx', ['tsc', '-p', 'tsconfig.json']));
await step('typecheck', 'type check (web)', () => exec('npx', ['tsc', '-p', 'apps/web/tsconfig.json']));
await step('lint', 'lint', () => exec('npx', ['eslint', '.', '--max-warnings', '0']));
await step('pglite', 'unit and integration tests on PGlite', () => vitest(['shared', 'server', 'web']));
await step('postgres', 'server integration tests on PostgreSQL', async () => {
  const cluster = await startPostgresCluster();
  console.log(`PostgreSQL cluster at ${cluster.url} (${cluster.dir})`);
  try {
    return await vitest(['server'], { TEST_POSTGRES_URL: cluster.url });
  } finally {
    cluster.stop();
  }
});
await step('e2e', 'browser end-to-end tests (Chromium)', async () => {
  ensureChromium();
  // a private build: nothing else (npm start, a bench, another build) can replace its chunks during the run
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'homebid-web-'));
  try {
    const build = await exec('npm', ['run', 'build', '--workspace', '@homebid/web', '--', '--outDir', webDist, '--emptyOutDir']);
    if (build.status !== 0) return { status: build.status, detail: 'web build failed' };
    return await vitest(['e2e'], { WEB_DIST: webDist });
  } finally {
    rmSync(webDist, { recursive: true, force: true });
  }
});

const total = Math.round((Date.now() - started) / 1000);
const width = Math.max(...results.map((r) => r.label.length));
console.log('\n=== summary');
for (const r of results) {
  console.log(`${r.ok ? '✓' : '✗'} ${r.label.padEnd(width)}  ${String(r.seconds).padStart(4)} s  ${r.detail}`);
}
const failed = results.filter((r) => !r.ok);
console.log(failed.length ? `\n✗ ${failed.length} of ${results.length} steps failed (${total} s)` : `\n✓ all ${results.length} steps passed (${total} s)`);
process.exit(failed.length ? 1 : 0);
