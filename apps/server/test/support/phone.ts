import { createHash } from 'node:crypto';
import { isValidUsPhone } from '@homebid/shared/domain/phone';
import type { App } from '../../src/app';
import type { TestUser } from '../factories';

let phoneCounter = 0;
let ipCounter = 0;

/** A valid, unused US number in 10-digit form. */
export function nextPhone(): string {
  for (;;) {
    const n = ++phoneCounter + Math.floor(Math.random() * 1000) * 1000;
    const phone = `401${String(200 + (n % 700))}${String(2000 + (Math.floor(n / 700) % 7000))}`;
    if (isValidUsPhone(phone)) return phone;
  }
}

export const nextIp = () => `203.0.113.${(++ipCounter % 250) + 1}`;

/** Does what the ALTCHA widget does: fetch a challenge, find the number, return the base64 payload. */
export async function solveCaptcha(app: App): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/phone/captcha' });
  const challenge = response.json();
  const number = findNumber(challenge.salt, challenge.challenge, challenge.maxnumber);
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** ALTCHA's proof of work: the number n with sha256(salt + n) = challenge (synchronous hashing: fast enough in tests). */
function findNumber(salt: string, challenge: string, max: number): number {
  for (let n = 0; n <= max; n++) {
    if (createHash('sha256').update(salt + n).digest('hex') === challenge) return n;
  }
  throw new Error('captcha not solved');
}

export async function requestOtp(app: App, user: TestUser, phone: string, captcha?: string) {
  return user.request({
    method: 'POST',
    url: '/api/phone/send-otp',
    headers: { 'x-forwarded-for': nextIp() },
    payload: { phone, captcha: captcha ?? (await solveCaptcha(app)) },
  });
}

export function verifyPhone(user: TestUser, phone: string, code: string) {
  return user.request({ method: 'POST', url: '/api/phone/verify', headers: { 'x-forwarded-for': nextIp() }, payload: { phone, code } });
}

/** The code of the newest SMS to this phone, read from the development outbox. */
export async function readCode(app: App, e164: string): Promise<string> {
  const [sms] = await app.ctx.outbox.list(e164);
  const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${e164}`);
  return code;
}

/** A 6-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
