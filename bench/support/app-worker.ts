// Runs the real app (buildApp) in a worker thread of the bench process, so the load generator in the main
// thread does not share the server's event loop. Started by startBenchApp() in app.ts.
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { seedCatalogue } from '../../apps/server/src/seed/listings/seed-catalogue';
import { seedDemoApp } from '../../apps/server/src/seed/seed-demo';
import { prepareReplay } from './sql-replay';

const env = workerData as Record<string, string>;
const app = await buildApp(loadConfig(env));
// the web bench browses the demo data as `npm start` shows it
if (env.SEED_DEMO === 'true') {
  await seedCatalogue(app.ctx);
  await seedDemoApp(app);
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const url = `http://127.0.0.1:${port}`;

// one signed-in user for the authenticated routes
const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  payload: { name: 'Bench User', email: `bench-${randomBytes(5).toString('hex')}@example.com`, password: 'correct-horse-battery' },
});
if (signUp.statusCode !== 200) throw new Error(`bench sign-up failed: ${signUp.statusCode} ${signUp.body}`);
const raw = signUp.headers['set-cookie'];
const cookie = (Array.isArray(raw) ? raw : raw ? [raw] : []).map((c) => c.split(';')[0]).join('; ');

parentPort!.postMessage({ type: 'ready', url, cookie, database: app.ctx.database.kind });
const replays = new Map<string, Awaited<ReturnType<typeof prepareReplay>>>();
/** One slice of the SQL replay of `path` (its statements recorded on the first call). */
async function replaySlice(path: string, concurrency: number, seconds: number) {
  let replay = replays.get(path);
  if (!replay) {
    replay = await prepareReplay(app as never, path, cookie);
    replays.set(path, replay);
  }
  return { statements: replay.statements, ...(await replay.run(concurrency, seconds)) };
}

parentPort!.on('message', async (message: { type: string; path?: string; seconds?: number; concurrency?: number }) => {
  if (message.type === 'replay') {
    const result = await replaySlice(message.path!, message.concurrency!, message.seconds!).catch((error: Error) => ({ error: error.message }));
    parentPort!.postMessage({ type: 'replayed', result });
    return;
  }
  if (message.type !== 'stop') return;
  await app.close();
  parentPort!.postMessage({ type: 'stopped' });
});
