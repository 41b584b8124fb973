#!/usr/bin/env node
// The one test command: type check, lint, unit + integration tests (PGlite, then PostgreSQL), browser end-to-end.
import { spawnSync } from 'node:child_process';

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

run('type check', 'npx', ['tsc', '-p', 'tsconfig.json']);
run('type check (web)', 'npx', ['tsc', '-p', 'apps/web/tsconfig.json']);
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('unit and integration tests on PGlite', 'npx', ['vitest', 'run', '--project', 'shared', '--project', 'server', '--project', 'web']);
