// Throughput and latency of the public health check and of a signed-in profile read, on loopback.
import { startBenchApp } from './support/app';
import { compareLoad } from './support/load';
import { checkTarget, type Bench } from './support/target';

const bench: Bench = {
  name: 'api',
  async run() {
    const app = await startBenchApp({ databaseUrl: process.env.BENCH_DATABASE_URL });
    try {
      const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
      // alternating 1 s slices: the ratio is the target, and the machine's load may change during the run
      const { health, profile } = await compareLoad(
        { health: { url: `${app.url}/api/health` }, profile: { url: `${app.url}/api/profile/me`, headers: { cookie: app.cookie } } },
        { durationSeconds, slices: Math.max(1, Math.round(durationSeconds)) },
      );
      const ratio = profile.requestsPerSecond / Math.max(1, health.requestsPerSecond);
      return {
        results: { database: app.database, health, profileMe: profile, profileToHealthRatio: Number(ratio.toFixed(3)) },
        targets: [
          checkTarget('profileRpsAtLeastHalfOfHealth', ratio, '>=', 0.5),
          // a benchmark of failing requests would measure nothing
          checkTarget('profileNon2xxAndErrors', profile.non2xx + profile.errors, '<=', 0),
          checkTarget('healthNon2xxAndErrors', health.non2xx + health.errors, '<=', 0),
        ],
      };
    } finally {
      await app.stop();
    }
  },
};
export default bench;
