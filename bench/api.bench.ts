// Throughput and latency of the public health check and of a signed-in profile read, on loopback, on PGlite and on
// PostgreSQL (BENCH_DATABASE_URL's server, or a throwaway cluster when PostgreSQL is installed; skipped otherwise).
// A signed-in request pays for its session only once per cache life (platform/auth/session.ts); the profile read
// itself is a real query every time.
import { startBenchApp } from './support/app';
import { compareLoad } from './support/load';
import { measureOnPostgres, withScratchDatabase } from './support/postgres';
import { checkTarget, type Bench, type Target } from './support/target';

/** The signed-in baseline: /api/profile/me serves at least this share of /api/health's requests per second. */
const PROFILE_TO_HEALTH_MIN = 0.7;

async function measure(label: 'pglite' | 'postgres', databaseUrl?: string): Promise<{ results: Record<string, unknown>; targets: Target[] }> {
  const app = await startBenchApp({ databaseUrl });
  try {
    const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
    // alternating 1 s slices: the ratio is the target, and the machine's load may change during the run
    const { health, profile } = await compareLoad(
      { health: { url: `${app.url}/api/health` }, profile: { url: `${app.url}/api/profile/me`, headers: { cookie: app.cookie } } },
      { durationSeconds, slices: Math.max(1, Math.round(durationSeconds)) },
    );
    const ratio = profile.requestsPerSecond / Math.max(1, health.requestsPerSecond);
    return {
      results: { health, profileMe: profile, profileToHealthRatio: Number(ratio.toFixed(3)) },
      targets: [
        checkTarget(`${label}ProfileToHealthRps`, ratio, '>=', PROFILE_TO_HEALTH_MIN),
        // a benchmark of failing requests would measure nothing
        checkTarget(`${label}ProfileNon2xxAndErrors`, profile.non2xx + profile.errors, '<=', 0),
        checkTarget(`${label}HealthNon2xxAndErrors`, health.non2xx + health.errors, '<=', 0),
      ],
    };
  } finally {
    await app.stop();
  }
}

const bench: Bench = {
  name: 'api',
  async run() {
    const pglite = await measure('pglite');
    const results: Record<string, unknown> = { pglite: pglite.results };
    const targets = [...pglite.targets];
    const postgres = await measureOnPostgres((server) => withScratchDatabase(server, 'api_bench', (url) => measure('postgres', url)));
    results.postgres = postgres.results;
    targets.push(...postgres.targets);
    return { results, targets };
  },
};
export default bench;
