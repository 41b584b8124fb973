import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { alerts } from '../../db/schema/alerts';
import { supportTickets } from '../../db/schema/notifications';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { startFakeZendesk, type FakeZendesk } from '../../../test/fakes/fake-zendesk';
import { createEmailSupportForwarder, type SupportForwarder } from '../../platform/support/support-forwarder';
import { createZendeskSupportForwarder } from '../../platform/support/zendesk-support-forwarder';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { SUPPORT_DESK_STATUS_JOB, refreshSupportDeskStatuses } from './support-desk-status.job';

const ZENDESK = { email: 'agent@homebid.test', token: 'zd-token' };
const showManyRequests = (zendesk: FakeZendesk) => zendesk.requests.filter((r) => r.method === 'GET' && r.path === '/api/v2/tickets/show_many.json');

describe('Zendesk adapter: reading desk statuses (node-zendesk against the fake show_many)', () => {
  let zendesk: FakeZendesk;
  let forwarder: SupportForwarder;
  beforeAll(async () => {
    zendesk = await startFakeZendesk(ZENDESK);
    forwarder = (await createZendeskSupportForwarder(loadConfig({ ZENDESK_URL: `${zendesk.url}/api/v2`, ZENDESK_EMAIL: ZENDESK.email, ZENDESK_API_TOKEN: ZENDESK.token })))!;
  });
  afterAll(() => zendesk.stop());

  it('reads many tickets in one call, leaves out unknown ids, and throws when Zendesk fails', async () => {
    const ticket = { userId: 'u', userName: 'U', userEmail: 'u@example.com', subject: 's', message: 'm', priority: 'urgent' as const };
    const first = await forwarder.forward({ ...ticket, ticketId: 1 });
    const second = await forwarder.forward({ ...ticket, ticketId: 2 });
    zendesk.setStatus(second.externalId!, 'pending');

    const statuses = await forwarder.readStatuses!([first.externalId!, second.externalId!, '999999']);
    expect(statuses).toEqual(new Map([[first.externalId!, 'new'], [second.externalId!, 'pending']]));
    expect(showManyRequests(zendesk)).toHaveLength(1);
    expect(showManyRequests(zendesk)[0]!.query.get('ids')).toBe(`${first.externalId},${second.externalId},999999`);

    await expect(forwarder.readStatuses!(Array.from({ length: 101 }, (_, i) => String(i + 1)))).rejects.toThrow('at most 100');
    zendesk.state.failNext = 1;
    await expect(forwarder.readStatuses!([first.externalId!])).rejects.toThrow();
    expect(showManyRequests(zendesk)).toHaveLength(2); // the refused batch of 101 never left
  });

  it('the e-mail desk cannot be asked: its tickets keep our status and a round reads nothing', async () => {
    const email = createEmailSupportForwarder({ send: async () => {} }, 'help@homebid.test');
    expect(email.readStatuses).toBeUndefined();
    expect(await refreshSupportDeskStatuses({ db: undefined as never }, email)).toEqual({ read: 0, failed: false });
  });
});

describe('support-desk-status job: desk statuses stored, one alert when solved', () => {
  let zendesk: FakeZendesk;
  let app: App;
  let user: TestUser;
  let other: TestUser;
  const myTickets = async (who: TestUser) => (await who.request({ method: 'GET', url: '/api/support/tickets' })).json().tickets as Array<{ subject: string; status: string; externalStatus: string | null }>;
  const send = (who: TestUser, subject: string) => who.request({ method: 'POST', url: '/api/support/tickets', payload: { subject, message: 'Please help.' } });
  const stored = async (subject: string) => (await app.ctx.db.select().from(supportTickets).where(eq(supportTickets.subject, subject)))[0]!;
  const answeredAlerts = (who: TestUser) => app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, who.id), eq(alerts.kind, 'support_answered')));
  const runRound = async () => {
    await enqueueJob(app.ctx.db, SUPPORT_DESK_STATUS_JOB, {});
    await app.ctx.jobs.runDueJobs();
  };

  beforeAll(async () => {
    zendesk = await startFakeZendesk(ZENDESK);
    app = await buildTestApp({ ZENDESK_URL: `${zendesk.url}/api/v2`, ZENDESK_EMAIL: ZENDESK.email, ZENDESK_API_TOKEN: ZENDESK.token });
    [user, other] = await Promise.all([buildUser(app), buildUser(app)]);
    for (const [who, subject] of [[user, 'Payout missing'], [user, 'Card declined'], [other, 'Other question']] as const) expect((await send(who, subject)).statusCode).toBe(201);
    await app.ctx.jobs.runDueJobs(); // forwarded: each has its Zendesk id and status 'new'
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await zendesk.stop();
  });

  it('stores the desk status with the time it was read, each user seeing only their own tickets', async () => {
    const payout = await stored('Payout missing');
    zendesk.setStatus(payout.externalId!, 'open');
    const before = showManyRequests(zendesk).length;
    await runRound();

    expect(showManyRequests(zendesk)).toHaveLength(before + 1); // three tickets, one call
    const read = await stored('Payout missing');
    expect(read.externalStatus).toBe('open');
    expect(read.externalStatusReadAt).toBeInstanceOf(Date);
    expect((await stored('Card declined')).externalStatusReadAt).toBeInstanceOf(Date);
    expect(await myTickets(user)).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: 'Payout missing', status: 'forwarded', externalStatus: 'open' }), expect.objectContaining({ subject: 'Card declined', externalStatus: 'new' })]),
    );
    expect((await myTickets(other)).map((t) => t.subject)).toEqual(['Other question']);
    expect(await answeredAlerts(user)).toHaveLength(0);
  });

  it('alerts the user once when support solves the ticket, in plain words with a link to the list', async () => {
    const payout = await stored('Payout missing');
    zendesk.setStatus(payout.externalId!, 'solved');
    await runRound();

    expect((await stored('Payout missing')).externalStatus).toBe('solved');
    const [alert, ...more] = await answeredAlerts(user);
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({ title: 'Support Request Answered', link: '/v1/profile/support' });
    expect(alert!.message).toContain('Payout missing');
    expect(await answeredAlerts(other)).toHaveLength(0);
    const page = (await user.request({ method: 'GET', url: '/api/alerts' })).json();
    expect(page.alerts.map((a: { title: string }) => a.title)).toContain('Support Request Answered');

    // the next rounds, and the desk closing the solved ticket, alert nothing more
    await runRound();
    zendesk.setStatus(payout.externalId!, 'closed');
    await runRound();
    expect((await stored('Payout missing')).externalStatus).toBe('closed');
    expect(await answeredAlerts(user)).toHaveLength(1);

    // a closed ticket is not asked about any more
    await runRound();
    expect(showManyRequests(zendesk).at(-1)!.query.get('ids')!.split(',')).not.toContain(payout.externalId);
  });

  it('a failing Zendesk is logged, breaks nothing, and the next round reads the status', async () => {
    const card = await stored('Card declined');
    zendesk.setStatus(card.externalId!, 'pending');
    zendesk.state.failNext = 1;
    const logged: string[] = [];
    const forwarder = (await createZendeskSupportForwarder(app.ctx.config))!;
    expect(await refreshSupportDeskStatuses(app.ctx, forwarder, (message) => logged.push(message))).toMatchObject({ failed: true });
    expect(logged).toEqual(['support desk statuses could not be read; the next round asks again']);
    expect((await stored('Card declined')).externalStatus).toBe('new');
    expect((await send(user, 'Still works')).statusCode).toBe(201); // the rest of support is untouched
    await app.ctx.jobs.runDueJobs(); // and forwarded

    // through the job: the failing round completes (no retry storm), and the next one stores the status
    zendesk.state.failNext = 1;
    await runRound();
    expect(zendesk.state.failNext).toBe(0);
    expect((await stored('Card declined')).externalStatus).toBe('new');
    const jobs = await app.ctx.jobs.listJobs(SUPPORT_DESK_STATUS_JOB);
    expect(jobs.filter((job) => job.state === 'retry' || job.state === 'failed')).toHaveLength(0);
    await runRound();
    expect((await stored('Card declined')).externalStatus).toBe('pending');
    expect((await myTickets(user)).find((t) => t.subject === 'Still works')).toMatchObject({ status: 'forwarded', externalStatus: 'new' });
  });

  it('asks at most 100 ids per call and reads every open ticket in one round', async () => {
    const rows = Array.from({ length: 130 }, (_, i) => ({ userId: other.id, subject: `Bulk ${i}`, message: 'm', status: 'forwarded' as const, externalId: String(900000 + i), externalStatus: 'open' }));
    await app.ctx.db.insert(supportTickets).values(rows);
    const before = showManyRequests(zendesk).length;
    await runRound();

    const calls = showManyRequests(zendesk).slice(before).map((r) => r.query.get('ids')!.split(','));
    expect(calls.map((ids) => ids.length)).toEqual([100, calls[1]!.length]);
    expect(calls[1]!.length).toBeGreaterThanOrEqual(30);
    const asked = new Set(calls.flat());
    expect(rows.every((row) => asked.has(row.externalId))).toBe(true);
    // unknown to Zendesk: read (time stored), status kept
    expect((await stored('Bulk 0')).externalStatus).toBe('open');
    expect((await stored('Bulk 0')).externalStatusReadAt).toBeInstanceOf(Date);
  });
});
