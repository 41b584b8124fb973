import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@homebid/shared/constants';
import type { App } from '../../app';
import { startFakeTwilio } from '../../../test/fakes/fake-messaging';
import { buildUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { nextPhone, requestOtp } from '../../../test/support/phone';

describe('phone codes through Twilio', () => {
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  let app: App;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    app = await buildTestApp({
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
    });
  });
  afterAll(async () => {
    await app?.close();
    await twilio?.stop();
  });

  it('texts the code through the provider', async () => {
    const phone = nextPhone();
    const response = await requestOtp(app, await buildUser(app), phone);
    expect(response.statusCode).toBe(200);
    const sms = twilio.received.at(-1)!;
    expect(sms.params.get('To')).toBe(`+1${phone}`);
    expect(sms.params.get('Body')).toMatch(/^Your HomeBid verification code is \d{6}$/);
  });

  it('tells the user when the provider refuses the number', async () => {
    const response = await requestOtp(app, await buildUser(app), '500-555-0001');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MSG.invalidPhoneAuth);
  });

  it('answers with the spec message when the provider is unreachable', async () => {
    await twilio.stop();
    const response = await requestOtp(app, await buildUser(app), nextPhone());
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(MSG.otpOther);
  });
});
