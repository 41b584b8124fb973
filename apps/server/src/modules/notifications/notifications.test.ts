import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Mailer } from '../../platform/messaging/messaging';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { recordAlert } from '../alerts/record-alert';
import { signUnsubscribeToken } from './unsubscribe-token';

describe('alert e-mails and notification preferences', () => {
  let app: App;
  let user: TestUser;
  let realMailer: Mailer;

  const raise = (kind: 'milestone_paid' | 'chat_message', title: string) =>
    app.ctx.db.transaction((tx) => recordAlert(tx, { userId: user.id, kind, title, message: `${title} details`, link: '/v1/alerts' }));
  const emails = async () => (await app.ctx.outbox.list(user.email)).filter((m) => m.channel === 'email');
  const getPreferences = async () => (await user.request({ method: 'GET', url: '/api/notifications/preferences' })).json().preferences as Array<{ kind: string; emailEnabled: boolean }>;

  beforeAll(async () => {
    app = await buildTestApp();
    user = await buildUser(app);
    realMailer = app.ctx.mailer;
  });
  afterAll(() => app.close());

  it('e-mails an alert from a job, with a signed link to turn that kind off; chat is off by default', async () => {
    const prefs = await getPreferences();
    expect(prefs.find((p) => p.kind === 'chat_message')?.emailEnabled).toBe(false);
    expect(prefs.find((p) => p.kind === 'milestone_paid')?.emailEnabled).toBe(true);
    await raise('milestone_paid', 'Paid one');
    await raise('chat_message', 'Chat one');
    expect(await emails()).toHaveLength(0); // nothing is sent inside the request
    await app.ctx.jobs.runDueJobs();
    const sent = await emails();
    expect(sent.map((m) => m.subject)).toEqual(['HomeBid: Paid one']);
    expect(sent[0]!.body).toContain('http://localhost:3000/v1/alerts');
    const link = `http://localhost:3000/notifications/unsubscribe?token=${signUnsubscribeToken(app.ctx.config.authSecret, user.id, 'milestone_paid')}`;
    expect(sent[0]!.body).toContain(link);
    // the shipped SUPPORT_EMAIL (support@homebid.local) cannot receive mail: the header names the link alone
    expect(sent[0]!.headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('retries when the mail server fails, and the event itself was not affected', async () => {
    let calls = 0;
    app.ctx.mailer = {
      send: async () => {
        calls += 1;
        throw new Error('SMTP down');
      },
    };
    await raise('milestone_paid', 'Paid two'); // committed, no error for the caller
    await app.ctx.jobs.runDueJobs();
    expect(calls).toBe(1);
    const [job] = (await app.ctx.jobs.listJobs('alert-email')).filter((j) => j.state === 'retry');
    expect(job).toBeDefined();
    app.ctx.mailer = realMailer;
    await app.ctx.database.query('UPDATE pgboss.job SET start_after = now() WHERE id = $1', [job!.id]);
    await app.ctx.jobs.runDueJobs();
    expect((await emails()).map((m) => m.subject)).toContain('HomeBid: Paid two');
    // a retried job of an alert already e-mailed sends nothing again
    expect((await emails()).filter((m) => m.subject === 'HomeBid: Paid two')).toHaveLength(1);
  });

  it('the unsubscribe link works without signing in (GET asks, POST turns the kind off); a forged one is refused', async () => {
    const token = signUnsubscribeToken(app.ctx.config.authSecret, user.id, 'milestone_paid');
    const page = await app.inject({ method: 'GET', url: `/notifications/unsubscribe?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Milestone paid');
    expect((await getPreferences()).find((p) => p.kind === 'milestone_paid')?.emailEnabled).toBe(true);
    const done = await app.inject({ method: 'POST', url: `/notifications/unsubscribe?token=${token}` });
    expect(done.statusCode).toBe(200);
    expect((await getPreferences()).find((p) => p.kind === 'milestone_paid')?.emailEnabled).toBe(false);

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await app.inject({ method: 'POST', url: `/notifications/unsubscribe?token=${forged}` })).statusCode).toBe(400);

    await raise('milestone_paid', 'Paid three');
    await app.ctx.jobs.runDueJobs();
    expect((await emails()).map((m) => m.subject)).not.toContain('HomeBid: Paid three');
  });

  it('lets the user turn a kind on and off, and refuses unknown kinds', async () => {
    const on = await user.request({ method: 'PUT', url: '/api/notifications/preferences', payload: { kind: 'chat_message', emailEnabled: true } });
    expect(on.json().preferences.find((p: { kind: string }) => p.kind === 'chat_message').emailEnabled).toBe(true);
    const bad = await user.request({ method: 'PUT', url: '/api/notifications/preferences', payload: { kind: 'nope', emailEnabled: true } });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/notifications/preferences' })).statusCode).toBe(401);
  });
});
