import { and, eq } from 'drizzle-orm';
import { accountSecuritySchema, stepUpProofSchema, TWO_FACTOR_MSG } from '@homebid/shared/schemas/two-factor';
import { stepUpResultSchema } from '@homebid/shared/schemas/admin';
import { accounts } from '../../db/schema/auth';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { hasTwoFactor, proveStepUp, readStepUp, USER_STEP_UP } from '../../platform/auth/step-up';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { ApiInstance } from '../../platform/http';
import { enforceRateLimit } from '../../platform/rate-limits/enforce-rate-limit';

const tags = ['account'];
/** Passwords and codes tried per user (the console's step-up counts in the same budget): enough for typos, too few to guess. */
const STEP_UP_RULE = { max: 10, windowMs: 15 * 60_000 };

/**
 * Sign-in security: whether two-factor sign-in is on (turned on and off through better-auth's twoFactor plugin at
 * /api/auth/two-factor/*), and the step-up before a sensitive change (platform/auth/step-up.ts).
 */
export async function registerAccountSecurityRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/account/security',
    {
      schema: {
        tags,
        operationId: 'getAccountSecurity',
        summary: 'Whether two-factor sign-in is on, and whether a payout or e-mail change may be made without entering the password or a code again',
        security: SIGNED_IN,
        response: { 200: accountSecuritySchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const stepUp = await readStepUp(ctx, request, USER_STEP_UP);
      const [credential] = await ctx.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
      return {
        twoFactorEnabled: await hasTwoFactor(ctx, user.id),
        hasPassword: Boolean(credential),
        stepUpFresh: stepUp.fresh,
        stepUpUntil: stepUp.until.toISOString(),
      };
    },
  );

  api.post(
    '/account/step-up',
    {
      schema: {
        tags,
        operationId: 'stepUp',
        summary: 'Enter the password or an authenticator code again: the session may make sensitive changes for the next minutes',
        description: 'Operators and users alike; a 6-digit code is checked as the authenticator app\'s, a longer one as a backup code (used up).',
        security: SIGNED_IN,
        body: stepUpProofSchema,
        response: { 200: stepUpResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await enforceRateLimit(ctx, `step-up:${user.id}`, STEP_UP_RULE);
      const stepUp = await proveStepUp(ctx, request, request.body, USER_STEP_UP);
      if (!stepUp) throw new AppError('wrong_password', TWO_FACTOR_MSG.wrongProof, 400);
      return { message: TWO_FACTOR_MSG.steppedUp, stepUpUntil: stepUp.until.toISOString() };
    },
  );
}
