import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { ADMIN_MSG, STEP_UP_MINUTES } from '@homebid/shared/constants/admin';
import { TOTP_DIGITS, TWO_FACTOR_MSG, USER_STEP_UP_MINUTES } from '@homebid/shared/constants/two-factor';
import { sessions, users } from '../../db/schema/auth';
import { AppError, unauthorized } from '../errors';
import { toFetchHeaders } from './fetch-headers';
import type { SessionServices } from './session';

/**
 * Step-up: a sensitive change needs a recent proof that the owner is at the keyboard, a sign-in or the password
 * (or, with two-factor sign-in on, a code) entered again. One mechanism, one stamp on the session
 * (`sessions.stepped_up_at`, 0022); how recent depends on who changes what.
 */
export interface StepUpRule {
  minutes: number;
  /** The words of the 403 'step_up_required'. */
  message: string;
}

/** An operator's change in the console. */
export const OPERATOR_STEP_UP: StepUpRule = { minutes: STEP_UP_MINUTES, message: ADMIN_MSG.stepUpRequired };
/** A user's payout accounts, linked bank or e-mail address. */
export const USER_STEP_UP: StepUpRule = { minutes: USER_STEP_UP_MINUTES, message: TWO_FACTOR_MSG.stepUpRequired };

export interface StepUp {
  sessionId: string;
  userId: string;
  /** When the last sign-in or proof entered again stops counting. */
  until: Date;
  fresh: boolean;
}

/** What the owner may enter again: the password, or a code of the authenticator app (or a backup code). */
export interface StepUpProof {
  password?: string;
  code?: string;
}

/**
 * The step-up of the request's session: its last proof, the session's own creation (a sign-in) or `stepped_up_at`,
 * whichever is later. Read from the database at each call, never cached.
 */
export async function readStepUp(ctx: SessionServices, request: FastifyRequest, rule: StepUpRule): Promise<StepUp> {
  // better-auth finds the session of the signed cookie; it moves no expiry here (requireUser has done that)
  const found = await ctx.auth.api.getSession({ headers: toFetchHeaders(request), query: { disableCookieCache: true, disableRefresh: true } });
  if (!found) throw unauthorized();
  const [row] = await ctx.db
    .select({ provedAt: sql`greatest(${sessions.createdAt}, stepped_up_at)`.mapWith(sessions.createdAt) })
    .from(sessions)
    .where(eq(sessions.id, found.session.id));
  if (!row) throw unauthorized();
  const until = new Date(row.provedAt.getTime() + rule.minutes * 60_000);
  return { sessionId: found.session.id, userId: found.user.id, until, fresh: until.getTime() > Date.now() };
}

/** Refuses (403 'step_up_required') a change unless the owner proved themself within the rule's minutes. */
export async function requireStepUp(ctx: SessionServices, request: FastifyRequest, rule: StepUpRule): Promise<void> {
  const stepUp = await readStepUp(ctx, request, rule);
  if (!stepUp.fresh) throw new AppError('step_up_required', rule.message, 403);
}

/** Whether the user has two-factor sign-in on (better-auth's plugin writes the flag when the first code confirms it). */
export async function hasTwoFactor(ctx: SessionServices, userId: string): Promise<boolean> {
  const [row] = await ctx.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

/** better-auth's answer to a wrong password or code (400/401) is false; anything else is a real failure. */
async function accepted(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 400 || error.statusCode === 401)) return false;
    throw error;
  }
}

/**
 * Checks the proof with better-auth's own checks (the argon2 hash of the credential account; the twoFactor
 * plugin's TOTP and backup codes, a backup code then used up) and, when right, stamps the session as stepped up
 * now. Undefined when wrong (a code of a user without two-factor, a password of a user who has none).
 */
export async function proveStepUp(ctx: SessionServices, request: FastifyRequest, proof: StepUpProof, rule: StepUpRule): Promise<StepUp | undefined> {
  const { sessionId, userId } = await readStepUp(ctx, request, rule);
  const headers = toFetchHeaders(request);
  const code = proof.code?.replaceAll(/\s/g, '');
  let ok = false;
  if (proof.password) ok = await accepted(() => ctx.auth.api.verifyPassword({ body: { password: proof.password! }, headers }));
  else if (code && (await hasTwoFactor(ctx, userId))) {
    ok = new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)
      ? await accepted(() => ctx.auth.api.verifyTOTP({ body: { code }, headers }))
      : await accepted(() => ctx.auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers }));
  }
  if (!ok) return undefined;
  const now = new Date();
  await ctx.db.execute(sql`UPDATE sessions SET stepped_up_at = ${now.toISOString()}::timestamptz WHERE id = ${sessionId}`);
  return { sessionId, userId, until: new Date(now.getTime() + rule.minutes * 60_000), fresh: true };
}
