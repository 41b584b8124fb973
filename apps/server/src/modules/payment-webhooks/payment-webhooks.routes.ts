import { z } from 'zod';
import type { ApiInstance } from '../../platform/http';
import { DWOLLA_SIGNED, errorResponses, STRIPE_SIGNED } from '../../platform/api-docs';
import { WebhookSignatureError } from '../../platform/payment-providers/providers';
import { badRequest } from '../../platform/errors';
import { createWebhookReceiver, type WebhookContext, type WebhookOutcome } from './receive-webhook';
import type { PaymentWebhookHandlers, WebhookProvider } from './webhook-handlers';

const SIGNATURE_HEADERS: Record<WebhookProvider, string> = { stripe: 'stripe-signature', dwolla: 'x-request-signature-sha-256' };

/** What each provider's route says of itself in the OpenAPI document. */
const WEBHOOK_DOCS = {
  stripe: { operationId: 'receiveStripeWebhook', summary: 'Receive a Stripe event (card payments, connected accounts)', security: STRIPE_SIGNED },
  dwolla: { operationId: 'receiveDwollaWebhook', summary: 'Receive a Dwolla event (bank transfers, customers)', security: DWOLLA_SIGNED },
} as const;

const webhookReceiptSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'ignored', 'duplicate'] as const satisfies readonly WebhookOutcome[]),
});

/**
 * POST /api/webhooks/stripe and /api/webhooks/dwolla, running the handlers the other modules give (in the order
 * given). The signature is over the exact bytes sent, so these routes read the body as a string (in their own
 * plugin, leaving JSON parsing of every other route alone). A provider that sends its events from inside the
 * server (the sandbox) is handed the same receiver.
 */
export async function registerPaymentWebhookRoutes(api: ApiInstance, ctx: WebhookContext, handlers: readonly PaymentWebhookHandlers[]) {
  const receive = createWebhookReceiver(ctx, handlers);
  ctx.payments.card.onWebhook?.((body, signature) => receive('stripe', body, signature));
  ctx.payments.ach.onWebhook?.((body, signature) => receive('dwolla', body, signature));

  await api.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    for (const provider of ['stripe', 'dwolla'] as const) {
      const schema = {
        tags: ['payment webhooks'],
        ...WEBHOOK_DOCS[provider],
        // the body is not declared: a schema would parse it before its signature is checked
        description: "The provider's event as it sends it (JSON, at most 512 KB), signed over its exact bytes. An event id seen before changes nothing (`duplicate`).",
        response: { 200: webhookReceiptSchema, ...errorResponses(400, 403) },
      };
      hooks.post(`/webhooks/${provider}`, { schema }, async (request, reply) => {
        const header = request.headers[SIGNATURE_HEADERS[provider]];
        const rawBody = typeof request.body === 'string' ? request.body : '';
        try {
          const outcome = await receive(provider, rawBody, Array.isArray(header) ? header[0] : header);
          return reply.status(200).send({ received: true, outcome });
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          request.log.warn({ provider, reason: error.message }, 'webhook refused: bad signature');
          throw badRequest('Invalid webhook signature.', 'invalid_signature');
        }
      });
    }
  });
}
