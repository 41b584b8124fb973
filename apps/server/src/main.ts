import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemoData } from './seed/seed-demo';
import { seedCatalogue } from './seed/listings/seed-catalogue';

const config = loadConfig();
const app = await buildApp(config);
// the material catalogue is product data, not demo data: every start makes sure it is there
await seedCatalogue(app.ctx);
if (config.SEED_DEMO) await seedDemoData(app.ctx);
await app.listen({ port: config.PORT, host: config.HOST });
// background jobs (alert e-mails, support forwarding, housekeeping); JOBS=off leaves them to other instances
if (config.JOBS) {
  // a job queue that cannot start must not take the site down: jobs wait in job_outbox until one can
  await app.ctx.jobs.start().catch((error: unknown) => console.error('background jobs did not start', error));
}
console.log(`HomeBid is running at ${config.publicUrl} (database: ${app.ctx.database.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
