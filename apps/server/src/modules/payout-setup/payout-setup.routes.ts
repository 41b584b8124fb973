import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PAYMENTS_MSG,
  linkBankSchema,
  linkTokenResponseSchema,
  onboardingLinkSchema,
  paymentCapabilitiesSchema,
  paymentSetupSchema,
  personalCustomerSchema,
  sandboxBankSignInSchema,
  sandboxBanksSchema,
  sandboxOnboardingSchema,
} from '@homebid/shared/schemas/payments';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { sendChangeNotice } from '../../platform/auth/change-notice';
import { requireUser } from '../../platform/auth/session';
import { requireStepUp, USER_STEP_UP } from '../../platform/auth/step-up';
import { notFound } from '../../platform/errors';
import { callProvider } from '../../platform/payment-providers/call-provider';
import { createBankLinkToken, linkBank, removeBank } from './bank-link.service';
import { completeSandboxOnboarding, refreshCardAccount, startCardOnboarding } from './card-account.service';
import { createPersonalCustomer } from './customer.service';
import { getPaymentSetup, getUserCapabilities } from './payment-profile';
import { enforceRateLimit } from '../../platform/rate-limits/enforce-rate-limit';
import { RATE_LIMIT_RULES } from '../../platform/rate-limits/rate-limits';
import { registerSandboxCardRoutes } from './sandbox-card.routes';

const tags = ['payments'];

/**
 * Payment accounts: payout setup, personal verified customer, bank linking (docs/ARCHITECTURE.md, Payments). Its
 * webhook handlers (paymentProfileWebhookHandlers) are given to the payment-webhooks module in modules/index.ts.
 */
export async function registerPayoutSetupRoutes(api: ApiInstance, ctx: AppContext) {
  await registerSandboxCardRoutes(api, ctx);
  // the providers charge per call and watch for abuse; counted for the whole group of instances
  const limitCustomers = (userId: string) => enforceRateLimit(ctx, `payments-customer:${userId}`, RATE_LIMIT_RULES.customerCreation, PAYMENTS_MSG.rateLimited);
  const limitBankLinking = (userId: string) => enforceRateLimit(ctx, `payments-bank:${userId}`, RATE_LIMIT_RULES.bankLinking, PAYMENTS_MSG.rateLimited);
  /** A change of where the money goes: a recent sign-in, password or code (403 'step_up_required' otherwise). */
  const signedInAsOwner = async (request: FastifyRequest) => {
    const user = await requireUser(ctx, request);
    await requireStepUp(ctx, request, USER_STEP_UP);
    return user;
  };
  /** The owner hears of every change of their payout details, so a stolen session is noticed. */
  const noticed = async <T>(request: FastifyRequest, userId: string, change: Promise<T>): Promise<T> => {
    const result = await change;
    await sendChangeNotice(ctx, request.log, userId, 'payout');
    return result;
  };

  api.get(
    '/payments/setup',
    {
      schema: {
        tags,
        operationId: 'getPaymentSetup',
        summary: "The signed-in user's payout setup: card account, bank-transfer customer, linked bank",
        security: SIGNED_IN,
        response: { 200: paymentSetupSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getPaymentSetup(ctx, user.id);
    },
  );

  api.get(
    '/payments/users/:id/capabilities',
    {
      schema: {
        tags,
        operationId: 'getUserPaymentCapabilities',
        summary: 'How a user can be paid (card, bank transfer)',
        security: SIGNED_IN,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: paymentCapabilitiesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await requireUser(ctx, request);
      return getUserCapabilities(ctx, request.params.id);
    },
  );

  api.post(
    '/payments/card-account/onboarding',
    {
      schema: {
        tags,
        operationId: 'startCardOnboarding',
        summary: "Start (or resume) card-payout onboarding: a link to the provider's page (sellers)",
        security: SIGNED_IN,
        response: { 200: onboardingLinkSchema, ...errorResponses(401, 403, 422, 503) },
      },
    },
    async (request) => {
      const user = await signedInAsOwner(request);
      // only a link to the provider's pages, where the details change: no notice for each start
      return startCardOnboarding(ctx, request.log, user);
    },
  );

  api.post(
    '/payments/card-account/refresh',
    {
      schema: {
        tags,
        operationId: 'refreshCardAccount',
        summary: "Read the card account's status again from the provider",
        security: SIGNED_IN,
        response: { 200: paymentSetupSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return refreshCardAccount(ctx, request.log, user.id);
    },
  );

  api.post(
    '/payments/customer',
    {
      schema: {
        tags,
        operationId: 'createPaymentCustomer',
        summary: 'Become a verified bank-transfer customer',
        security: SIGNED_IN,
        body: personalCustomerSchema,
        response: { 200: paymentSetupSchema, ...errorResponses(400, 401, 403, 409, 422, 429, 503) },
      },
    },
    async (request) => {
      const user = await signedInAsOwner(request);
      await limitCustomers(user.id);
      return noticed(request, user.id, createPersonalCustomer(ctx, request.log, user.id, request.body));
    },
  );

  api.post(
    '/payments/bank/link-token',
    {
      schema: {
        tags,
        operationId: 'createBankLinkToken',
        summary: 'A link token that opens the bank picker',
        security: SIGNED_IN,
        response: { 200: linkTokenResponseSchema, ...errorResponses(400, 401, 403, 422, 429, 503) },
      },
    },
    async (request) => {
      const user = await signedInAsOwner(request);
      await limitBankLinking(user.id);
      return createBankLinkToken(ctx, request.log, user.id);
    },
  );

  api.post(
    '/payments/bank',
    {
      schema: {
        tags,
        operationId: 'linkBank',
        summary: 'Link the bank account chosen in the picker (replaces a linked one)',
        security: SIGNED_IN,
        body: linkBankSchema,
        response: { 200: paymentSetupSchema, ...errorResponses(400, 401, 403, 422, 429, 503) },
      },
    },
    async (request) => {
      const user = await signedInAsOwner(request);
      await limitBankLinking(user.id);
      return noticed(request, user.id, linkBank(ctx, request.log, user.id, request.body));
    },
  );

  api.delete(
    '/payments/bank',
    {
      schema: {
        tags,
        operationId: 'unlinkBank',
        summary: 'Remove the linked bank account',
        security: SIGNED_IN,
        response: { 200: paymentSetupSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const user = await signedInAsOwner(request);
      return noticed(request, user.id, removeBank(ctx, request.log, user.id));
    },
  );

  // The sandbox's stand-ins for the vendors' hosted pages (Stripe onboarding, Plaid Link); 404 with the real vendors.
  api.post(
    '/payments/sandbox/onboarding/complete',
    {
      schema: {
        tags,
        operationId: 'completeSandboxOnboarding',
        summary: 'Sandbox: finish card-payout onboarding',
        security: SIGNED_IN,
        body: sandboxOnboardingSchema,
        response: { 200: paymentSetupSchema, ...errorResponses(400, 401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return completeSandboxOnboarding(ctx, request.log, user.id, request.body);
    },
  );

  const sandboxBankLink = () => {
    if (!ctx.payments.bankLink.sandbox) throw notFound();
    return ctx.payments.bankLink.sandbox;
  };

  api.get(
    '/payments/sandbox/banks',
    {
      schema: {
        tags,
        operationId: 'listSandboxBanks',
        summary: 'Sandbox: the banks of the bank picker',
        security: SIGNED_IN,
        response: { 200: sandboxBanksSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const bankLink = sandboxBankLink();
      await requireUser(ctx, request);
      return { banks: bankLink.listBanks() };
    },
  );

  api.post(
    '/payments/sandbox/bank-link/sign-in',
    {
      schema: {
        tags,
        operationId: 'signInSandboxBank',
        summary: 'Sandbox: sign in to a bank in the picker and choose an account',
        security: SIGNED_IN,
        body: sandboxBankSignInSchema,
        response: { 200: z.object({ publicToken: z.string(), accountId: z.string() }), ...errorResponses(400, 401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const bankLink = sandboxBankLink();
      const user = await requireUser(ctx, request);
      const { publicToken, accountId } = await callProvider(request.log, () => bankLink.signIn({ ...request.body, clientUserId: user.id }));
      return { publicToken, accountId };
    },
  );
}
