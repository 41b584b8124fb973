import { randomBytes } from 'node:crypto';
import { parseFormBody, startFakeServer, type FakeRequest, type FakeResponse } from './fake-http';

/**
 * Test support: a local stand-in for the parts of Stripe's v1 API that the card adapter calls, answering with
 * Stripe's shapes (form-encoded requests, `object`-tagged JSON, `{ error: { type, code, message, param } }` bodies)
 * and Stripe's test-mode rules: Bearer secret key required, idempotency keys replay the first response (another
 * request body under the same key is an `idempotency_error`), test payment methods decide the outcome
 * (`pm_card_visa` succeeds, `pm_card_chargeDeclinedInsufficientFunds` and `pm_card_chargeDeclined` are declined,
 * `pm_card_authenticationRequired` needs 3-D Secure), a canceled intent can be neither confirmed nor canceled again
 * (`payment_intent_unexpected_state`). The account link's URL is served by the fake itself: opening it completes
 * onboarding and redirects to the return URL, as Stripe's hosted onboarding does.
 *
 * Separate charges and transfers (Connect): an intent without transfer_data is the platform's charge, with its
 * transfer_group; a succeeded intent names its charge in latest_charge (kept in `charges`, with amount_refunded).
 * POST /v1/transfers with source_transaction draws on that charge: the transfers from it (net of reversals) may not
 * exceed what refunds left of it (the error's code and param are Stripe's `balance_insufficient` on `amount`; its
 * exact wording is the fake's). A transfer takes the charge's transfer_group when given none. Reversals
 * (POST /v1/transfers/:id/reversals) take back at most what is left of the transfer. A refund of a separate charge is
 * not limited by its transfers: Stripe takes it from the platform's balance.
 */
type StripeObject = Record<string, unknown> & { id: string };

const API_VERSION = '2026-10-28.endive';

const DECLINES: Record<string, { decline_code: string; message: string }> = {
  pm_card_chargeDeclinedInsufficientFunds: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  pm_card_chargeDeclined: { decline_code: 'generic_decline', message: 'Your card was declined.' },
};

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const missing = (param: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });
const noSuch = (kind: string, id: string, param?: string, status = 404) =>
  new StripeFailure(status, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

/** Stripe's lists, in the words of its `payment_intent_unexpected_state` errors. */
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

const unexpectedState = (intent: StripeObject, action: 'confirm' | 'cancel', allowed: string[]) =>
  new StripeFailure(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message:
      action === 'confirm' && intent.status === 'succeeded'
        ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
        : `You cannot ${action} this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be ${action === 'confirm' ? 'confirmed' : 'canceled'}: ${allowed.join(', ')}.`,
    payment_intent: structuredClone(intent),
  });

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(options: { secretKey: string }) {
  const accounts = new Map<string, StripeObject>();
  const intents = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const charges = new Map<string, StripeObject>();
  const transfers = new Map<string, StripeObject>();
  const events: StripeObject[] = [];
  const idempotent = new Map<string, { fingerprint: string; response: FakeResponse }>();
  const onboardingLinks = new Map<string, { account: string; returnUrl: string }>();
  let baseUrl = '';

  function recordEvent(type: string, object: StripeObject, request?: FakeRequest) {
    const idempotencyKey = request?.headers['idempotency-key'];
    events.push({
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: newId('req'), idempotency_key: typeof idempotencyKey === 'string' ? idempotencyKey : null },
      type,
    });
  }

  function createAccount(params: Record<string, unknown>) {
    if (!params.type) throw missing('type');
    if (!['standard', 'express', 'custom'].includes(String(params.type))) {
      throw new StripeFailure(400, { type: 'invalid_request_error', param: 'type', message: 'Invalid type: must be one of custom, express, or standard' });
    }
    const requested = Object.keys((params.capabilities as object | undefined) ?? {});
    const account: StripeObject = {
      id: newId('acct'),
      object: 'account',
      type: params.type,
      country: params.country ?? 'US',
      email: params.email ?? null,
      default_currency: 'usd',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: Object.fromEntries(requested.map((name) => [name, 'inactive'])),
      requirements: { currently_due: ['external_account', 'individual.dob.day', 'tos_acceptance.date'], disabled_reason: 'requirements.past_due' },
      metadata: params.metadata ?? {},
      created: now(),
    };
    accounts.set(account.id, account);
    return account;
  }

  function createAccountLink(params: Record<string, unknown>) {
    for (const name of ['account', 'type', 'refresh_url', 'return_url']) if (!params[name]) throw missing(name);
    const account = String(params.account);
    if (!accounts.has(account)) throw noSuch('account', account, 'account', 400);
    const token = randomBytes(16).toString('hex');
    onboardingLinks.set(token, { account, returnUrl: String(params.return_url) });
    return { object: 'account_link', created: now(), expires_at: now() + 300, url: `${baseUrl}/setup/e/${account}/${token}` };
  }

  /** What the seller does on Stripe's hosted onboarding: every requirement met, charges and payouts enabled. */
  function completeOnboarding(accountId: string) {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`no account ${accountId}`);
    const capabilities = account.capabilities as Record<string, string>;
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: Object.fromEntries(Object.keys(capabilities).map((name) => [name, 'active'])),
      requirements: { currently_due: [], disabled_reason: null },
    });
    recordEvent('account.updated', account);
  }

  function createPaymentIntent(params: Record<string, unknown>) {
    if (params.amount === undefined) throw missing('amount');
    if (!params.currency) throw missing('currency');
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeFailure(400, { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least $0.50 usd' });
    }
    const destination = (params.transfer_data as { destination?: string } | undefined)?.destination;
    if (destination !== undefined) {
      const account = accounts.get(destination);
      if (!account) throw noSuch('destination', destination, 'transfer_data[destination]', 400);
      if ((account.capabilities as Record<string, string>).transfers !== 'active') {
        throw new StripeFailure(400, {
          type: 'invalid_request_error',
          code: 'insufficient_capabilities_for_transfer',
          param: 'transfer_data[destination]',
          message: 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        });
      }
    }
    const fee = params.application_fee_amount === undefined ? null : Number(params.application_fee_amount);
    const id = newId('pi');
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(params.currency),
      application_fee_amount: fee,
      transfer_data: destination ? { destination } : null,
      transfer_group: params.transfer_group === undefined ? null : String(params.transfer_group),
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      automatic_payment_methods: params.automatic_payment_methods ? { enabled: true } : null,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      status: 'requires_payment_method',
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      latest_charge: null,
      next_action: null,
      livemode: false,
      created: now(),
    };
    intents.set(id, intent);
    return intent;
  }

  function confirmPaymentIntent(id: string, params: Record<string, unknown>, request: FakeRequest) {
    const intent = intents.get(id);
    if (!intent) throw noSuch('payment_intent', id, 'intent');
    if (!CONFIRMABLE.includes(String(intent.status))) throw unexpectedState(intent, 'confirm', CONFIRMABLE);
    const method = String(params.payment_method ?? '');
    const decline = DECLINES[method];
    if (decline) {
      const error = { type: 'card_error', code: 'card_declined', decline_code: decline.decline_code, message: decline.message, charge: newId('ch') };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
      recordEvent('payment_intent.payment_failed', intent, request);
      throw new StripeFailure(402, { ...error, payment_intent: structuredClone(intent) });
    }
    if (method === 'pm_card_authenticationRequired') {
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
      recordEvent('payment_intent.requires_action', intent, request);
      return intent;
    }
    if (method !== 'pm_card_visa') throw noSuch('PaymentMethod', method, 'payment_method', 400);
    const charge: StripeObject = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      paid: true,
      payment_intent: id,
      refunded: false,
      status: 'succeeded',
      transfer_data: intent.transfer_data,
      transfer_group: intent.transfer_group,
      created: now(),
    };
    charges.set(charge.id, charge);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id, last_payment_error: null, next_action: null });
    recordEvent('payment_intent.succeeded', intent, request);
    return intent;
  }

  /** Stripe's cancel: from the statuses in its list only, so a succeeded or canceled intent is refused. */
  function cancelPaymentIntent(id: string, params: Record<string, unknown>, request: FakeRequest) {
    const intent = intents.get(id);
    if (!intent) throw noSuch('payment_intent', id, 'intent');
    const reason = params.cancellation_reason === undefined ? null : String(params.cancellation_reason);
    if (reason !== null && !CANCELLATION_REASONS.includes(reason)) {
      throw new StripeFailure(400, { type: 'invalid_request_error', param: 'cancellation_reason', message: `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}` });
    }
    if (!CANCELABLE.includes(String(intent.status))) throw unexpectedState(intent, 'cancel', CANCELABLE);
    Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: reason, next_action: null });
    recordEvent('payment_intent.canceled', intent, request);
    return intent;
  }

  function createRefund(params: Record<string, unknown>, request: FakeRequest) {
    if (!params.payment_intent && !params.charge) throw missing('charge');
    const id = String(params.payment_intent);
    const intent = intents.get(id);
    if (!intent) throw noSuch('payment_intent', id, 'payment_intent', 400);
    if (intent.status !== 'succeeded') {
      throw new StripeFailure(400, { type: 'invalid_request_error', message: `This PaymentIntent (${id}) does not have a successful charge to refund.` });
    }
    const refunded = [...refunds.values()].filter((r) => r.payment_intent === id).reduce((sum, r) => sum + Number(r.amount), 0);
    const remaining = Number(intent.amount) - refunded;
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (amount > remaining || amount <= 0) {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
      });
    }
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      currency: intent.currency,
      payment_intent: id,
      metadata: params.metadata ?? {},
      reverse_transfer: params.reverse_transfer === 'true',
      refund_application_fee: params.refund_application_fee === 'true',
      status: 'succeeded',
      created: now(),
    };
    refunds.set(refund.id, refund);
    const charge = charges.get(String(intent.latest_charge))!;
    Object.assign(charge, { amount_refunded: refunded + amount, refunded: refunded + amount === intent.amount });
    recordEvent('charge.refunded', charge, request);
    return refund;
  }

  /** What transfers with this charge as source_transaction took from it, net of their reversals. */
  const transferredFrom = (chargeId: string) =>
    [...transfers.values()].filter((t) => t.source_transaction === chargeId).reduce((sum, t) => sum + Number(t.amount) - Number(t.amount_reversed), 0);

  function createTransfer(params: Record<string, unknown>, request: FakeRequest) {
    if (!params.currency) throw missing('currency');
    if (!params.destination) throw missing('destination');
    if (params.amount === undefined) throw missing('amount');
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) {
      throw new StripeFailure(400, { type: 'invalid_request_error', param: 'amount', message: 'Invalid positive integer' });
    }
    const destination = String(params.destination);
    const account = accounts.get(destination);
    if (!account) throw noSuch('destination', destination, 'destination', 400);
    if ((account.capabilities as Record<string, string>).transfers !== 'active') {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        code: 'insufficient_capabilities_for_transfer',
        param: 'destination',
        message: 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      });
    }
    const sourceId = params.source_transaction === undefined ? null : String(params.source_transaction);
    const charge = sourceId === null ? undefined : charges.get(sourceId);
    if (sourceId !== null && !charge) throw noSuch('charge', sourceId, 'source_transaction', 400);
    if (charge) {
      const available = Number(charge.amount) - Number(charge.amount_refunded) - transferredFrom(charge.id);
      if (amount > available) {
        throw new StripeFailure(400, {
          type: 'invalid_request_error',
          code: 'balance_insufficient',
          param: 'amount',
          message: `Insufficient funds in the source transaction ${charge.id}: the transfer amount ($${(amount / 100).toFixed(2)}) exceeds what is available on it ($${(available / 100).toFixed(2)}).`,
        });
      }
    }
    const id = newId('tr');
    const transfer: StripeObject = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: newId('txn'),
      created: now(),
      currency: String(params.currency),
      description: params.description ?? null,
      destination,
      destination_payment: newId('py'),
      livemode: false,
      metadata: params.metadata ?? {},
      reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
      reversed: false,
      source_transaction: sourceId,
      source_type: 'card',
      transfer_group: params.transfer_group === undefined ? (charge?.transfer_group ?? null) : String(params.transfer_group),
    };
    transfers.set(id, transfer);
    recordEvent('transfer.created', transfer, request);
    return transfer;
  }

  function createTransferReversal(transferId: string, params: Record<string, unknown>, request: FakeRequest) {
    const transfer = transfers.get(transferId);
    if (!transfer) throw noSuch('transfer', transferId, 'id');
    const left = Number(transfer.amount) - Number(transfer.amount_reversed);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left === 0) {
      throw new StripeFailure(400, { type: 'invalid_request_error', message: `Transfer ${transferId} has already been reversed.` });
    }
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        param: 'amount',
        message: `Transfer reversal amount ($${(amount / 100).toFixed(2)}) is greater than the amount left on the transfer ($${(left / 100).toFixed(2)}).`,
      });
    }
    const reversal: StripeObject = {
      id: newId('trr'),
      object: 'transfer_reversal',
      amount,
      balance_transaction: newId('txn'),
      created: now(),
      currency: transfer.currency,
      destination_payment_refund: newId('pyr'),
      metadata: params.metadata ?? {},
      source_refund: null,
      transfer: transferId,
    };
    const list = transfer.reversals as { data: StripeObject[]; total_count: number };
    Object.assign(transfer, {
      amount_reversed: Number(transfer.amount_reversed) + amount,
      reversed: Number(transfer.amount_reversed) + amount === Number(transfer.amount),
      reversals: { ...list, data: [reversal, ...list.data], total_count: list.total_count + 1 },
    });
    recordEvent('transfer.reversed', transfer, request);
    return reversal;
  }

  function route(request: FakeRequest): StripeObject | Record<string, unknown> {
    const params = parseFormBody(request.rawBody);
    const { method, path } = request;
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/accounts') return createAccount(params);
    if (method === 'GET' && (match = path.match(/^\/v1\/accounts\/([^/]+)$/))) return accounts.get(match[1]!) ?? throwError(noSuch('account', match[1]!, 'account'));
    if (method === 'POST' && path === '/v1/account_links') return createAccountLink(params);
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(params);
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) return intents.get(match[1]!) ?? throwError(noSuch('payment_intent', match[1]!, 'intent'));
    if (method === 'POST' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/))) return confirmPaymentIntent(match[1]!, params, request);
    if (method === 'POST' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/))) return cancelPaymentIntent(match[1]!, params, request);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params, request);
    if (method === 'POST' && path === '/v1/transfers') return createTransfer(params, request);
    if (method === 'GET' && (match = path.match(/^\/v1\/transfers\/([^/]+)$/))) return transfers.get(match[1]!) ?? throwError(noSuch('transfer', match[1]!, 'id'));
    if (method === 'POST' && (match = path.match(/^\/v1\/transfers\/([^/]+)\/reversals$/))) return createTransferReversal(match[1]!, params, request);
    if (method === 'GET' && (match = path.match(/^\/v1\/charges\/([^/]+)$/))) return charges.get(match[1]!) ?? throwError(noSuch('charge', match[1]!, 'id'));
    throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function answer(request: FakeRequest): FakeResponse {
    const requestId = { 'request-id': newId('req') };
    const onboarding = request.method === 'GET' ? request.path.match(/^\/setup\/e\/([^/]+)\/([^/]+)$/) : null;
    if (onboarding) {
      const link = onboardingLinks.get(onboarding[2]!);
      if (!link) return { status: 404, body: 'This link has expired.' };
      completeOnboarding(link.account);
      return { status: 302, headers: { location: link.returnUrl } };
    }
    const authorization = request.headers.authorization;
    if (!authorization) {
      return { status: 401, headers: requestId, body: { error: { type: 'invalid_request_error', message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')." } } };
    }
    if (authorization !== `Bearer ${options.secretKey}`) {
      return { status: 401, headers: requestId, body: { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${authorization.slice(7, 15)}****` } } };
    }
    const key = request.headers['idempotency-key'];
    const idempotencyKey = request.method === 'POST' && typeof key === 'string' ? key : undefined;
    const fingerprint = `${request.method} ${request.path} ${request.rawBody}`;
    if (idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return {
          status: 400,
          headers: requestId,
          body: { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.` } },
        };
      }
      if (earlier) return { ...earlier.response, headers: { ...earlier.response.headers, 'idempotent-replayed': 'true' } };
    }
    let response: FakeResponse;
    try {
      response = { status: 200, headers: requestId, body: structuredClone(route(request)) };
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      response = { status: error.status, headers: requestId, body: { error: { ...error.error, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId['request-id']}` } } };
    }
    if (idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, response });
    return response;
  }

  const server = await startFakeServer(answer);
  baseUrl = server.url;
  const url = new URL(server.url);
  return {
    server,
    url: server.url,
    /** The SDK's host/port/protocol options for this fake. */
    sdkOptions: { host: url.hostname, port: Number(url.port), protocol: 'http' as const },
    accounts,
    intents,
    refunds,
    charges,
    transfers,
    events,
    completeOnboarding,
    stop: () => server.stop(),
  };
}

function throwError(error: Error): never {
  throw error;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
