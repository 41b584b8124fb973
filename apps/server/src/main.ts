import { buildApp } from './app';
import { loadConfig } from './config';
import { applyAdminEmails } from './modules/admin/user-roles.service';
import { prepareGracefulStop } from './platform/graceful-stop';
import { seedDemoData } from './seed/seed-demo';
import { seedCatalogue } from './seed/listings/seed-catalogue';

/** A stop that takes longer ends the process anyway: orchestrators kill after 30 s by default. */
const STOP_DEADLINE_MS = 28_000;

const config = loadConfig();
const app = await buildApp(config);
// pg-boss 10 does not await the write that completes or fails a job (manager.js, watch): with the database gone (a
// restart, a failover) that write rejects with nobody listening, which would end the process. The job stays active
// and pg-boss retries it after its expiry; the instance keeps serving and reconnects (crash-safety.test.ts).
process.on('unhandledRejection', (reason) => app.ctx.log('unhandled promise rejection (the instance keeps running)', reason));
// before listen: it follows every request from the first
const graceful = prepareGracefulStop(app);
// the material catalogue is product data, not demo data: every start makes sure it is there
await seedCatalogue(app.ctx);
if (config.SEED_DEMO) await seedDemoData(app.ctx);
// the first operators of a deployment (later ones are granted in the console or with `npm run admin`)
const admins = await applyAdminEmails(app.ctx);
if (admins.missing.length) app.log.warn(`ADMIN_EMAILS: nobody has registered ${admins.missing.join(', ')} yet`);
await app.listen({ port: config.PORT, host: config.HOST });
// background jobs (alert e-mails, support forwarding, housekeeping); JOBS=off leaves them to other instances.
// A job queue that cannot start must not take the site down: jobs wait in job_outbox until one can.
const jobsStarted = config.JOBS
  ? app.ctx.jobs.start().catch((error: unknown) => app.log.error({ err: error }, 'background jobs did not start'))
  : Promise.resolve();

// SIGTERM (an orchestrator replacing this instance) or SIGINT (Ctrl+C): stop without failing a request
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'stopping: finishing the requests in flight');
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    // a stop while the jobs start waits for their start, then stops them
    graceful.stop(jobsStarted).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'the stop failed');
        process.exit(1);
      },
    );
  });
}

await jobsStarted;
app.log.info(`HomeBid is running at ${config.publicUrl} (database: ${app.ctx.database.kind})`);
