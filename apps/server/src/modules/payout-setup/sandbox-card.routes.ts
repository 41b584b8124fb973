import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { notFound } from '../../platform/errors';
import { callProvider } from '../../platform/payment-providers/call-provider';

const tags = ['payments sandbox'];
const intentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
  lastError: z.string().optional(),
});
const confirmSchema = z.object({ clientSecret: z.string().min(1).max(200), cardNumber: z.string().min(1).max(40) });
const authenticateSchema = z.object({ clientSecret: z.string().min(1).max(200), approve: z.boolean() });
const paramsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * What Stripe.js and Stripe's authentication page do in test mode, for a card provider with sandbox pages only (404 when
 * the real Stripe adapter is configured). The client secret is the capability, as with Stripe: only whoever was handed
 * the payment can confirm it. The card number is used for its outcome and its last four digits, never stored whole.
 */
export async function registerSandboxCardRoutes(api: ApiInstance, ctx: AppContext) {
  const sandbox = () => {
    if (!ctx.payments.card.sandbox) throw notFound();
    return ctx.payments.card.sandbox;
  };

  api.get(
    '/payments/sandbox/test-cards',
    {
      schema: {
        tags,
        operationId: 'listSandboxTestCards',
        summary: 'Sandbox: the test card numbers and their outcomes',
        security: SIGNED_IN,
        response: { 200: z.object({ cards: z.array(z.object({ number: z.string(), label: z.string() })) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const pages = sandbox();
      await requireUser(ctx, request);
      return { cards: pages.listTestCards() };
    },
  );

  api.post(
    '/payments/sandbox/payment-intents/:id/confirm',
    {
      schema: {
        tags,
        operationId: 'confirmSandboxPaymentIntent',
        summary: 'Sandbox: pay a card payment with a test card (what Stripe.js does)',
        security: SIGNED_IN,
        params: paramsSchema,
        body: confirmSchema,
        response: { 200: intentSchema, ...errorResponses(400, 401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const card = sandbox();
      await requireUser(ctx, request);
      const intent = await callProvider(request.log, () => card.confirmPaymentIntent({ paymentIntentId: request.params.id, ...request.body }));
      return { id: intent.id, status: intent.status, amountCents: intent.amountCents, lastError: intent.lastError };
    },
  );

  api.post(
    '/payments/sandbox/payment-intents/:id/authenticate',
    {
      schema: {
        tags,
        operationId: 'authenticateSandboxPaymentIntent',
        summary: "Sandbox: approve or refuse a card payment's authentication (3-D Secure)",
        security: SIGNED_IN,
        params: paramsSchema,
        body: authenticateSchema,
        response: { 200: intentSchema, ...errorResponses(400, 401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const card = sandbox();
      await requireUser(ctx, request);
      const intent = await callProvider(request.log, () => card.completeAuthentication({ paymentIntentId: request.params.id, ...request.body }));
      return { id: intent.id, status: intent.status, amountCents: intent.amountCents, lastError: intent.lastError };
    },
  );
}
