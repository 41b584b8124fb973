import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatEasternDateTime } from '@homebid/shared/dates';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { alerts } from '../../db/schema/alerts';
import { escrowMilestones } from '../../db/schema/escrow';
import { seedCatalogue } from '../../seed/listings/seed-catalogue';
import { createTestDatabase } from '../../../test/test-database';
import { isPostgresRun } from '../../../test/test-app';
import { checkLedger } from '../milestone-payments/ledger-check';
import { buildAcceptedContract, setupSellerCard } from '../../../test/support/milestone-payments';
import { buildTestApp } from '../../../test/test-app';
import { drainJobs, fundByCard, release, submit } from '../../../test/support/escrow';
import { runEscrowTimer, sweepEscrow } from './escrow.jobs';

const DELAY_DAYS = 2 / 86_400; // two seconds

/** One database that outlives the app on it: the app can stop and start again, as after a restart. */
async function restartableDatabase() {
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PUBLIC_URL: 'http://localhost:3000', ESCROW_AUTO_RELEASE_DAYS: String(DELAY_DAYS) };
  const dataDir = path.join(os.tmpdir(), `homebid-escrow-${randomBytes(6).toString('hex')}`);
  const database = isPostgresRun() ? await createTestDatabase() : undefined;
  const start = async (): Promise<App> => {
    const app = await buildApp(loadConfig({ ...env, DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : { PGLITE_DIR: path.join(dataDir, 'db') }) }));
    await seedCatalogue(app.ctx);
    return app;
  };
  return { start, drop: async () => { await database?.drop(); await fs.rm(dataDir, { recursive: true, force: true }); } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('auto-release', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('releases a submitted milestone nobody answered, once, after a restart too, and ignores one that moved first', async () => {
    const database = await restartableDatabase();
    cleanups.push(database.drop);
    let app = await database.start();
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupSellerCard(app, bidder);
    await fundByCard(poster, contractId, 1);
    await fundByCard(poster, contractId, 2);
    expect((await submit(bidder, contractId, 1)).statusCode).toBe(200);
    expect((await submit(bidder, contractId, 2)).statusCode).toBe(200);
    // milestone 2 moves first: the poster releases it; its timer must then do nothing
    expect((await release(poster, contractId, 2)).statusCode).toBe(200);

    // the instance stops before the time comes, and another starts after it
    await app.close();
    await sleep(2_500);
    app = await database.start();
    cleanups.push(() => app.close());
    await drainJobs(app);
    await drainJobs(app);

    const rows = await app.ctx.db.select().from(escrowMilestones).where(eq(escrowMilestones.contractId, contractId));
    expect(rows.map((r) => [r.position, r.state, r.releasedCents]).sort()).toEqual([[1, 'released', 30_000], [2, 'released', 20_000]]);
    const auto = await app.ctx.db.select().from(alerts).where(and(eq(alerts.kind, 'milestone_auto_release'), eq(alerts.userId, bidder.id)));
    expect(auto.map((a) => a.title)).toEqual(['Milestone released automatically']);
    // once: the jobs ran again, nothing more moved
    await drainJobs(app);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
    expect((await app.ctx.db.select().from(alerts).where(and(eq(alerts.kind, 'milestone_released'), eq(alerts.userId, bidder.id)))).length).toBe(2);
  }, 60_000);

  it('the sweep releases a backlog bigger than one batch in one run (jobs stopped for a while), and nothing twice', async () => {
    const app = await buildTestApp();
    cleanups.push(() => app.close());
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupSellerCard(app, bidder);
    for (const position of [1, 2]) {
      await fundByCard(poster, contractId, position);
      expect((await submit(bidder, contractId, position)).statusCode).toBe(200);
    }
    const log = { warn: () => {}, error: () => {} };
    const autoReleaseAlerts = async (userId: string) =>
      (await app.ctx.db.select().from(alerts).where(and(eq(alerts.kind, 'milestone_auto_release'), eq(alerts.userId, userId))).orderBy(alerts.id)).map((a) => a.message);
    // a reminder names the release time as the product writes dates, in New York time (the server may run in UTC)
    const [first] = await app.ctx.db.select().from(escrowMilestones).where(and(eq(escrowMilestones.contractId, contractId), eq(escrowMilestones.position, 1)));
    await runEscrowTimer(app.ctx, log, { contractId, position: 1, submittedAt: first!.submittedAt!.toISOString(), step: 'remind', daysLeft: 3 });
    expect(await autoReleaseAlerts(bidder.id)).toEqual([`Milestone 1 ($300.00) is released to you automatically on ${formatEasternDateTime(first!.autoReleaseAt!)} if the poster does not answer.`]);
    expect(formatEasternDateTime(first!.autoReleaseAt!)).toMatch(/^\d{2} [A-Z][a-z]{2}, \d{4} \d{1,2}:\d{2} [ap]m ET$/);

    // both are long past their auto-release time, and their timers never ran
    await app.ctx.db.update(escrowMilestones).set({ autoReleaseAt: new Date(Date.now() - 60_000) }).where(eq(escrowMilestones.contractId, contractId));

    expect(await sweepEscrow(app.ctx, log, 1)).toMatchObject({ released: 2 });
    const rows = await app.ctx.db.select().from(escrowMilestones).where(eq(escrowMilestones.contractId, contractId));
    expect(rows.map((r) => r.state)).toEqual(['released', 'released']);
    expect((await autoReleaseAlerts(poster.id)).at(-1)).toBe(
      `Milestone 2 was released to the seller automatically: it had waited for your review since ${formatEasternDateTime(rows.find((r) => r.position === 2)!.submittedAt!)}.`,
    );
    expect(await sweepEscrow(app.ctx, log, 1)).toMatchObject({ released: 0 });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
