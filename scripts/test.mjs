#!/usr/bin/env node
// The one test command: type check, lint, the import rules, the unit and integration tests twice (on PGlite under
// Node.js 24 from the npm registry, on a throwaway PostgreSQL under the machine's Node.js), and browser end-to-end
// tests in Chromium. Each Node line runs every test project once; the e2e step runs the server
// on PGlite under the machine's Node.js, so both databases meet both Node lines without a third full run.
//
//   npm test                      every step
//   npm test -- postgres e2e      only the named steps (typecheck, lint, imports, pglite, postgres, e2e)
//
// Every step runs even when an earlier one failed; the summary at the end lists them all, with the tests that
// failed, and the exit code is non-zero when any failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_24, ensureNode } from './node-runtime.mjs';
import { startPostgresCluster } from './postgres-cluster.mjs';
import { ensureHeadlessShell } from './system-deps.mjs';

const STEPS = ['typecheck', 'lint', 'imports', 'pglite', 'postgres', 'e2e'];
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((s) => !STEPS.includes(s));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.join(', ')}`);
  process.exit(2);
}
const wanted = (step) => requested.length === 0 || requested.includes(step);

const results = [];
const running = new Set();
const started = Date.now();

// Ctrl-C / SIGTERM: stop the running step; postgres-cluster.mjs removes its cluster on exit.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    console.error(`\n${signal}: stopping`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * Runs a command; resolves to { status, output }. Its output is shown as it comes, unless `echo` is false (a step
 * running beside others shows it when done, so outputs do not interleave).
 */
function exec(command, args, env = {}, { echo = true } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(process.stdout.isTTY && echo ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      if (echo) process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      if (echo) process.stderr.write(chunk);
      output += chunk;
    });
    child.on('error', (error) => {
      output += String(error);
      resolve({ status: 1, output });
    });
    child.on('close', (code) => {
      running.delete(child);
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

/** The tests vitest reports as failed ("FAIL  file > suite > test"), for the summary: CI shows only its tail. */
const readVitestFailures = (output) => [...new Set(output.match(/^\s*FAIL\s+.+$/gm) ?? [])].map((line) => line.trim().replace(/^FAIL\s+/, ''));

/** Runs a step and records its result; `besideOthers`: its output is printed when it ends (see exec's `echo`). */
async function step(name, label, body, { besideOthers = false } = {}) {
  if (!wanted(name)) return;
  if (!besideOthers) console.log(`\n=== ${label}`);
  const result = { label, ok: false, seconds: 0, detail: '', failures: [] };
  results.push(result); // in the order the steps start, whatever order they end in
  const stepStarted = Date.now();
  let ok = false;
  let detail;
  let failures = [];
  try {
    const outcome = await body();
    if (besideOthers) console.log(`\n=== ${label}\n${outcome.output ?? ''}`);
    ok = outcome.status === 0;
    detail = outcome.detail ?? '';
    failures = outcome.failures ?? [];
  } catch (error) {
    detail = error.message;
    console.error(error.message);
  }
  Object.assign(result, { ok, seconds: Math.round((Date.now() - stepStarted) / 1000), detail, failures });
  if (!ok) console.error(`\n✗ ${label} failed`);
}

/** Runs vitest's projects, on the machine's Node.js or on `node` (a path) with `env`. */
const vitest = async (projects, env = {}, node) => {
  const args = ['run', ...projects.flatMap((p) => ['--project', p])];
  const result = node ? await exec(node, ['node_modules/vitest/vitest.mjs', ...args], env) : await exec('npx', ['vitest', ...args], env);
  return { status: result.status, detail: readVitestCounts(result.output), failures: readVitestFailures(result.output) };
};

// The static checks and the e2e step's web build each keep one core busy at most: together they take about the time
// of the longest (the server's type check) on a two-core machine, instead of the sum.
const webDist = wanted('e2e') ? mkdtempSync(path.join(os.tmpdir(), 'homebid-web-')) : undefined;
process.on('exit', () => webDist && rmSync(webDist, { recursive: true, force: true }));
const quietly = (command, args) => () => exec(command, args, {}, { echo: false });
const [webBuild] = await Promise.all([
  // a private build: nothing else (npm start, a bench, another build) can replace its chunks during the run
  webDist && exec('npm', ['run', 'build', '--workspace', '@homebid/web', '--', '--outDir', webDist, '--emptyOutDir'], {}, { echo: false }),
  step('typecheck', 'type check (server, shared, e2e, bench)', quietly('npx', ['tsc', '-p', 'tsconfig.json']), { besideOthers: true }),
  step('typecheck', 'type check (web)', quietly('npx', ['tsc', '-p', 'apps/web/tsconfig.json']), { besideOthers: true }),
  step('lint', 'lint', quietly('npx', ['eslint', '.', '--max-warnings', '0']), { besideOthers: true }),
  step('imports', 'import rules (no circles, no test code in src, floors)', quietly('node', ['scripts/check-imports.mjs']), { besideOthers: true }),
]);
// the supported LTS line besides the machine's Node 20 (README, "Node.js"): every test project on it. The type check
// runs once, in its own step: tsc's answer does not depend on the Node.js that runs it.
await step('pglite', `unit and integration tests on PGlite, on Node.js ${NODE_24}`, async () => {
  const { node, binDir } = ensureNode(NODE_24);
  // first on PATH: a child process started as `node` runs on Node 24 too
  return vitest(['shared', 'server', 'web'], { PATH: `${binDir}${path.delimiter}${process.env.PATH}` }, node);
});
await step('postgres', `unit tests, and integration tests on PostgreSQL, on Node.js ${process.versions.node}`, async () => {
  const cluster = await startPostgresCluster();
  console.log(`PostgreSQL cluster at ${cluster.url} (${cluster.dir})`);
  try {
    return await vitest(['shared', 'server', 'web'], { TEST_POSTGRES_URL: cluster.url });
  } finally {
    cluster.stop();
  }
});
await step('e2e', 'browser end-to-end tests (Chromium)', async () => {
  ensureHeadlessShell();
  if (webBuild.status !== 0) {
    console.error(webBuild.output);
    return { status: webBuild.status, detail: 'web build failed' };
  }
  return vitest(['e2e'], { WEB_DIST: webDist });
});

const total = Math.round((Date.now() - started) / 1000);
const width = Math.max(...results.map((r) => r.label.length));
console.log('\n=== summary');
for (const r of results) {
  console.log(`${r.ok ? '✓' : '✗'} ${r.label.padEnd(width)}  ${String(r.seconds).padStart(4)} s  ${r.detail}`);
  for (const failure of r.failures) console.log(`    ✗ ${failure}`);
}
const failed = results.filter((r) => !r.ok);
console.log(failed.length ? `\n✗ ${failed.length} of ${results.length} steps failed (${total} s)` : `\n✓ all ${results.length} steps passed (${total} s)`);
process.exit(failed.length ? 1 : 0);
