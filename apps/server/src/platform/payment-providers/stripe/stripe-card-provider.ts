import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CardAccountStatus,
  type CardPaymentIntent,
  type CardPaymentStatus,
  type CardProvider,
  type CardTransfer,
  type CardWebhookEvent,
} from '../providers';

export interface StripeCardProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another origin for Stripe's API (a local fake in tests), set through the SDK's host/port/protocol options. */
  apiUrl?: string;
  /** Per-request time limit; the SDK's default (80 s) is far longer than a user will wait. */
  timeoutMs?: number;
  /** Safe because every create carries our idempotency key: a retry returns the first result. */
  maxNetworkRetries?: number;
}

/** The words the spec's catalogue uses for a card failure that is not the card's own. */
export const STRIPE_GENERIC_MESSAGE = 'An unexpected error occurred';
export const STRIPE_UNAVAILABLE_MESSAGE = 'The card payment service did not answer in time. Please try again in a few minutes.';

const HANDLED_INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.requires_action',
  'payment_intent.canceled',
]);

/**
 * Stripe Connect for a marketplace: Express accounts for sellers, destination charges keeping the platform fee, and
 * for escrow separate charges and transfers: the charge stays on the platform's balance with the contract's transfer
 * group, and a transfer whose source_transaction is that charge pays the seller on release.
 */
export function createStripeCardAdapter(options: StripeCardProviderOptions): CardProvider {
  const stripe = new Stripe(options.secretKey, {
    ...toHostOptions(options.apiUrl),
    timeout: options.timeoutMs ?? 20_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
  });

  return {
    kind: 'stripe',

    async createConnectedAccount({ userId, email, idempotencyKey }) {
      // Express: Stripe hosts onboarding, identity checks and the seller's payout dashboard, while the platform
      // creates the charges (destination charges) and keeps its fee: the usual shape for a marketplace paying sellers.
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: 'express',
            country: 'US',
            email,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { userId },
          },
          { idempotencyKey },
        ),
      );
      return { accountId: account.id };
    },

    async createOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await call(() =>
        stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl }),
      );
      return { url: link.url };
    },

    async getAccountStatus(accountId) {
      return toAccountStatus(await call(() => stripe.accounts.retrieve(accountId)));
    },

    async createPaymentIntent(input) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            // without a destination the charge is the platform's own (a separate charge), held until a transfer
            ...(input.destination
              ? { application_fee_amount: input.destination.applicationFeeCents, transfer_data: { destination: input.destination.accountId } }
              : {}),
            ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
            description: input.description,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toCardPaymentIntent(intent);
    },

    async getPaymentIntent(paymentIntentId) {
      return toCardPaymentIntent(await call(() => stripe.paymentIntents.retrieve(paymentIntentId)));
    },

    async cancelPaymentIntent({ paymentIntentId, idempotencyKey }) {
      // the poster chose another way to pay: Stripe keeps the reason on the intent for the dashboard
      const intent = await call(() =>
        stripe.paymentIntents.cancel(paymentIntentId, { cancellation_reason: 'requested_by_customer' }, { idempotencyKey }),
      );
      return toCardPaymentIntent(intent);
    },

    async createRefund({ paymentIntentId, amountCents, idempotencyKey }) {
      // A destination charge's money sits with the seller: reverse the transfer and return the platform fee so the
      // refund is paid by those who received the money. A separate charge's money is on the platform's balance, which
      // pays the refund (a transfer already made from it is taken back by reverseTransfer, not here).
      const intent = await call(() => stripe.paymentIntents.retrieve(paymentIntentId));
      const fromSeller = intent.transfer_data ? { reverse_transfer: true, refund_application_fee: true } : {};
      const refund = await call(() => stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents, ...fromSeller }, { idempotencyKey }));
      return { refundId: refund.id, status: refund.status ?? 'pending' };
    },

    async createTransfer(input) {
      // source_transaction ties the transfer to the escrow charge: it waits for that charge's funds to be available
      // instead of drawing on the platform's available balance
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            destination: input.destinationAccountId,
            source_transaction: input.sourceChargeId,
            transfer_group: input.transferGroup,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toCardTransfer(transfer);
    },

    async reverseTransfer({ transferId, amountCents, idempotencyKey }) {
      const reversal = await call(() => stripe.transfers.createReversal(transferId, amountCents === undefined ? {} : { amount: amountCents }, { idempotencyKey }));
      return { reversalId: reversal.id, amountCents: reversal.amount };
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid Stripe signature');
      }
      return toCardWebhookEvent(event);
    },
  };
}

function toHostOptions(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

function toAccountStatus(account: Stripe.Account): CardAccountStatus {
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
  };
}

function toCardPaymentIntent(intent: Stripe.PaymentIntent): CardPaymentIntent {
  return {
    id: intent.id,
    status: toCardPaymentStatus(intent.status),
    amountCents: intent.amount,
    clientSecret: intent.client_secret ?? '',
    lastError: intent.last_payment_error?.message ?? undefined,
    ...(intent.status === 'succeeded' && intent.latest_charge
      ? { chargeId: typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge.id }
      : {}),
    metadata: { ...intent.metadata },
  };
}

function toCardTransfer(transfer: Stripe.Transfer): CardTransfer {
  const destination = transfer.destination;
  return {
    id: transfer.id,
    amountCents: transfer.amount,
    destinationAccountId: typeof destination === 'string' ? destination : (destination?.id ?? ''),
    amountReversedCents: transfer.amount_reversed,
  };
}

const KNOWN_STATUSES = new Set<string>(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded', 'canceled']);

/**
 * requires_capture cannot happen with automatic capture, and a status newer than this code is unknown: neither is
 * a failure or a success, so both read as processing until a later event or read settles it.
 */
function toCardPaymentStatus(status: Stripe.PaymentIntent.Status): CardPaymentStatus {
  return KNOWN_STATUSES.has(status) ? (status as CardPaymentStatus) : 'processing';
}

export function toCardWebhookEvent(event: Stripe.Event): CardWebhookEvent {
  if (event.type === 'account.updated') return { id: event.id, type: 'account.updated', account: toAccountStatus(event.data.object) };
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const paymentIntentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? '');
    return { id: event.id, type: 'charge.refunded', paymentIntentId, amountRefundedCents: charge.amount_refunded };
  }
  if (HANDLED_INTENT_EVENTS.has(event.type)) {
    const type = event.type as Extract<CardWebhookEvent, { paymentIntent: unknown }>['type'];
    return { id: event.id, type, paymentIntent: toCardPaymentIntent(event.data.object as Stripe.PaymentIntent) };
  }
  return { id: event.id, type: 'other', providerType: event.type };
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toPaymentProviderError(error);
  }
}

/** Card errors keep Stripe's words (they are written for the card holder); anything else gets a generic message. */
export function toPaymentProviderError(error: unknown): PaymentProviderError {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return new PaymentProviderError(STRIPE_GENERIC_MESSAGE, `stripe: ${error instanceof Error ? error.message : String(error)}`);
  }
  const detail = `stripe ${error.type}${error.code ? `/${error.code}` : ''}${error.decline_code ? `/${error.decline_code}` : ''}` +
    `${error.statusCode ? ` (${error.statusCode})` : ''}${error.requestId ? ` ${error.requestId}` : ''}: ${error.message}`;
  if (error instanceof Stripe.errors.StripeCardError) return new PaymentProviderError(error.message, detail);
  // No answer, or Stripe failed on its side: the request may or may not have been carried out.
  if (error instanceof Stripe.errors.StripeConnectionError || (error instanceof Stripe.errors.StripeAPIError && (error.statusCode ?? 500) >= 500)) {
    return new PaymentProviderError(STRIPE_UNAVAILABLE_MESSAGE, detail, true);
  }
  return new PaymentProviderError(STRIPE_GENERIC_MESSAGE, detail);
}
