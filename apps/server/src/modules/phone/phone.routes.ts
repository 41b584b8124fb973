import { MSG } from '@homebid/shared/constants';
import { captchaChallengeSchema, PHONE_MSG, sendOtpResponseSchema, sendOtpSchema, verifyOtpSchema } from '@homebid/shared/schemas/account';
import { messageResponseSchema } from '@homebid/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import { getSessionUser } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { unauthorized } from '../../platform/errors';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, PUBLIC, SIGNED_IN } from '../../platform/api-docs';
import { routeRateLimit } from '../../platform/security';
import { consumeCaptcha, createCaptchaChallenge } from './captcha.service';
import { sendOtp, verifyOtp } from './phone.service';

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
      schema: {
        tags: ['phone'],
        operationId: 'getCaptchaChallenge',
        summary: 'A fresh ALTCHA challenge for the human check',
        security: PUBLIC,
        response: { 200: captchaChallengeSchema, ...errorResponses(429) },
      },
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
      schema: {
        tags: ['phone'],
        operationId: 'sendPhoneCode',
        summary: 'Text a 6-digit code to the phone',
        security: SIGNED_IN,
        body: sendOtpSchema,
        response: { 200: sendOtpResponseSchema, ...errorResponses(400, 401, 403, 409, 429, 502) },
      },
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
      schema: {
        tags: ['phone'],
        operationId: 'verifyPhone',
        summary: 'Check the code and save the verified phone',
        security: SIGNED_IN,
        body: verifyOtpSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
      config: routeRateLimit(ctx.config, 20, '1 minute'),
    },
    async (request) => {
      const user = await requireVerifyingUser(ctx, request);
      await verifyOtp(ctx, user.id, request.body.phone, request.body.code);
      return { message: PHONE_MSG.phoneVerified };
    },
  );
}
