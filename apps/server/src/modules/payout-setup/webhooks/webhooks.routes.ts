import type { AppContext } from '../../../platform/context';
import type { ApiInstance } from '../../../platform/http';
import { WebhookSignatureError } from '../../../platform/payment-providers/providers';
import { SandboxAchProvider } from '../../../platform/payment-providers/sandbox/sandbox-ach-provider';
import { SandboxCardProvider } from '../../../platform/payment-providers/sandbox/sandbox-card-provider';
import { badRequest } from '../../../platform/errors';
import { receiveWebhook } from './receive-webhook';
import type { WebhookProvider } from './webhook-handlers';

const SIGNATURE_HEADERS: Record<WebhookProvider, string> = { stripe: 'stripe-signature', dwolla: 'x-request-signature-sha-256' };

/**
 * POST /api/webhooks/stripe and /api/webhooks/dwolla. The signature is over the exact bytes sent, so these routes
 * read the body as a string (in their own plugin, leaving JSON parsing of every other route alone). The sandbox
 * providers deliver their events to the same receiver.
 */
export async function registerWebhookRoutes(api: ApiInstance, ctx: AppContext) {
  if (ctx.payments.card instanceof SandboxCardProvider) ctx.payments.card.webhooks.delivery = (body, signature) => receiveWebhook(ctx, 'stripe', body, signature);
  if (ctx.payments.ach instanceof SandboxAchProvider) ctx.payments.ach.webhooks.delivery = (body, signature) => receiveWebhook(ctx, 'dwolla', body, signature);

  await api.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    for (const provider of ['stripe', 'dwolla'] as const) {
      hooks.post(`/webhooks/${provider}`, { schema: { hide: true } }, async (request, reply) => {
        const header = request.headers[SIGNATURE_HEADERS[provider]];
        const rawBody = typeof request.body === 'string' ? request.body : '';
        try {
          const outcome = await receiveWebhook(ctx, provider, rawBody, Array.isArray(header) ? header[0] : header);
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
