import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/test-app';

describe('development outbox', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ctx.mailer.send({ to: 'reader@example.com', subject: 'First <b>mail</b>', text: 'Hello & welcome' });
    await app.ctx.sms.send({ to: '+14015550142', body: 'Your HomeBid verification code is 123456' });
    await app.ctx.mailer.send({
      to: 'reader@example.com',
      subject: 'Reset your HomeBid password',
      text: 'Open http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password now.\n<script>alert(1)</script>',
    });
  });
  afterAll(() => app.close());

  it('lists the messages of a recipient newest first', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=Reader@Example.com' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((m: { subject: string }) => m.subject)).toEqual(['Reset your HomeBid password', 'First <b>mail</b>']);
    expect(list[0]).toEqual({
      channel: 'email',
      to: 'reader@example.com',
      subject: 'Reset your HomeBid password',
      body: expect.stringContaining('reset-password/abc'),
      headers: {},
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it.each(['+14015550142', '4015550142', '(401) 555-0142', '+1 401 555 0142'])('finds an SMS by %j', async (to) => {
    const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    expect(response.json()).toEqual([expect.objectContaining({ channel: 'sms', to: '+14015550142', subject: '' })]);
  });

  it('lists everything without a recipient and nothing for a stranger', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json()).toHaveLength(3);
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox?to=nobody@example.com' })).json()).toEqual([]);
  });

  it('renders an HTML page with escaped values and clickable links', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('First &lt;b&gt;mail&lt;/b&gt;');
    expect(html).toContain('Hello &amp; welcome');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<a href="http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password">http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password</a>',
    );
    expect(html).toContain('Your HomeBid verification code is 123456');
  });

  it("keeps an e-mail's extra header fields, and shows them escaped", async () => {
    const headers = { 'List-Unsubscribe': '<https://homebid.test/u?token=a.b>', 'X-Note': '<b>"bold"</b>' };
    await app.ctx.mailer.send({ to: 'headers@example.com', subject: 'With headers', text: 'Hi', headers });
    const [mail] = (await app.inject({ method: 'GET', url: '/api/dev/outbox?to=headers@example.com' })).json();
    expect(mail.headers).toEqual(headers);
    const html = (await app.inject({ method: 'GET', url: '/dev/outbox?to=headers@example.com' })).body;
    expect(html).toContain('<dt>List-Unsubscribe</dt><dd>&lt;<a href="https://homebid.test/u?token=a.b">https://homebid.test/u?token=a.b</a>&gt;</dd>');
    expect(html).toContain('<dt>X-Note</dt><dd>&lt;b&gt;&quot;bold&quot;&lt;/b&gt;</dd>');
    // no List-Unsubscribe-Post, so no one-click button
    expect(html).not.toContain('one-click');
  });

  it('filters the page and escapes the filter', async () => {
    const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent('"><script>x</script>')}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(response.body).toContain('No messages.');
  });
});

describe('outbox in production', () => {
  it('is off unless OUTBOX=on', async () => {
    const env = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-for-tests-0123456789abcdef' };
    const off = await buildTestApp(env);
    try {
      expect((await off.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await off.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    const on = await buildTestApp({ ...env, OUTBOX: 'on' });
    try {
      expect((await on.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
      expect((await on.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await on.close();
    }
  });
});
