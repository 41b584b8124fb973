import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAlertKind, type AlertKind } from '@homebid/shared/domain/alert-kinds';

/*
 * The link in every alert e-mail that turns that kind of e-mail off without signing in: the user id and
 * kind, signed with an HMAC of the server's secret (a key of its own, derived for this purpose only).
 * It does not expire: an old e-mail's link must keep working, and all it can do is stop e-mails.
 */

/** The derived key of each server secret, made once: every alert e-mail signs a link (a server has one secret). */
const derivedKeys = new Map<string, Buffer>();
const keyFor = (secret: string) =>
  derivedKeys.get(secret) ?? derivedKeys.set(secret, createHmac('sha256', secret).update('alert-unsubscribe-v1').digest()).get(secret)!;

export function signUnsubscribeToken(secret: string, userId: string, kind: AlertKind): string {
  const body = Buffer.from(JSON.stringify([userId, kind])).toString('base64url');
  const signature = createHmac('sha256', keyFor(secret)).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** The user and kind a token names, or undefined when it was not signed by us. */
export function verifyUnsubscribeToken(secret: string, token: string): { userId: string; kind: AlertKind } | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = createHmac('sha256', keyFor(secret)).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const [userId, kind] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof userId !== 'string' || typeof kind !== 'string' || !isAlertKind(kind)) return undefined;
    return { userId, kind };
  } catch {
    return undefined;
  }
}
