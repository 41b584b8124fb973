import { z } from 'zod';
import { LIMITS, MSG } from '../constants';
import { isValidUsPhone } from '../domain/phone';

export const emailSchema = z.string({ error: 'Please input your E-mail!' }).trim().toLowerCase().email('The input is not valid E-mail!').max(254);
export const passwordSchema = z
  .string({ error: 'Please input your password!' })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters.`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters.`);

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** Which social sign-in buttons the sign-in page shows (GET /api/account/providers). */
export const authProvidersSchema = z.object({
  google: z.boolean(),
  oidc: z.object({ enabled: z.boolean(), name: z.string() }),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const phoneSchema = z
  .string({ error: MSG.invalidPhone })
  .trim()
  .min(1, MSG.invalidPhone)
  .max(30, MSG.invalidPhone)
  .refine(isValidUsPhone, MSG.invalidPhone);

/** Messages of phone verification that the spec does not word (the spec's own are in MSG). */
export const PHONE_MSG = {
  captchaRequired: 'Please complete the human check.',
  captchaFailed: 'The human check failed. Please try it again.',
  phoneVerified: 'Phone number verified.',
  waitBeforeResend: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
} as const;

/** An ALTCHA challenge (v1 format, which the altcha 3 widget accepts as `challenge` JSON or from a URL). */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

export const sendOtpSchema = z.object({
  phone: phoneSchema,
  /** The widget's payload: base64 JSON of the solved challenge. */
  captcha: z.string({ error: PHONE_MSG.captchaRequired }).min(1, PHONE_MSG.captchaRequired).max(4000, PHONE_MSG.captchaFailed),
});
export type SendOtp = z.infer<typeof sendOtpSchema>;

export const sendOtpResponseSchema = z.object({ message: z.string(), resendAfterSeconds: z.number() });

export const verifyOtpSchema = z.object({
  phone: phoneSchema,
  code: z.string({ error: MSG.otpDigits }).regex(/^\d{6}$/, MSG.otpDigits),
});
export type VerifyOtp = z.infer<typeof verifyOtpSchema>;

export const outboxEntrySchema = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
