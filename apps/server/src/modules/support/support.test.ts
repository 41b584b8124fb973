import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_LIMITS, SUPPORT_TEXT } from '@homebid/shared/schemas/support';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

describe('support requests', () => {
  let app: App;
  let user: TestUser;
  let other: TestUser;
  const send = (as: TestUser, payload: object) => as.request({ method: 'POST', url: '/api/support/tickets', payload });

  beforeAll(async () => {
    app = await buildTestApp({ SUPPORT_EMAIL: 'help@homebid.test' });
    [user, other] = await Promise.all([buildUser(app), buildUser(app)]);
  });
  afterAll(() => app.close());

  it('refuses a missing or too long subject or message with a clear message, storing nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ subject: ' ', message: 'Help' }, SUPPORT_TEXT.subjectRequired],
      [{ subject: 'Help', message: '' }, SUPPORT_TEXT.messageRequired],
      [{ subject: 'x'.repeat(SUPPORT_LIMITS.subjectMax + 1), message: 'Help' }, SUPPORT_TEXT.subjectTooLong],
      [{ subject: 'Help', message: 'x'.repeat(SUPPORT_LIMITS.messageMax + 1) }, SUPPORT_TEXT.messageTooLong],
    ];
    for (const [payload, message] of cases) {
      const response = await send(user, payload);
      expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    }
    expect((await user.request({ method: 'GET', url: '/api/support/tickets' })).json().tickets).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/support/tickets', payload: { subject: 'a', message: 'b' } })).statusCode).toBe(401);
  });

  it('stores an urgent ticket, confirms with the spec’s words, and e-mails support from a job', async () => {
    const response = await send(user, { subject: 'Payout problem', message: 'My payout did not arrive.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: "We'll Be In Touch Soon!", message: SUPPORT_TEXT.sentBody, ticket: { priority: 'urgent', status: 'open' } });
    expect(await app.ctx.outbox.list('help@homebid.test')).toHaveLength(0);
    await app.ctx.jobs.runDueJobs();
    const [mail] = await app.ctx.outbox.list('help@homebid.test');
    expect(mail!.subject).toContain('Payout problem');
    expect(mail!.body).toContain(user.email);
    expect((await user.request({ method: 'GET', url: '/api/support/tickets' })).json().tickets).toMatchObject([{ subject: 'Payout problem', status: 'forwarded' }]);
    expect((await other.request({ method: 'GET', url: '/api/support/tickets' })).json().tickets).toEqual([]);
  });

  it('limits each user to a few requests an hour', async () => {
    for (let i = 1; i < SUPPORT_LIMITS.perHour; i += 1) expect((await send(other, { subject: `Q${i}`, message: 'Hi' })).statusCode).toBe(201);
    expect((await send(other, { subject: 'Last', message: 'Hi' })).statusCode).toBe(201);
    const refused = await send(other, { subject: 'One more', message: 'Hi' });
    expect([refused.statusCode, refused.json().error.message]).toEqual([429, SUPPORT_TEXT.rateLimited]);
  });
});
