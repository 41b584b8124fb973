import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { LIMITS, MSG } from '@homebid/shared/constants';
import { toE164 } from '@homebid/shared/domain/phone';
import { PHONE_MSG } from '@homebid/shared/schemas/account';
import { phoneOtps } from '../../db/schema/phone';
import { profiles } from '../../db/schema/profiles';
import { isUniqueViolation } from '../../db/unique-violation';
import { InvalidRecipientError } from '../../platform/messaging/messaging';
import { AppError, badRequest, conflict, tooMany } from '../../platform/errors';
import { setVerifiedPhone } from '../profile/profile.service';
import { getNow, type PhoneContext } from './clock';

const HOUR_MS = 60 * 60 * 1000;

const phoneInUse = () => conflict(MSG.phoneInUse, 'phone_in_use');
const codeExpired = () => badRequest(MSG.otpExpired, 'otp_expired');

/** Only an HMAC of the code is stored: a leaked table does not give away live codes. */
function hashCode(ctx: Pick<PhoneContext, 'config'>, phone: string, code: string): string {
  return createHmac('sha256', ctx.config.authSecret).update(`homebid:otp:${phone}:${code}`).digest('hex');
}

async function assertPhoneFree(ctx: Pick<PhoneContext, 'db'>, userId: string, phone: string) {
  const [owner] = await ctx.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.phone, phone), ne(profiles.userId, userId)))
    .limit(1);
  if (owner) throw phoneInUse();
}

/** Texts a new 6-digit code, within the per-phone limits (5 an hour, 30 s apart). Returns the resend delay. */
export async function sendOtp(ctx: PhoneContext, userId: string, phoneInput: string): Promise<{ resendAfterSeconds: number }> {
  const phone = toE164(phoneInput);
  await assertPhoneFree(ctx, userId, phone);
  const now = getNow(ctx);
  const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');

  await ctx.db.transaction(async (tx) => {
    // one sender at a time per phone, so two simultaneous requests cannot both pass the limits
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`phone-otp:${phone}`}))`);
    const recent = await tx
      .select({ createdAt: phoneOtps.createdAt })
      .from(phoneOtps)
      .where(and(eq(phoneOtps.phone, phone), gt(phoneOtps.createdAt, new Date(now.getTime() - HOUR_MS))))
      .orderBy(desc(phoneOtps.createdAt));
    if (recent.length >= LIMITS.otpPerPhonePerHour) throw tooMany(MSG.otpTooMany);
    const sinceLast = recent[0] ? now.getTime() - recent[0].createdAt.getTime() : Infinity;
    if (sinceLast < LIMITS.otpResendSeconds * 1000) {
      throw tooMany(PHONE_MSG.waitBeforeResend(Math.ceil(LIMITS.otpResendSeconds - sinceLast / 1000)));
    }
    // a new code replaces every earlier one of this user
    await tx.update(phoneOtps).set({ closedAt: now }).where(and(eq(phoneOtps.userId, userId), isNull(phoneOtps.closedAt)));
    await tx.insert(phoneOtps).values({
      userId,
      phone,
      codeHash: hashCode(ctx, phone, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LIMITS.otpExpiresMinutes * 60 * 1000),
    });
  });

  try {
    await ctx.sms.send({ to: phone, body: `Your HomeBid verification code is ${code}` });
  } catch (error) {
    if (error instanceof InvalidRecipientError) throw badRequest(MSG.invalidPhoneAuth, 'invalid_phone');
    throw new AppError('sms_failed', MSG.otpOther, 502);
  }
  return { resendAfterSeconds: LIMITS.otpResendSeconds };
}

/** Checks the code; on success the phone (E.164) becomes the user's verified phone. */
export async function verifyOtp(ctx: PhoneContext, userId: string, phoneInput: string, code: string): Promise<void> {
  const phone = toE164(phoneInput);
  const now = getNow(ctx);
  const [otp] = await ctx.db
    .select()
    .from(phoneOtps)
    .where(and(eq(phoneOtps.userId, userId), eq(phoneOtps.phone, phone)))
    .orderBy(desc(phoneOtps.id))
    .limit(1);
  if (!otp || otp.usedAt) throw badRequest(MSG.otpArgument, 'otp_missing');

  // count the try first, atomically: parallel guesses cannot exceed the limit
  const [counted] = await ctx.db
    .update(phoneOtps)
    .set({ attempts: sql`${phoneOtps.attempts} + 1` })
    .where(
      and(
        eq(phoneOtps.id, otp.id),
        isNull(phoneOtps.closedAt),
        lt(phoneOtps.attempts, LIMITS.otpMaxWrongTries),
        gt(phoneOtps.expiresAt, now),
      ),
    )
    .returning({ attempts: phoneOtps.attempts });
  if (!counted) throw codeExpired();

  if (!safeEqual(otp.codeHash, hashCode(ctx, phone, code))) {
    if (counted.attempts >= LIMITS.otpMaxWrongTries) {
      await ctx.db.update(phoneOtps).set({ closedAt: now }).where(eq(phoneOtps.id, otp.id));
    }
    throw badRequest(MSG.otpWrong, 'otp_wrong');
  }

  await assertPhoneFree(ctx, userId, phone);
  const [used] = await ctx.db
    .update(phoneOtps)
    .set({ usedAt: now, closedAt: now })
    .where(and(eq(phoneOtps.id, otp.id), isNull(phoneOtps.usedAt)))
    .returning({ id: phoneOtps.id });
  if (!used) throw badRequest(MSG.otpArgument, 'otp_missing');
  try {
    await setVerifiedPhone(ctx.db, userId, phone, now);
  } catch (error) {
    // another account verified the same phone between our check and this write
    if (isUniqueViolation(error)) throw phoneInUse();
    throw error;
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
