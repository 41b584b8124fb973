import { MSG } from '@homebid/shared/constants';
import { captchaChallengeSchema, PHONE_MSG, sendOtpResponseSchema, sendOtpSchema, verifyOtpSchema } from '@homebid/shared/schemas/account';
import { errorResponseSchema, messageResponseSchema } from '@homebid/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import { getSessionUser } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { unauthorized } from '../../platform/errors';
import type { ApiInstance } from '../../platform/http';
import { routeRateLimit } from '../../platform/security';
import { consumeCaptcha, createCaptchaChallenge } from './captcha.service';
import { sendOtp, verifyOtp } from './phone.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

/** Verification needs a current user, with the spec's own wording. */
async function requireVerifyingUser(ctx: Pick<AppContext, 'config' | 'db' | 'auth'>, request: FastifyRequest) {
  const user = await getSessionUser(ctx, request);
  if (!user) throw unauthorized(MSG.noCurrentUser);
  return user;
}

export async function registerPhoneRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/phone/captcha',
    {
      schema: { tags: ['phone'], summary: 'A fresh ALTCHA challenge for the human check', response: { 200: captchaChallengeSchema } },
      config: routeRateLimit(ctx.config, 30, '1 minute'),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(ctx);
    },
  );

  api.post(
    '/phone/send-otp',
    {
      schema: { tags: ['phone'], summary: 'Text a 6-digit code to the phone', body: sendOtpSchema, response: { 200: sendOtpResponseSchema, ...errors } },
      config: routeRateLimit(ctx.config, 10, '1 minute', MSG.otpTooMany),
    },
    async (request) => {
      const user = await requireVerifyingUser(ctx, request);
      await consumeCaptcha(ctx, request.body.captcha);
      const { resendAfterSeconds } = await sendOtp(ctx, user.id, request.body.phone);
      return { message: MSG.otpSent, resendAfterSeconds };
    },
  );

  api.post(
    '/phone/verify',
    {
      schema: { tags: ['phone'], summary: 'Check the code and save the verified phone', body: verifyOtpSchema, response: { 200: messageResponseSchema, ...errors } },
      config: routeRateLimit(ctx.config, 20, '1 minute'),
    },
    async (request) => {
      const user = await requireVerifyingUser(ctx, request);
      await verifyOtp(ctx, user.id, request.body.phone, request.body.code);
      return { message: PHONE_MSG.phoneVerified };
    },
  );
}
