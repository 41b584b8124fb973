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
import { requireUser } from '../../platform/auth/session';
import { getPaymentQuote, payMilestone } from './pay-milestone.service';
import { getContractPayments, getPaymentStatus } from './payment-status.service';

const tags = ['milestone payments'];

/**
 * Milestone payments: quote, pay, status, a contract's payments (see shared/schemas/milestone-payment.ts). Its
 * webhook handlers (createMilestonePaymentWebhookHandlers) are given to the payment-webhooks module in modules/index.ts.
 */
export async function registerMilestonePaymentsRoutes(api: ApiInstance, ctx: AppContext) {

  api.get('/contracts/:id/milestones/:position/quote', { schema: { tags, params: milestonePathSchema, response: { 200: paymentQuoteResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return getPaymentQuote(ctx, user.id, request.params.id, request.params.position);
  });

  api.post(
    '/contracts/:id/milestones/:position/pay',
    { schema: { tags, params: milestonePathSchema, body: payMilestoneInputSchema, response: { 200: payMilestoneResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return payMilestone(ctx, request.log, user.id, request.params.id, request.params.position, request.body.method);
    },
  );

  api.get('/milestone-payments/:id', { schema: { tags, params: idParamsSchema, response: { 200: milestonePaymentViewSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return getPaymentStatus(ctx, request.log, user.id, request.params.id);
  });

  api.get('/contracts/:id/payments', { schema: { tags, params: idParamsSchema, response: { 200: contractPaymentsSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return getContractPayments(ctx, user.id, request.params.id);
  });
}
