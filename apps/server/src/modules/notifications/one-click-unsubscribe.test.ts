import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertKind } from '@homebid/shared/domain/alert-kinds';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { createMessaging } from '../../platform/messaging/create-messaging';
import { verifyDkimSignature } from '../../../test/fakes/dkim-verifier';
import { startSmtpServer } from '../../../test/fakes/fake-messaging';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { recordAlert } from '../alerts/record-alert';
import { signUnsubscribeToken } from './unsubscribe-token';

const SUPPORT_EMAIL = 'help@homebid.test';
/** What a mail provider's one-click POST looks like (RFC 8058 §3.2): no cookies, from its own origin. */
const PROVIDER = { origin: 'https://mail.provider.test', 'sec-fetch-site': 'cross-site' };
const URLENCODED = 'application/x-www-form-urlencoded';

/** A multipart/form-data body with one field, serialized by the platform's own FormData. */
async function multipartBody(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

describe('one-click unsubscribe (RFC 8058) from the headers of an alert e-mail', () => {
  let app: App;
  let user: TestUser;

  const raise = (kind: AlertKind, title: string) =>
    app.ctx.db.transaction((tx) => recordAlert(tx, { userId: user.id, kind, title, message: `${title} details`, link: '/v1/alerts' }));
  const preferences = async () =>
    Object.fromEntries(
      ((await user.request({ method: 'GET', url: '/api/notifications/preferences' })).json().preferences as Array<{ kind: string; emailEnabled: boolean }>).map(
        (p) => [p.kind, p.emailEnabled],
      ),
    );
  const storedRows = async () => (await app.ctx.database.query('SELECT kind, email_enabled, updated_at FROM notification_preferences WHERE user_id = $1 ORDER BY kind', [user.id])).rows;
  const emailOf = async (subject: string) => (await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(user.email)}` })).json().find((m: { subject: string }) => m.subject === subject);
  const urlOf = (kind: AlertKind) => `/notifications/unsubscribe?token=${signUnsubscribeToken(app.ctx.config.authSecret, user.id, kind)}`;

  beforeAll(async () => {
    app = await buildTestApp({ SUPPORT_EMAIL });
    user = await buildUser(app);
  });
  afterAll(() => app.close());

  it('puts List-Unsubscribe (the signed link and the support desk) and List-Unsubscribe-Post on the e-mail, shown by the outbox', async () => {
    await raise('milestone_paid', 'Paid with headers');
    await app.ctx.jobs.runDueJobs();
    const mail = await emailOf('HomeBid: Paid with headers');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000${urlOf('milestone_paid')}>, <mailto:${SUPPORT_EMAIL}?subject=Unsubscribe%3A%20Milestone%20paid>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // the same link as in the text, which a person clicks
    expect(mail.body).toContain(`http://localhost:3000${urlOf('milestone_paid')}`);
    const page = (await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(user.email)}` })).body;
    expect(page).toContain('<dt>List-Unsubscribe-Post</dt><dd>List-Unsubscribe=One-Click</dd>');
    expect(page).toContain(`&lt;<a href="http://localhost:3000${urlOf('milestone_paid')}">`);
    expect(page).toContain(`<form method="post" action="http://localhost:3000${urlOf('milestone_paid')}"><input type="hidden" name="List-Unsubscribe" value="One-Click">`);
  });

  it('a GET of the link only asks', async () => {
    const response = await app.inject({ method: 'GET', url: urlOf('milestone_paid'), headers: PROVIDER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Stop e-mails for <strong>Milestone paid</strong>?');
    expect(response.body).toContain(`<form method="post" action="${urlOf('milestone_paid')}">`);
    expect((await preferences()).milestone_paid).toBe(true);
  });

  it('the urlencoded one-click POST from a foreign origin turns the kind off without a page; a second one changes nothing', async () => {
    const post = () => app.inject({ method: 'POST', url: urlOf('milestone_paid'), headers: { ...PROVIDER, 'content-type': URLENCODED }, payload: 'List-Unsubscribe=One-Click' });
    const first = await post();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(first.body).toBe('Unsubscribed: no more e-mails for "Milestone paid".');
    expect(await preferences()).toMatchObject({ milestone_paid: false, bid_placed: true });
    const stored = await storedRows();

    const second = await post();
    expect(second.statusCode).toBe(200);
    expect(await storedRows()).toEqual(stored); // not even its time stamp moved

    await raise('milestone_paid', 'Paid after one-click');
    await app.ctx.jobs.runDueJobs();
    expect(await emailOf('HomeBid: Paid after one-click')).toBeUndefined();
  });

  it('the multipart one-click POST turns its kind off too', async () => {
    const { payload, contentType } = await multipartBody({ 'List-Unsubscribe': 'One-Click' });
    const response = await app.inject({ method: 'POST', url: urlOf('bid_placed'), headers: { ...PROVIDER, 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('Unsubscribed: no more e-mails for "New bids on my projects".');
    expect(await preferences()).toMatchObject({ bid_placed: false, contract_ended: true });
  });

  it("the page's own form still works: a browser posts an empty urlencoded form and gets the page", async () => {
    const response = await app.inject({ method: 'POST', url: urlOf('contract_ended'), headers: { 'content-type': URLENCODED, 'content-length': '0' }, payload: '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('You will no longer receive e-mails for <strong>Contract ended</strong>.');
    expect((await preferences()).contract_ended).toBe(false);
  });

  it('a token that is not ours is a clear 400 and changes nothing', async () => {
    const before = await storedRows();
    const genuine = signUnsubscribeToken(app.ctx.config.authSecret, user.id, 'feedback_received');
    const tokens = [
      `${genuine.split('.')[0]}.${'A'.repeat(43)}`, // forged signature
      signUnsubscribeToken('another-server-secret-0123456789abcdef', user.id, 'feedback_received'),
      'not-a-token',
      '',
    ];
    const { payload, contentType } = await multipartBody({ 'List-Unsubscribe': 'One-Click' });
    for (const token of tokens) {
      const url = `/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
      const urlencoded = await app.inject({ method: 'POST', url, headers: { ...PROVIDER, 'content-type': URLENCODED }, payload: 'List-Unsubscribe=One-Click' });
      expect([urlencoded.statusCode, urlencoded.body]).toEqual([400, 'This unsubscribe link is not valid.']);
      const multipart = await app.inject({ method: 'POST', url, headers: { ...PROVIDER, 'content-type': contentType }, payload });
      expect(multipart.statusCode).toBe(400);
      const form = await app.inject({ method: 'POST', url, headers: { 'content-type': URLENCODED }, payload: '' });
      expect(form.statusCode).toBe(400);
      expect(form.body).toContain('This unsubscribe link is not valid.');
    }
    expect(await storedRows()).toEqual(before);
    expect((await preferences()).feedback_received).toBe(true);
  });

  it('a broken multipart body is a 400 and changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: urlOf('feedback_received'),
      headers: { ...PROVIDER, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Cl',
    });
    expect(response.statusCode).toBe(400);
    expect((await preferences()).feedback_received).toBe(true);
  });

  it('the form parser serves this page only: /api still refuses form bodies and foreign origins', async () => {
    const form = await user.request({ method: 'PUT', url: '/api/notifications/preferences', headers: { 'content-type': URLENCODED }, payload: 'kind=chat_message&emailEnabled=true' });
    expect(form.statusCode).toBe(415);
    const foreign = await user.request({ method: 'PUT', url: '/api/notifications/preferences', headers: PROVIDER, payload: { kind: 'chat_message', emailEnabled: true } });
    expect(foreign.statusCode).toBe(403);
  });

  it('the link of a user who no longer exists answers 200 and writes nothing', async () => {
    const gone = await buildUser(app);
    const url = `/notifications/unsubscribe?token=${signUnsubscribeToken(app.ctx.config.authSecret, gone.id, 'milestone_paid')}`;
    await app.ctx.database.query('DELETE FROM users WHERE id = $1', [gone.id]);
    const response = await app.inject({ method: 'POST', url, headers: { ...PROVIDER, 'content-type': URLENCODED }, payload: 'List-Unsubscribe=One-Click' });
    expect(response.statusCode).toBe(200);
    expect((await app.ctx.database.query('SELECT 1 FROM notification_preferences WHERE user_id = $1', [gone.id])).rows).toEqual([]);
  });
});

describe('an alert e-mail sent through SMTP with DKIM', () => {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const DKIM = { DKIM_DOMAIN: 'homebid.test', DKIM_SELECTOR: 'alerts', DKIM_PRIVATE_KEY: key.privateKey };
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: App;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'HomeBid <alerts@homebid.test>', SUPPORT_EMAIL, ...DKIM });
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('carries both list headers under a signature that verifies', async () => {
    const user = await buildUser(app);
    await app.ctx.db.transaction((tx) => recordAlert(tx, { userId: user.id, kind: 'contract_offered', title: 'Offer', message: 'An offer', link: '/v1/alerts' }));
    await app.ctx.jobs.runDueJobs();
    const mail = smtp.received.find((m) => m.to.includes(user.email));
    expect(mail).toBeDefined();
    const token = signUnsubscribeToken(app.ctx.config.authSecret, user.id, 'contract_offered');
    const unfolded = mail!.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(unfolded).toContain(`List-Unsubscribe: <http://localhost:3000/notifications/unsubscribe?token=${token}>, <mailto:${SUPPORT_EMAIL}?subject=Unsubscribe%3A%20Contract%20offered%20to%20me>\r\n`);
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    const verified = verifyDkimSignature(mail!.raw, key.publicKey);
    expect(verified).toMatchObject({ domain: 'homebid.test', selector: 'alerts' });
    expect(verified.signedHeaders).toEqual(expect.arrayContaining(['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']));
    expect(await app.ctx.outbox.list(user.email)).toEqual([]);
  });

  it('a partial DKIM setting stops the messaging set-up the server starts with, naming the missing keys', async () => {
    const config = loadConfig({ SMTP_URL: smtp.url, DKIM_DOMAIN: 'homebid.test' });
    await expect(createMessaging(config, app.ctx.outbox)).rejects.toThrow('DKIM is partly configured: set DKIM_SELECTOR, DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) as well');
  });
});
