import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app';
import { InvalidRecipientError } from './messaging';
import { createSmtpMailer } from './smtp-mailer';
import { startFakeTwilio, startSmtpServer } from '../../../test/fakes/fake-messaging';
import { createTwilioSmsSender } from './twilio-sms-sender';

const ACCOUNT_SID = `AC${'1234abcd'.repeat(4)}`;

describe('SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.stop());

  it('delivers a message to the SMTP server', async () => {
    const mailer = await createSmtpMailer(smtp.url, 'HomeBid <no-reply@homebid.local>');
    await mailer.send({ to: 'reader@example.com', subject: 'Reset your HomeBid password', text: 'Open http://localhost:3000/x' });
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'no-reply@homebid.local', to: ['reader@example.com'], user: 'mailer' });
    expect(mail!.raw).toContain('Subject: Reset your HomeBid password');
    expect(mail!.raw).toContain('Open http://localhost:3000/x');
  });

  it('fails when the server refuses the login', async () => {
    const mailer = await createSmtpMailer(smtp.url.replace('secret', 'wrong'), 'no-reply@homebid.local');
    await expect(mailer.send({ to: 'reader@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('is what the app mails with when SMTP_URL is set, instead of the outbox', async () => {
    const app = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      const before = smtp.received.length;
      const user = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Mail Reader', email: 'mail.reader@example.com', password: 'correct-horse-battery' },
      });
      expect(user.statusCode).toBe(200);
      const response = await app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email: 'mail.reader@example.com' } });
      expect(response.statusCode).toBe(200);
      expect(smtp.received.length).toBe(before + 1);
      expect(smtp.received.at(-1)!.raw).toMatch(/reset-password/);
      expect(await app.ctx.outbox.list('mail.reader@example.com')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('Twilio SMS sender', () => {
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(() => twilio.stop());

  const sender = () => createTwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: 'token-123', from: '+15005550006', apiUrl: twilio.url });

  it('posts the message to the Messages API with the account credentials', async () => {
    await (await sender()).send({ to: '+14015550142', body: 'Your HomeBid verification code is 123456' });
    const [sms] = twilio.received;
    expect(sms!.accountSid).toBe(ACCOUNT_SID);
    expect(sms!.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:token-123`).toString('base64')}`);
    expect(Object.fromEntries(sms!.params)).toEqual({ To: '+14015550142', From: '+15005550006', Body: 'Your HomeBid verification code is 123456' });
  });

  it('fails when Twilio refuses the message', async () => {
    await expect((await sender()).send({ to: '+15005550001', body: 'x' })).rejects.toThrow(InvalidRecipientError);
    await expect((await sender()).send({ to: '+15005550001', body: 'x' })).rejects.toThrow(/not a valid phone number/);
  });

  it('is what the app texts with when the Twilio keys are set', async () => {
    const app = await buildTestApp({ TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: 'token-123', TWILIO_FROM: '+15005550006', TWILIO_API_URL: twilio.url });
    try {
      await app.ctx.sms.send({ to: '+14015550199', body: 'hello' });
      expect(twilio.received.at(-1)!.params.get('To')).toBe('+14015550199');
      expect(await app.ctx.outbox.list('+14015550199')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
