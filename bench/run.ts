// `npm run bench`: runs every bench/*.bench.ts (or those named on the command line, e.g.
// `npm run bench -- api`), prints one JSON document and exits non-zero when a target is missed.
//   BENCH_SECONDS=5         load duration per measured URL
//   BENCH_POSTGRES=1        run the API benches on a throwaway PostgreSQL cluster instead of PGlite
//   BENCH_SKIP_BUILD=1      measure the existing apps/web/dist instead of building it first
// A new bench is one file bench/<name>.bench.ts whose default export is a Bench (support/target.ts):
// { name, run() -> { results, targets } }. support/app.ts starts the app, support/load.ts runs autocannon.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Bench, Target } from './support/target';

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.bench\.ts$/, '')))
  .sort();

let stopCluster: (() => void) | undefined;
if (process.env.BENCH_POSTGRES && !process.env.BENCH_DATABASE_URL) {
  // @ts-expect-error -- plain JavaScript module shared with the test command
  const { startPostgresCluster } = await import('../scripts/postgres-cluster.mjs');
  const cluster = await startPostgresCluster();
  process.env.BENCH_DATABASE_URL = cluster.url;
  stopCluster = cluster.stop;
}

const output: Record<string, unknown> = { startedAt: new Date().toISOString(), node: process.version };
const targets: Array<Target & { bench: string }> = [];
try {
  for (const file of files) {
    const bench = (await import(path.join(dir, file))).default as Bench;
    const started = Date.now();
    process.stderr.write(`bench ${bench.name}...\n`);
    try {
      const { results, targets: own } = await bench.run();
      output[bench.name] = { ...results, seconds: Math.round((Date.now() - started) / 1000) };
      targets.push(...own.map((t) => ({ bench: bench.name, ...t })));
    } catch (error) {
      output[bench.name] = { error: error instanceof Error ? error.message : String(error) };
      targets.push({ bench: bench.name, name: 'ran', value: 0, limit: 1, comparison: '>=', pass: false });
    }
  }
} finally {
  stopCluster?.();
}
output.targets = targets;
output.pass = targets.every((t) => t.pass);
console.log(JSON.stringify(output, null, 2));
process.exit(output.pass ? 0 : 1);
