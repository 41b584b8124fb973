import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { lt } from 'drizzle-orm';
import { PHONE_MSG } from '@homebid/shared/schemas/account';
import { captchaUses } from '../../db/schema/phone';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Upper bound of the proof-of-work search: well under a second in a browser, still a cost for a bot. */
const MAX_NUMBER = 100_000;

/** The HMAC key of our challenges, derived so it differs from every other use of the auth secret. */
function getHmacKey(ctx: Pick<AppContext, 'config'>): string {
  return createHmac('sha256', ctx.config.authSecret).update('homebid:altcha-captcha').digest('hex');
}

/** A fresh ALTCHA challenge, valid for 10 minutes. */
export function createCaptchaChallenge(ctx: Pick<AppContext, 'config'>) {
  return createChallenge({ hmacKey: getHmacKey(ctx), maxNumber: MAX_NUMBER, expires: new Date(Date.now() + CHALLENGE_TTL_MS) });
}

/** Checks the widget's payload and marks it used; a forged, expired or replayed solution gets a 400. */
export async function consumeCaptcha(ctx: Pick<AppContext, 'config' | 'db'>, payload: string): Promise<void> {
  const decoded = decodePayload(payload);
  const valid = decoded ? await verifySolution(decoded, getHmacKey(ctx), true).catch(() => false) : false;
  if (!decoded || !valid) throw badRequest(PHONE_MSG.captchaFailed, 'captcha_failed');

  const expiresSeconds = Number(extractParams(decoded).expires);
  const expiresAt = Number.isFinite(expiresSeconds) ? new Date(expiresSeconds * 1000) : new Date(Date.now() + CHALLENGE_TTL_MS);
  await ctx.db.delete(captchaUses).where(lt(captchaUses.expiresAt, new Date()));
  const inserted = await ctx.db
    .insert(captchaUses)
    .values({ signature: decoded.signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  if (inserted.length === 0) throw badRequest(PHONE_MSG.captchaFailed, 'captcha_replayed');
}

interface CaptchaPayload {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The widget sends base64 JSON; anything else is treated as a failed check, never as a server error. */
function decodePayload(payload: string): CaptchaPayload | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<CaptchaPayload>;
    const ok =
      typeof value === 'object' &&
      value !== null &&
      ['SHA-1', 'SHA-256', 'SHA-512'].includes(String(value.algorithm)) &&
      typeof value.challenge === 'string' &&
      typeof value.number === 'number' &&
      typeof value.salt === 'string' &&
      typeof value.signature === 'string';
    return ok ? (value as CaptchaPayload) : undefined;
  } catch {
    return undefined;
  }
}
