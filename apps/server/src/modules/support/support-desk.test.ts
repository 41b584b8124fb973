import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/schemas/admin';
import { SUPPORT_DESK_MSG } from '@homebid/shared/schemas/support-desk';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { auditLog } from '../../db/schema/audit';
import { supportTickets } from '../../db/schema/notifications';
import { supportTicketMessages } from '../../db/schema/support-desk';
import { startFakeZendesk, type FakeZendesk } from '../../../test/fakes/fake-zendesk';
import { buildUser, type TestUser } from '../../../test/factories';
import { makeOperator } from '../../../test/support/disputes';
import { buildTestApp } from '../../../test/test-app';
import { countOpenDeskTickets } from './support-desk.service';
import { zendeskTicketLink } from './zendesk-desk';

type Ticket = { id: number; subject: string; status: string; user: { id: string; name: string; email: string }; assignee: { id: string; name: string } | null; zendeskUrl: string | null };
type Entry = { id: string; kind: string; body: string; author: { id: string; name: string } | null };

const sendTicket = async (user: TestUser, subject: string, message = 'Please help.') => {
  const response = await user.request({ method: 'POST', url: '/api/support/tickets', payload: { subject, message } });
  expect(response.statusCode).toBe(201);
  return response.json().ticket.id as number;
};
const queue = (as: TestUser, query = '') => as.request({ method: 'GET', url: `/api/admin/tickets${query}` });
const queueSubjects = async (as: TestUser, query = '') => ((await queue(as, query)).json().tickets as Ticket[]).map((t) => t.subject);
const detail = (as: TestUser, id: number | string) => as.request({ method: 'GET', url: `/api/admin/tickets/${id}` });
const change = (as: TestUser, id: number | string, action: 'assign' | 'replies' | 'notes' | 'status', payload?: object, headers?: Record<string, string>) =>
  as.request({ method: 'POST', url: `/api/admin/tickets/${id}/${action}`, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });
const errorOf = (response: { statusCode: number; json(): { error: { code: string; message: string } } }) => [response.statusCode, response.json().error.code, response.json().error.message];
const myTickets = async (user: TestUser) => (await user.request({ method: 'GET', url: '/api/support/tickets' })).json().tickets as Array<{ id: number; externalStatus: string | null; replies: Array<{ body: string; author: string }> }>;
/** Ends the session's step-up window: its sign-in is older than 15 minutes and no password was entered since. */
const staleStepUp = (app: App, user: TestUser) => app.ctx.db.execute(sql`UPDATE sessions SET created_at = now() - interval '20 minutes', stepped_up_at = NULL WHERE user_id = ${user.id}`);
const ticketAudit = (app: App, id: number) => app.ctx.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'ticket'), eq(auditLog.targetId, String(id)))).orderBy(auditLog.id);

describe("the operators' support queue (HomeBid's own desk)", () => {
  let app: App;
  let alice: TestUser;
  let bob: TestUser;
  let agent: TestUser;
  let admin: TestUser;
  let plain: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await buildTestApp({ SUPPORT_EMAIL: 'help@homebid.test' });
    [alice, bob, agent, admin, plain] = await Promise.all([
      buildUser(app, { name: 'Alice Requester' }),
      buildUser(app, { name: 'Bob Builder' }),
      buildUser(app, { name: 'Sam Support' }),
      buildUser(app, { name: 'Ada Admin' }),
      buildUser(app),
    ]);
    await makeOperator(app, agent, 'support');
    await makeOperator(app, admin, 'admin');
    ids.payout = await sendTicket(alice, 'Payout missing', 'My payout of last week never arrived.');
    ids.card = await sendTicket(bob, 'Card declined_100%');
    ids.login = await sendTicket(alice, 'Cannot log in');
  });
  afterAll(() => app.close());

  it('refuses the signed-out (401) and users who are not staff (403), saying nothing of the tickets', async () => {
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/admin/tickets'],
      ['GET', `/api/admin/tickets/${ids.payout}`],
      ['POST', `/api/admin/tickets/${ids.payout}/assign`],
      ['POST', `/api/admin/tickets/${ids.payout}/replies`, { body: 'Hello' }],
      ['POST', `/api/admin/tickets/${ids.payout}/notes`, { body: 'Hello' }],
      ['POST', `/api/admin/tickets/${ids.payout}/status`, { status: 'solved' }],
    ];
    for (const [method, url, payload] of calls) {
      const options = { method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}) };
      const anonymous = await app.inject({ ...options, headers: { origin: 'http://localhost:3000' } });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      for (const user of [plain, alice]) {
        const refused = await user.request(options);
        expect([url, ...errorOf(refused)]).toEqual([url, 403, 'forbidden', ADMIN_MSG.staffOnly]);
        expect(refused.body).not.toMatch(/Payout missing|never arrived|Alice Requester/);
      }
    }
    // and nothing changed
    expect(await app.ctx.db.select().from(supportTicketMessages)).toEqual([]);
    expect((await queue(agent, '?status=new')).json().total).toBe(3);
  });

  it('lists tickets newest first with their user, filtered by status, assignee and a search, in pages', async () => {
    const page = (await queue(agent)).json();
    expect(page).toMatchObject({ desk: 'homebid', total: 3, page: 1, pageSize: 25 });
    expect(page.tickets.map((t: Ticket) => t.subject)).toEqual(['Cannot log in', 'Card declined_100%', 'Payout missing']);
    expect(page.tickets[2]).toMatchObject({ id: ids.payout, status: 'new', assignee: null, zendeskUrl: null, user: { id: alice.id, name: 'Alice Requester', email: alice.email } });

    expect(await queueSubjects(agent, '?q=requester')).toEqual(['Cannot log in', 'Payout missing']); // the user's name
    expect(await queueSubjects(agent, `?q=${encodeURIComponent(bob.email.toUpperCase())}`)).toEqual(['Card declined_100%']);
    expect(await queueSubjects(agent, '?q=payout')).toEqual(['Payout missing']);
    expect(await queueSubjects(agent, `?q=%23${ids.login}`)).toEqual(['Cannot log in']);
    // LIKE's wildcards are taken as written
    expect(await queueSubjects(agent, '?q=_100%25')).toEqual(['Card declined_100%']);
    expect(await queueSubjects(agent, '?q=%25')).toEqual(['Card declined_100%']);

    const second = (await queue(agent, '?pageSize=2&page=2')).json();
    expect([second.total, second.tickets.map((t: Ticket) => t.subject)]).toEqual([3, ['Payout missing']]);
    expect(await queueSubjects(admin, '?status=solved')).toEqual([]);
    expect(await queueSubjects(agent, '?assignee=me')).toEqual([]);
    expect(errorOf(await queue(agent, '?status=closed'))[0]).toBe(400);
    expect(errorOf(await queue(agent, `?q=${'x'.repeat(201)}`))).toEqual([400, 'validation', SUPPORT_DESK_MSG.queryTooLong]);
  });

  it('assigns a ticket to the caller after a fresh step-up; a new ticket becomes open', async () => {
    const late = await buildUser(app);
    await makeOperator(app, late, 'admin');
    await staleStepUp(app, late);
    for (const [action, payload] of [['assign'], ['replies', { body: 'Hi' }], ['notes', { body: 'Hi' }], ['status', { status: 'solved' }]] as const) {
      expect([action, ...errorOf(await change(late, ids.card, action, payload))]).toEqual([action, 403, 'step_up_required', ADMIN_MSG.stepUpRequired]);
    }
    // reading needs no step-up, and nothing changed
    expect((await detail(late, ids.card)).json()).toMatchObject({ ticket: { status: 'new', assignee: null }, conversation: [{ kind: 'request' }] });
    expect(await ticketAudit(app, ids.card)).toEqual([]);

    const assigned = await change(agent, ids.card, 'assign');
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().ticket).toMatchObject({ id: ids.card, status: 'open', assignee: { id: agent.id, name: 'Sam Support' } });
    expect(await queueSubjects(agent, '?assignee=me')).toEqual(['Card declined_100%']);
    expect(await queueSubjects(agent, '?status=open')).toEqual(['Card declined_100%']);
    expect(await queueSubjects(agent, '?status=new')).toEqual(['Cannot log in', 'Payout missing']);

    expect(errorOf(await change(agent, 999_999, 'assign'))).toEqual([404, 'not_found', SUPPORT_DESK_MSG.ticketNotFound]);
    expect(errorOf(await change(agent, 'abc', 'assign'))).toEqual([404, 'not_found', SUPPORT_DESK_MSG.ticketNotFound]);
    expect(errorOf(await detail(agent, 'abc'))).toEqual([404, 'not_found', SUPPORT_DESK_MSG.ticketNotFound]);
  });

  it("sends a reply to the user: their Support Requests list, the 'Support Request Answered' alert and its e-mail, and an audit row", async () => {
    expect(errorOf(await change(agent, ids.payout, 'replies', { body: '  ' }))).toEqual([400, 'validation', SUPPORT_DESK_MSG.replyRequired]);
    const replied = await change(agent, ids.payout, 'replies', { body: 'We found it: it arrives tomorrow.' }, { 'x-forwarded-for': '203.0.113.7' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().ticket).toMatchObject({ status: 'open' });
    expect(replied.json().conversation).toMatchObject([
      { id: 'request', kind: 'request', body: 'My payout of last week never arrived.', author: { id: alice.id, name: 'Alice Requester' } },
      { kind: 'reply', body: 'We found it: it arrives tomorrow.', author: { id: agent.id, name: 'Sam Support' } },
    ]);

    const mine = (await myTickets(alice)).find((t) => t.id === ids.payout)!;
    expect(mine.replies).toMatchObject([{ body: 'We found it: it arrives tomorrow.', author: 'HomeBid Support' }]);
    expect(mine.externalStatus).toBe('open'); // the desk's status, shown as 'In progress'
    expect(JSON.stringify(await myTickets(alice))).not.toContain('Sam Support'); // operators stay unnamed to users
    expect((await myTickets(alice)).find((t) => t.id === ids.login)).toMatchObject({ replies: [], externalStatus: null });
    expect(JSON.stringify(await myTickets(bob))).not.toContain('arrives tomorrow');

    const [alert, ...more] = await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, alice.id), eq(alerts.kind, 'support_answered')));
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ title: 'Support Request Answered', link: '/v1/profile/support' });
    expect(alert!.message).toContain('Payout missing');
    await app.ctx.jobs.runDueJobs();
    const mails = (await app.ctx.outbox.list(alice.email)).filter((mail) => mail.subject === 'HomeBid: Support Request Answered');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Payout missing');
    expect(mails[0]!.body).toContain('/v1/profile/support');

    expect(await ticketAudit(app, ids.payout)).toMatchObject([
      { actorId: agent.id, actorRole: 'support', action: 'ticket_reply', targetType: 'ticket', before: { status: 'new' }, after: { status: 'open', replyId: expect.any(Number) }, ip: '203.0.113.7' },
    ]);
  });

  it('keeps internal notes from the user, and alerts nobody for them', async () => {
    const noted = await change(admin, ids.payout, 'notes', { body: 'Internal: bank trace 4471 requested.' });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().conversation.map((e: Entry) => [e.kind, e.author?.name])).toEqual([
      ['request', 'Alice Requester'],
      ['reply', 'Sam Support'],
      ['note', 'Ada Admin'],
    ]);
    expect(errorOf(await change(admin, ids.payout, 'notes', {}))).toEqual([400, 'validation', SUPPORT_DESK_MSG.noteRequired]);

    const response = await alice.request({ method: 'GET', url: '/api/support/tickets' });
    expect(response.body).not.toContain('bank trace');
    expect((await myTickets(alice)).find((t) => t.id === ids.payout)!.replies).toHaveLength(1);
    expect(await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, alice.id), eq(alerts.kind, 'support_answered')))).toHaveLength(1);
  });

  it('changes the status with an audit row; the same status again writes nothing', async () => {
    expect(errorOf(await change(agent, ids.login, 'status', { status: 'closed' }))).toEqual([400, 'validation', SUPPORT_DESK_MSG.statusRequired]);
    const pending = await change(agent, ids.login, 'status', { status: 'pending' });
    expect(pending.json().ticket).toMatchObject({ status: 'pending', assignee: null });
    const solved = await change(admin, ids.login, 'status', { status: 'solved' });
    expect(solved.json().ticket.status).toBe('solved');
    expect((await change(admin, ids.login, 'status', { status: 'solved' })).statusCode).toBe(200);

    expect(await ticketAudit(app, ids.login)).toMatchObject([
      { actorId: agent.id, actorRole: 'support', action: 'ticket_status', before: { status: 'new' }, after: { status: 'pending' } },
      { actorId: admin.id, actorRole: 'admin', action: 'ticket_status', before: { status: 'pending' }, after: { status: 'solved' } },
    ]);
    expect(await queueSubjects(agent, '?status=solved')).toEqual(['Cannot log in']);
    expect(await countOpenDeskTickets({ db: app.ctx.db, zendeskLink: undefined })).toBe(2);
    expect((await myTickets(alice)).find((t) => t.id === ids.login)!.externalStatus).toBe('solved');
  });
});

describe('the support queue while Zendesk is the desk', () => {
  let zendesk: FakeZendesk;
  let app: App;
  let user: TestUser;
  let agent: TestUser;
  let ticketId: number;

  beforeAll(async () => {
    zendesk = await startFakeZendesk({ email: 'agent@homebid.test', token: 'zd-token' });
    app = await buildTestApp({ ZENDESK_URL: `${zendesk.url}/api/v2`, ZENDESK_EMAIL: 'agent@homebid.test', ZENDESK_API_TOKEN: 'zd-token' });
    [user, agent] = await Promise.all([buildUser(app), buildUser(app)]);
    await makeOperator(app, agent, 'support');
    ticketId = await sendTicket(user, 'Payout problem');
    await app.ctx.jobs.runDueJobs(); // forwarded: the ticket has its Zendesk id
    await sendTicket(user, 'Not forwarded yet'); // its job has not run: no Zendesk id yet
  });
  afterAll(async () => {
    await app.close();
    await zendesk.stop();
  });

  it("lists tickets with a link to Zendesk and Zendesk's status", async () => {
    const [row] = await app.ctx.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
    expect(row!.externalId).toBeTruthy();
    const page = (await queue(agent)).json();
    expect(page.desk).toBe('zendesk');
    // the agent view of a Zendesk account, from the same settings that choose the Zendesk adapter
    expect(zendeskTicketLink({ ZENDESK_SUBDOMAIN: 'acme' })!('42')).toBe('https://acme.zendesk.com/agent/tickets/42');
    expect(zendeskTicketLink({})).toBeUndefined();
    expect(page.tickets.find((t: Ticket) => t.id === ticketId)).toMatchObject({ status: 'new', zendeskUrl: `${zendesk.url}/agent/tickets/${row!.externalId}` });

    await app.ctx.db.update(supportTickets).set({ externalStatus: 'hold' }).where(eq(supportTickets.id, ticketId));
    expect(await queueSubjects(agent, '?status=pending')).toEqual(['Payout problem']);
    expect(await queueSubjects(agent, '?status=new')).toEqual(['Not forwarded yet']);
    expect((await queue(agent, '?status=new')).json().tickets[0].zendeskUrl).toBeNull();
    expect((await detail(agent, ticketId)).json()).toMatchObject({ desk: 'zendesk', ticket: { status: 'pending', zendeskStatus: 'hold' } });
    const desk = { db: app.ctx.db, zendeskLink: zendeskTicketLink(app.ctx.config) };
    expect(await countOpenDeskTickets(desk)).toBe(2);
    await app.ctx.db.update(supportTickets).set({ externalStatus: 'closed' }).where(eq(supportTickets.id, ticketId));
    expect(await countOpenDeskTickets(desk)).toBe(1);
    await app.ctx.db.update(supportTickets).set({ externalStatus: 'hold' }).where(eq(supportTickets.id, ticketId));
  });

  it("refuses every change with 409 'This ticket is answered in Zendesk.' and writes nothing", async () => {
    for (const [action, payload] of [
      ['replies', { body: 'Hello' }],
      ['status', { status: 'solved' }],
      ['assign', undefined],
      ['notes', { body: 'Hello' }],
    ] as const) {
      expect([action, ...errorOf(await change(agent, ticketId, action, payload))]).toEqual([action, 409, 'answered_in_zendesk', 'This ticket is answered in Zendesk.']);
    }
    expect(await app.ctx.db.select().from(supportTicketMessages)).toEqual([]);
    expect(await ticketAudit(app, ticketId)).toEqual([]);
    expect(await app.ctx.db.select().from(alerts).where(eq(alerts.userId, user.id))).toEqual([]);
  });
});
