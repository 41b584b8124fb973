import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { startFakeZendesk, type FakeZendesk } from '../../../test/fakes/fake-zendesk';
import { createZendeskSupportForwarder } from '../../platform/support/zendesk-support-forwarder';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

describe('support requests forwarded to Zendesk (node-zendesk against a local fake of its Tickets API)', () => {
  let zendesk: FakeZendesk;
  let app: App;
  let user: TestUser;
  const myTickets = async () => (await user.request({ method: 'GET', url: '/api/support/tickets' })).json().tickets;

  beforeAll(async () => {
    zendesk = await startFakeZendesk({ email: 'agent@homebid.test', token: 'zd-token' });
    app = await buildTestApp({ ZENDESK_URL: `${zendesk.url}/api/v2`, ZENDESK_EMAIL: 'agent@homebid.test', ZENDESK_API_TOKEN: 'zd-token', SUPPORT_EMAIL: 'help@homebid.test' });
    user = await buildUser(app);
  });
  afterAll(async () => {
    await app.close();
    await zendesk.stop();
  });

  it('creates an urgent Zendesk ticket with the user as requester and keeps its id and status; nothing is e-mailed', async () => {
    const sent = await user.request({ method: 'POST', url: '/api/support/tickets', payload: { subject: 'Payout problem', message: 'My payout did not arrive.' } });
    expect(sent.statusCode).toBe(201);
    expect(zendesk.requests).toHaveLength(0); // the request never waits for the desk
    await app.ctx.jobs.runDueJobs();

    expect(zendesk.requests).toHaveLength(1);
    const [request] = zendesk.requests;
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('agent@homebid.test/token:zd-token').toString('base64')}`);
    const body = JSON.parse(request!.rawBody);
    expect(body.ticket).toMatchObject({ subject: 'Payout problem', comment: { body: 'My payout did not arrive.' }, priority: 'urgent', requester: { name: user.name, email: user.email } });
    const [created] = [...zendesk.tickets.values()];
    expect(await myTickets()).toMatchObject([{ subject: 'Payout problem', status: 'forwarded', externalStatus: 'new' }]);
    const { rows } = await app.ctx.database.query('SELECT external_id FROM support_tickets');
    expect(rows[0]!.external_id).toBe(String(created!.id));
    expect(await app.ctx.outbox.list('help@homebid.test')).toHaveLength(0);

    // a second run sends nothing again
    await app.ctx.jobs.runDueJobs();
    expect(zendesk.requests).toHaveLength(1);
  });

  it('retries when Zendesk fails, and creates the ticket once it answers', async () => {
    zendesk.state.failNext = 1;
    const before = zendesk.requests.length;
    expect((await user.request({ method: 'POST', url: '/api/support/tickets', payload: { subject: 'Card declined', message: 'Twice today.' } })).statusCode).toBe(201);
    await app.ctx.jobs.runDueJobs();
    expect(zendesk.requests.length).toBe(before + 1);
    const [retrying] = (await app.ctx.jobs.listJobs('support-forward')).filter((job) => job.state === 'retry');
    expect(retrying).toBeDefined();
    expect((await myTickets()).find((t: { subject: string }) => t.subject === 'Card declined')).toMatchObject({ status: 'open', externalStatus: null });

    await app.ctx.database.query('UPDATE pgboss.job SET start_after = now() WHERE id = $1', [retrying!.id]);
    await app.ctx.jobs.runDueJobs();
    expect(zendesk.requests.length).toBe(before + 2);
    expect((await myTickets()).find((t: { subject: string }) => t.subject === 'Card declined')).toMatchObject({ status: 'forwarded', externalStatus: 'new' });
    expect([...zendesk.tickets.values()].filter((t) => t.subject === 'Card declined')).toHaveLength(1);
  });

  it('is chosen only when configured, stops at start when partly configured, and is refused with wrong credentials', async () => {
    expect(await createZendeskSupportForwarder(loadConfig({}))).toBeUndefined();
    await expect(createZendeskSupportForwarder(loadConfig({ ZENDESK_SUBDOMAIN: 'homebid', ZENDESK_EMAIL: 'a@b.test' }))).rejects.toThrow(
      'Zendesk is partly configured: set ZENDESK_API_TOKEN as well',
    );
    const wrong = (await createZendeskSupportForwarder(loadConfig({ ZENDESK_URL: `${zendesk.url}/api/v2`, ZENDESK_EMAIL: 'agent@homebid.test', ZENDESK_API_TOKEN: 'wrong' })))!;
    const ticket = { ticketId: 1, userId: 'u', userName: 'U', userEmail: 'u@example.com', subject: 's', message: 'm', priority: 'urgent' as const };
    await expect(wrong.forward(ticket)).rejects.toThrow();
  });
});
