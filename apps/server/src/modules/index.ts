import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
import type { ApiInstance } from '../platform/http';
import type { RouteShellHint } from '../platform/web-app';
import { registerAccountRoutes } from './account/account.routes';
import { registerAdminRoutes } from './admin/admin.routes';
import { registerAlertsRoutes } from './alerts/alerts.routes';
import { registerBidsRoutes } from './bids/bids.routes';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes';
import { registerChatRoutes } from './chat/chat.routes';
import { registerContractsRoutes } from './contracts/contracts.routes';
import { registerContractEndRoutes } from './contracts/contract-end.routes';
import { contractFirstScreen } from './contracts/contract-first-screen';
import { alertFirstScreen } from './alerts/alert-first-screen';
import { myBidsFirstScreen } from './bids/my-bids-first-screen';
import { viewBiddersFirstScreen } from './bids/view-bidders-first-screen';
import { chatFirstScreen } from './chat/chat-first-screen';
import { registerDisputesRoutes } from './disputes/disputes.routes';
import { registerDisputesAdminRoutes } from './disputes/disputes-admin.routes';
import { registerEscrowRoutes } from './escrow/escrow.routes';
import { createEscrowWebhookHandlers } from './escrow/escrow.webhooks';
import { registerFeedbackRoutes } from './feedback/feedback.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerHousekeeping } from './housekeeping/housekeeping.job';
import { registerLeadsRoutes } from './leads/leads.routes';
import { listingFirstScreen } from './listings/listing-first-screen';
import { profileFirstScreen } from './profile/profile-first-screen';
import { paymentSetupFirstScreen } from './payout-setup/payment-setup-first-screen';
import { registerListingsRoutes } from './listings/listings.routes';
import { registerPayoutSetupRoutes } from './payout-setup/payout-setup.routes';
import { paymentProfileWebhookHandlers } from './payout-setup/payment-profile-webhooks';
import { registerMilestonePaymentsRoutes } from './milestone-payments/milestone-payments.routes';
import { createMilestonePaymentWebhookHandlers } from './milestone-payments/milestone-payments.webhooks';
import { registerPaymentWebhookRoutes } from './payment-webhooks/payment-webhooks.routes';
import { registerModerationRoutes } from './moderation/moderation.routes';
import { registerNotificationsRoutes } from './notifications/notifications.routes';
import { registerOperatorRoutes } from './operator/operator.routes';
import { registerUnsubscribePage } from './notifications/unsubscribe.page';
import { registerOutboxPage } from './outbox/outbox.page';
import { registerOutboxRoutes } from './outbox/outbox.routes';
import { registerPhoneRoutes } from './phone/phone.routes';
import { registerPlacesRoutes } from './places/places.routes';
import { registerProfileRoutes } from './profile/profile.routes';
import { registerSharePage } from './share/share.page';
import { registerSupportRoutes } from './support/support.routes';
import { registerUploadsPage } from './uploads/uploads.page';

/** Feature routes, registered under /api. */
export const featureModules: Array<(api: ApiInstance, ctx: AppContext) => Promise<void>> = [
  registerHealthRoutes,
  registerAccountRoutes,
  registerPhoneRoutes,
  registerOutboxRoutes,
  registerProfileRoutes,
  registerChatRoutes,
  registerPlacesRoutes,
  registerCatalogueRoutes,
  registerListingsRoutes,
  registerBidsRoutes,
  registerContractEndRoutes,
  registerFeedbackRoutes,
  registerContractsRoutes,
  // the provider events each payment module handles, given to the webhook routes (and the sandbox's delivery)
  (api, ctx) => registerPaymentWebhookRoutes(api, ctx, [paymentProfileWebhookHandlers, createMilestonePaymentWebhookHandlers(ctx, api.log), createEscrowWebhookHandlers()]),
  registerPayoutSetupRoutes,
  registerMilestonePaymentsRoutes,
  registerEscrowRoutes,
  registerDisputesRoutes,
  registerDisputesAdminRoutes,
  registerAdminRoutes,
  registerModerationRoutes,
  registerOperatorRoutes,
  registerAlertsRoutes,
  registerNotificationsRoutes,
  registerLeadsRoutes,
  registerHousekeeping,
  (api, ctx) => registerSupportRoutes(api, ctx),
];

/** Routes outside /api: uploaded files, the dev outbox page, short links. */
export const pageModules: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>> = [
  registerUploadsPage,
  registerOutboxPage,
  registerSharePage,
  registerUnsubscribePage,
];

/** What features draw into the shell of their pages before any script runs (platform/web-app.ts). */
export const shellHintModules: Array<(ctx: AppContext) => RouteShellHint> = [listingFirstScreen, contractFirstScreen, profileFirstScreen, alertFirstScreen, myBidsFirstScreen, chatFirstScreen, paymentSetupFirstScreen, viewBiddersFirstScreen];
