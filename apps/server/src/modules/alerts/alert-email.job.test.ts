import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { buildUser, type TestUser } from '../../../test/factories';
import { pgBossJobsOf } from '../../../test/support/jobs';
import { buildTestApp } from '../../../test/test-app';
import { ALERT_EMAIL_JOB, recordAlert } from './record-alert';

describe('alert e-mails, sent in batches', () => {
  let app: App;
  let users: TestUser[];
  /** Recipients whose mail server refuses, and every mail handed to the real mailer. */
  const refusing = new Set<string>();
  const sent: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    users = await Promise.all([0, 1, 2].map(() => buildUser(app)));
    const real = app.ctx.mailer;
    app.ctx.mailer = {
      async send(message) {
        if (refusing.has(message.to)) throw new Error(`mailbox of ${message.to} unavailable`);
        sent.push(`${message.to} ${message.subject}`);
        await real.send(message);
      },
    };
  }, 120_000);
  afterAll(() => app.close());

  const record = (user: TestUser, title: string) =>
    app.ctx.db.transaction((tx) => recordAlert(tx, { userId: user.id, kind: 'bid_placed', title, message: 'A bid came in.', link: '/v1/projects' }));
  const emailedOf = async (ids: number[]) =>
    new Map((await app.ctx.db.select().from(alerts).where(inArray(alerts.id, ids))).map((alert) => [alert.id, alert.emailedAt !== null]));

  it('sends a batch in one run; a refused send is retried alone and the others are sent once', async () => {
    const [a, b, c] = users as [TestUser, TestUser, TestUser];
    refusing.add(b.email);
    const ids = [(await record(a, 'First')).id, (await record(b, 'Second')).id, (await record(c, 'Third')).id];

    expect(await app.ctx.jobs.runDueJobs()).toBe(3);
    // pg-boss fetches the jobs of one moment in no set order: the batch is sent in the order fetched
    expect([...sent].sort()).toEqual([`${a.email} HomeBid: First`, `${c.email} HomeBid: Third`].sort());
    expect(await emailedOf(ids)).toEqual(new Map([[ids[0], true], [ids[1], false], [ids[2], true]]));
    // a sent e-mail's job is deleted (its alert records the send); the refused one waits for its retry
    const statesOf = async () => {
      const jobs = await pgBossJobsOf(app, ALERT_EMAIL_JOB);
      return ids.map((id) => jobs.find((job) => Number(job.data.alertId) === id)?.state);
    };
    expect(await statesOf()).toEqual([undefined, 'retry', undefined]);

    // the mail server takes it again; the retry is made due as if its delay had passed
    refusing.clear();
    await app.ctx.database.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry'`, [ALERT_EMAIL_JOB]);
    expect(await app.ctx.jobs.runDueJobs()).toBe(1);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toBe(`${b.email} HomeBid: Second`);
    expect([...(await emailedOf(ids)).values()]).toEqual([true, true, true]);
    expect(await app.ctx.outbox.list(b.email)).toHaveLength(1);
    expect(await statesOf()).toEqual([undefined, undefined, undefined]);
  });

  it('skips an alert already e-mailed and one whose kind the user turned off since', async () => {
    const [a, b] = users as [TestUser, TestUser];
    const { id } = await record(a, 'Fourth');
    const { id: off } = await record(b, 'Fifth');
    await b.request({ method: 'PUT', url: '/api/notifications/preferences', payload: { kind: 'bid_placed', emailEnabled: false } });
    // as if a crash had left the job queued after its send was marked
    await app.ctx.db.update(alerts).set({ emailedAt: new Date() }).where(inArray(alerts.id, [id]));
    const before = sent.length;

    expect(await app.ctx.jobs.runDueJobs()).toBe(2);
    expect(sent.slice(before)).toEqual([]);
    expect(await emailedOf([off])).toEqual(new Map([[off, false]]));
  });
});
