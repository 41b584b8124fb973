import { idParamsSchema } from '@homebid/shared/schemas/common';
import {
  contractPaymentsSchema,
  milestonePathSchema,
  milestonePaymentViewSchema,
  payMilestoneInputSchema,
  payMilestoneResponseSchema,
  paymentQuoteResponseSchema,
} from '@homebid/shared/schemas/milestone-payment';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { getPaymentQuote, payMilestone } from './pay-milestone.service';
import { getContractPayments, getPaymentStatus } from './payment-status.service';

const tags = ['milestone payments'];

/**
 * Milestone payments: quote, pay, status, a contract's payments (see shared/schemas/milestone-payment.ts). Its
 * webhook handlers (createMilestonePaymentWebhookHandlers) are given to the payment-webhooks module in modules/index.ts.
 */
export async function registerMilestonePaymentsRoutes(api: ApiInstance, ctx: AppContext) {

  api.get(
    '/contracts/:id/milestones/:position/quote',
    {
      schema: {
        tags,
        operationId: 'getMilestonePaymentQuote',
        summary: 'What paying a milestone costs by card and by bank transfer (the poster)',
        security: SIGNED_IN,
        params: milestonePathSchema,
        response: { 200: paymentQuoteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getPaymentQuote(ctx, user.id, request.params.id, request.params.position);
    },
  );

  api.post(
    '/contracts/:id/milestones/:position/pay',
    {
      schema: {
        tags,
        operationId: 'payMilestone',
        summary: 'Pay a milestone by card or bank transfer (the poster)',
        description: "Safe to repeat: a second request finds the same attempt and repeats its provider call with the same idempotency key. The milestone becomes paid on the provider's word only.",
        security: SIGNED_IN,
        params: milestonePathSchema,
        body: payMilestoneInputSchema,
        response: { 200: payMilestoneResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return payMilestone(ctx, request.log, user.id, request.params.id, request.params.position, request.body.method);
    },
  );

  api.post(
    '/contracts/:id/milestones/:position/fund',
    {
      schema: {
        tags,
        operationId: 'fundMilestone',
        summary: 'Fund Milestone: pay a milestone into escrow by card or bank transfer, held until released (the poster)',
        description: "The same quote, gates and card or bank flow as payMilestone, but HomeBid holds the money (Funded) until the poster releases it, it is released automatically after review, refunded by the seller, or settled by a dispute. Safe to repeat, as payMilestone.",
        security: SIGNED_IN,
        params: milestonePathSchema,
        body: payMilestoneInputSchema,
        response: { 200: payMilestoneResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return payMilestone(ctx, request.log, user.id, request.params.id, request.params.position, request.body.method, 'fund');
    },
  );

  api.get(
    '/milestone-payments/:id',
    {
      schema: {
        tags,
        operationId: 'getMilestonePayment',
        summary: "A payment attempt and its status, for the contract's two sides",
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: milestonePaymentViewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getPaymentStatus(ctx, request.log, user.id, request.params.id);
    },
  );

  api.get(
    '/contracts/:id/payments',
    {
      schema: {
        tags,
        operationId: 'listContractPayments',
        summary: 'The payments of a contract, per milestone',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: contractPaymentsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getContractPayments(ctx, user.id, request.params.id);
    },
  );
}
