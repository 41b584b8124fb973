import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { supportTickets } from '../../db/schema/notifications';
import { outboxMessages } from '../../db/schema/outbox';
import { captchaUses, phoneOtps } from '../../db/schema/phone';
import { ALERT_EMAIL_JOB, recordAlert } from '../../modules/alerts/record-alert';
import { HOUSEKEEPING_JOB } from '../../modules/housekeeping/housekeeping.job';
import { SUPPORT_FORWARD_JOB } from '../../modules/support/support.service';
import { buildUser, type TestUser } from '../../../test/factories';
import { countDeleteStatements, pgBossJobsOf, recordMailOf, requestAs, type SentMail } from '../../../test/support/jobs';
import { buildTwoInstances, isPostgresRun } from '../../../test/test-app';

/** pg-boss's scheduler turns a schedule into a job at most once a minute: the test schedule is every minute. */
const EVERY_MINUTE = '* * * * *';
/** After the last job is done, how long duplicates get to show up: several polls of every worker (1 s each). */
const SETTLE_MS = 2_500;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const countBy = <T>(list: T[], key: (item: T) => string) => list.reduce((counts, item) => counts.set(key(item), (counts.get(key(item)) ?? 0) + 1), new Map<string, number>());

/**
 * Two server instances on one PostgreSQL, both running their jobs (pg-boss workers, outbox pump and scheduler)
 * as `main.ts` starts them: each job of each kind runs once for the fleet, on whichever instance takes it.
 * PostgreSQL only: on PGlite there is one process, so there is no fleet.
 */
describe.runIf(isPostgresRun())('background jobs on a fleet: two instances on one PostgreSQL', () => {
  let fleet: Awaited<ReturnType<typeof buildTwoInstances>>;
  let a: App;
  let b: App;
  const sent: SentMail[] = [];
  let housekeepingRuns: () => Promise<Array<{ at: Date }>>;
  let started: Date;

  beforeAll(async () => {
    fleet = await buildTwoInstances();
    [a, b] = [fleet.a, fleet.b];
    // what the housekeeping schedule has to clean, and a count of its runs (each run deletes from captcha_uses)
    housekeepingRuns = await countDeleteStatements(a, 'captcha_uses', 'probe_housekeeping_runs');
    const owner = await buildUser(a);
    const old = new Date(Date.now() - 3 * 3600_000);
    await a.ctx.db.insert(phoneOtps).values({ userId: owner.id, phone: '+14015550100', codeHash: 'expired', createdAt: old, expiresAt: old });
    await a.ctx.db.insert(captchaUses).values({ signature: 'expired', expiresAt: old });

    for (const [instance, app] of [['A', a], ['B', b]] as const) {
      recordMailOf(app, instance, sent);
      // the production cron is every 15 minutes; this one fires within seconds, through the same scheduler
      app.ctx.jobs.schedule(HOUSEKEEPING_JOB, EVERY_MINUTE);
    }
    started = new Date();
    // both at once, as a deploy starts a fleet: pg-boss's schema and the queues are made by whichever comes first
    await Promise.all([a, b].map((app) => app.ctx.jobs.start({ scheduleCheckSeconds: 1 })));
  }, 120_000);
  afterAll(() => fleet?.close());

  it('sends each alert e-mail once, from one instance or the other', async () => {
    const user = await buildUser(a);
    const titles = Array.from({ length: 8 }, (_, i) => `Fleet alert ${i}`);
    const alertIds: number[] = [];
    for (const [i, title] of titles.entries()) {
      // committed on A and on B in turn: each instance's outbox pump hears the NOTIFY of its own and the other's
      const app = i % 2 ? b : a;
      const { id } = await app.ctx.db.transaction((tx) => recordAlert(tx, { userId: user.id, kind: 'bid_placed', title, message: 'm', link: '/v1' }));
      alertIds.push(id);
    }
    await expect
      .poll(async () => (await a.ctx.db.select().from(alerts).where(inArray(alerts.id, alertIds))).filter((alert) => alert.emailedAt).length, { timeout: 20_000 })
      .toBe(titles.length);
    await settle();

    const subjects = titles.map((title) => `HomeBid: ${title}`);
    const mails = sent.filter((mail) => mail.to === user.email);
    expect(countBy(mails, (mail) => mail.subject)).toEqual(new Map(subjects.map((subject) => [subject, 1])));
    const outbox = await a.ctx.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, [user.email]));
    expect(outbox.map((row) => row.subject).sort()).toEqual([...subjects].sort());
    // every job is done (a done alert e-mail's job is deleted): none failed, none left to retry
    expect((await pgBossJobsOf(a, ALERT_EMAIL_JOB)).filter((job) => alertIds.includes(Number(job.data.alertId)))).toEqual([]);
    // whichever instance's worker fetched first may send them all: a worker goes on at once while it finds jobs
  });

  it('forwards each support request to the desk once', async () => {
    const users: TestUser[] = [await buildUser(a), await buildUser(b)];
    const subjects: string[] = [];
    const ticketIds: number[] = [];
    for (let i = 0; i < 6; i++) {
      const subject = `Fleet ticket ${i}`;
      const response = await requestAs(i % 2 ? b : a, users[i % 2]!)({ method: 'POST', url: '/api/support/tickets', payload: { subject, message: 'Help, please.' } });
      expect(response.statusCode).toBe(201);
      subjects.push(subject);
      ticketIds.push(response.json().ticket.id as number);
    }
    await expect
      .poll(async () => (await a.ctx.db.select().from(supportTickets).where(inArray(supportTickets.id, ticketIds))).filter((t) => t.status === 'forwarded').length, {
        timeout: 20_000,
      })
      .toBe(ticketIds.length);
    await settle();

    const deskSubjects = ticketIds.map((id, i) => `[Support #${id}] [urgent] ${subjects[i]}`);
    const mails = sent.filter((mail) => mail.to === a.ctx.config.SUPPORT_EMAIL && mail.subject.includes('Fleet ticket'));
    expect(countBy(mails, (mail) => mail.subject)).toEqual(new Map(deskSubjects.map((subject) => [subject, 1])));
    const outbox = (await a.ctx.db.select().from(outboxMessages).where(inArray(outboxMessages.subject, deskSubjects))).map((row) => row.subject);
    expect(outbox.sort()).toEqual([...deskSubjects].sort());
    const jobs = (await pgBossJobsOf(a, SUPPORT_FORWARD_JOB)).filter((job) => ticketIds.includes(Number(job.data.ticketId)));
    expect(jobs).toHaveLength(ticketIds.length);
    expect(jobs.every((job) => job.state === 'completed' && job.retry_count === 0)).toBe(true);
  });

  it('runs the housekeeping schedule once per scheduled minute, fired by pg-boss’s scheduler on the shared database', async () => {
    await expect.poll(async () => (await a.ctx.db.select().from(captchaUses)).length, { timeout: 20_000 }).toBe(0);
    expect(await a.ctx.db.select().from(phoneOtps)).toEqual([]);
    // both instances look at the schedules every second: give them several looks each
    await settle();
    await settle();
    // a firing at a minute's turn may still be on its way to its housekeeping job: read once each firing has run
    const { fired, housekeeping, runs } = await vi.waitFor(
      async () => {
        // the scheduler's own jobs: one per minute slot in which the schedule was due, whichever instance looked
        const fired = (await pgBossJobsOf(a, '__pgboss__send-it')).filter((job) => job.data.name === HOUSEKEEPING_JOB);
        const housekeeping = await pgBossJobsOf(a, HOUSEKEEPING_JOB);
        const runs = await housekeepingRuns();
        const done = fired.every((job) => job.state === 'completed') && housekeeping.every((job) => job.state === 'completed');
        if (!done || housekeeping.length < fired.length || runs.length < housekeeping.length) throw new Error('a scheduled housekeeping run is still under way');
        return { fired, housekeeping, runs };
      },
      { timeout: 20_000, interval: 250 },
    );
    const ended = new Date();

    expect(fired.length).toBeGreaterThanOrEqual(1);
    // at most one per minute the test lasted (one, or two when it crossed a minute)
    const minutes = Math.floor(ended.getTime() / 60_000) - Math.floor(started.getTime() / 60_000) + 1;
    expect(fired.length).toBeLessThanOrEqual(minutes);
    // each scheduled firing became one housekeeping job, which ran once (counted in the database, not by pg-boss)
    expect(housekeeping).toHaveLength(fired.length);
    expect(housekeeping.every((job) => job.retry_count === 0)).toBe(true);
    expect(runs).toHaveLength(fired.length);
  }, 60_000);
});
