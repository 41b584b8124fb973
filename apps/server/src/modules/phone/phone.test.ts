import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@homebid/shared/constants';
import { toE164 } from '@homebid/shared/domain/phone';
import { PHONE_MSG } from '@homebid/shared/schemas/account';
import type { App } from '../../app';
import { phoneOtps } from '../../db/schema/phone';
import { profiles } from '../../db/schema/profiles';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { setClock } from './clock';
import { nextIp, nextPhone, otherCode, readCode, requestOtp, solveCaptcha, verifyPhone } from '../../../test/support/phone';

describe('phone verification', () => {
  let app: App;
  let now: Date;
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    app = await buildTestApp();
    now = new Date();
    setClock(app.ctx, () => now);
  });
  afterAll(() => app.close());

  let user: TestUser;
  let phone: string;
  beforeEach(async () => {
    user = await buildUser(app);
    phone = nextPhone();
  });

  const errorOf = (response: { json(): { error: { message: string } } }) => response.json().error.message;

  describe('GET /api/phone/captcha', () => {
    it('hands out a signed ALTCHA challenge that expires in 10 minutes', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/phone/captcha' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const challenge = response.json();
      expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100_000 });
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires')) * 1000;
      expect(expires - Date.now()).toBeGreaterThan(9 * 60 * 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    });
  });

  describe('POST /api/phone/send-otp', () => {
    it('needs a signed-in user', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/phone/send-otp',
        headers: { origin: 'http://localhost:3000' },
        payload: { phone, captcha: 'x' },
      });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toBe(MSG.noCurrentUser);
    });

    it.each([['4011234567'], ['4019999912'], ['401555'], ['1115550142'], ['not a phone'], ['']])('refuses %j', async (bad) => {
      const response = await requestOtp(app, user, bad, 'unused');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(MSG.invalidPhone);
    });

    it('needs a solved captcha', async () => {
      const missing = await user.request({ method: 'POST', url: '/api/phone/send-otp', headers: { 'x-forwarded-for': nextIp() }, payload: { phone } });
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing)).toBe(PHONE_MSG.captchaRequired);

      for (const forged of ['not-base64-json', Buffer.from('{"algorithm":"SHA-256"}').toString('base64')]) {
        const response = await requestOtp(app, user, phone, forged);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toBe(PHONE_MSG.captchaFailed);
      }
      const solved = JSON.parse(Buffer.from(await solveCaptcha(app), 'base64').toString());
      const wrongNumber = Buffer.from(JSON.stringify({ ...solved, number: solved.number + 1 })).toString('base64');
      const response = await requestOtp(app, user, phone, wrongNumber);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(PHONE_MSG.captchaFailed);
      expect(await app.ctx.outbox.list(toE164(phone))).toEqual([]);
    });

    it('refuses a captcha solution used before', async () => {
      const captcha = await solveCaptcha(app);
      expect((await requestOtp(app, user, phone, captcha)).statusCode).toBe(200);
      const replay = await requestOtp(app, await buildUser(app), nextPhone(), captcha);
      expect(replay.statusCode).toBe(400);
      expect(errorOf(replay)).toBe(PHONE_MSG.captchaFailed);
    });

    it('texts a 6-digit code to the E.164 number and stores only its hash', async () => {
      const response = await requestOtp(app, user, `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MSG.otpSent, resendAfterSeconds: 30 });
      const [sms] = await app.ctx.outbox.list(`+1${phone}`);
      expect(sms).toMatchObject({ channel: 'sms', to: `+1${phone}` });
      expect(sms!.body).toMatch(/^Your HomeBid verification code is \d{6}$/);
      const code = await readCode(app, `+1${phone}`);
      const [row] = await app.ctx.db.select().from(phoneOtps).where(eq(phoneOtps.userId, user.id));
      expect(row!.codeHash).not.toContain(code);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60 * 1000);
    });

    it('waits 30 seconds between codes for a phone', async () => {
      expect((await requestOtp(app, user, phone)).statusCode).toBe(200);
      const tooSoon = await requestOtp(app, user, phone);
      expect(tooSoon.statusCode).toBe(429);
      expect(errorOf(tooSoon)).toBe(PHONE_MSG.waitBeforeResend(30));
      advance(12);
      expect(errorOf(await requestOtp(app, user, phone))).toBe(PHONE_MSG.waitBeforeResend(18));
      advance(18);
      expect((await requestOtp(app, user, phone)).statusCode).toBe(200);
    });

    it('sends at most 5 codes an hour to a phone, whoever asks', async () => {
      for (let i = 0; i < 5; i++) {
        const asker = i % 2 ? user : await buildUser(app);
        expect((await requestOtp(app, asker, phone)).statusCode).toBe(200);
        advance(31);
      }
      const sixth = await requestOtp(app, user, phone);
      expect(sixth.statusCode).toBe(429);
      expect(errorOf(sixth)).toBe(MSG.otpTooMany);
      expect(await app.ctx.outbox.list(toE164(phone))).toHaveLength(5);
      advance(60 * 60 - 4 * 31);
      expect((await requestOtp(app, user, phone)).statusCode).toBe(200);
    });

    it('refuses a phone verified by another account', async () => {
      const owner = await buildUser(app);
      await app.ctx.db.update(profiles).set({ phone: toE164(phone), phoneVerifiedAt: now }).where(eq(profiles.userId, owner.id));
      const response = await requestOtp(app, user, phone);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toBe(MSG.phoneInUse);
    });
  });

  describe('POST /api/phone/verify', () => {
    it('verifies the phone with the texted code', async () => {
      await requestOtp(app, user, phone);
      const code = await readCode(app, toE164(phone));
      const response = await verifyPhone(user, `+1 ${phone}`, code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: PHONE_MSG.phoneVerified });
      const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.userId, user.id));
      expect(profile!.phone).toBe(`+1${phone}`);
      expect(profile!.phoneVerifiedAt?.getTime()).toBe(now.getTime());
      // used once
      const again = await verifyPhone(user, phone, code);
      expect(again.statusCode).toBe(400);
      expect(errorOf(again)).toBe(MSG.otpArgument);
    });

    it('validates the code format', async () => {
      for (const code of ['12345', '1234567', 'abcdef', '']) {
        const response = await verifyPhone(user, phone, code);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toBe(MSG.otpDigits);
      }
    });

    it('needs a code sent to this user for this phone', async () => {
      const response = await verifyPhone(user, phone, '123456');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(MSG.otpArgument);
      // someone else's code for the phone does not count
      const other = await buildUser(app);
      await requestOtp(app, other, phone);
      const code = await readCode(app, toE164(phone));
      expect(errorOf(await verifyPhone(user, phone, code))).toBe(MSG.otpArgument);
    });

    it('needs a signed-in user', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/phone/verify', payload: { phone, code: '123456' } });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toBe(MSG.noCurrentUser);
    });

    it('refuses a wrong code and an expired one', async () => {
      await requestOtp(app, user, phone);
      const code = await readCode(app, toE164(phone));
      const wrong = await verifyPhone(user, phone, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong)).toBe(MSG.otpWrong);
      advance(10 * 60);
      const expired = await verifyPhone(user, phone, code);
      expect(expired.statusCode).toBe(400);
      expect(errorOf(expired)).toBe(MSG.otpExpired);
    });

    it('accepts the code until just before 10 minutes', async () => {
      await requestOtp(app, user, phone);
      advance(10 * 60 - 1);
      expect((await verifyPhone(user, phone, await readCode(app, toE164(phone)))).statusCode).toBe(200);
    });

    it('invalidates the code after 5 wrong tries', async () => {
      await requestOtp(app, user, phone);
      const code = await readCode(app, toE164(phone));
      for (let i = 0; i < 5; i++) expect(errorOf(await verifyPhone(user, phone, otherCode(code)))).toBe(MSG.otpWrong);
      const right = await verifyPhone(user, phone, code);
      expect(right.statusCode).toBe(400);
      expect(errorOf(right)).toBe(MSG.otpExpired);
    });

    it('only the newest code counts', async () => {
      await requestOtp(app, user, phone);
      const first = await readCode(app, toE164(phone));
      advance(30);
      await requestOtp(app, user, phone);
      const second = await readCode(app, toE164(phone));
      if (first !== second) expect(errorOf(await verifyPhone(user, phone, first))).toBe(MSG.otpWrong);
      expect((await verifyPhone(user, phone, second)).statusCode).toBe(200);
    });

    it('refuses a phone another account verified in the meantime', async () => {
      const rival = await buildUser(app);
      await requestOtp(app, user, phone);
      const userCode = await readCode(app, toE164(phone));
      advance(30);
      await requestOtp(app, rival, phone);
      const rivalCode = await readCode(app, toE164(phone));
      expect((await verifyPhone(rival, phone, rivalCode)).statusCode).toBe(200);

      const late = await verifyPhone(user, phone, userCode);
      expect(late.statusCode).toBe(409);
      expect(errorOf(late)).toBe(MSG.phoneInUse);
      const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.userId, user.id));
      expect(profile!.phone).toBeNull();
    });
  });
});
