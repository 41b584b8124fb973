import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { registerPaymentProfileWebhooks } from './payment-profile-webhooks';
import { registerSandboxCardRoutes } from './sandbox-card.routes';
import { registerWebhookRoutes } from './webhooks/webhooks.routes';

/** Payment accounts: webhooks, the sandbox's browser-side steps, payout setup (see docs/ARCHITECTURE.md, Payments). */
export async function registerPaymentsRoutes(api: ApiInstance, ctx: AppContext) {
  registerPaymentProfileWebhooks();
  await registerWebhookRoutes(api, ctx);
  await registerSandboxCardRoutes(api, ctx);
}
