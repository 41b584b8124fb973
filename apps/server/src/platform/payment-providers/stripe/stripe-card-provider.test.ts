import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../test/fakes/fake-stripe';
import { PaymentProviderError, WebhookSignatureError, type CardProvider } from '../providers';
import { createStripeCardAdapter, STRIPE_GENERIC_MESSAGE, toPaymentProviderError } from './stripe-card-provider';

const SECRET_KEY = 'sk_test_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_test_secret';

let fake: FakeStripe;
let card: CardProvider;
/** Plays the browser's part (Stripe.js confirming with a test payment method) against the same fake. */
let browserSide: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY });
  card = createStripeCardAdapter({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
  browserSide = new Stripe(SECRET_KEY, { ...fake.sdkOptions, maxNetworkRetries: 0 });
});
afterAll(() => fake.stop());

async function createOnboardedAccount(userId: string) {
  const { accountId } = await card.createConnectedAccount({ userId, email: `${userId}@example.com`, idempotencyKey: `user:${userId}:card-account` });
  fake.completeOnboarding(accountId);
  return accountId;
}

async function expectProviderError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('Stripe card adapter against the local fake', () => {
  it('creates an Express account, links to hosted onboarding and reads the status before and after', async () => {
    const { accountId } = await card.createConnectedAccount({ userId: 'u1', email: 'seller@example.com', idempotencyKey: 'user:u1:card-account' });
    expect(accountId).toMatch(/^acct_/);
    expect(fake.accounts.get(accountId)).toMatchObject({ type: 'express', email: 'seller@example.com', metadata: { userId: 'u1' } });
    expect(await card.getAccountStatus(accountId)).toEqual({ accountId, chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false });

    const returnUrl = 'http://localhost:3000/v1/payments?card=return';
    const { url } = await card.createOnboardingLink({ accountId, returnUrl, refreshUrl: 'http://localhost:3000/v1/payments?card=refresh' });
    const onboarding = await fetch(url, { redirect: 'manual' });
    expect(onboarding.status).toBe(302);
    expect(onboarding.headers.get('location')).toBe(returnUrl);
    expect(await card.getAccountStatus(accountId)).toEqual({ accountId, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true });
  });

  it('creates one destination charge per idempotency key, sent as the Idempotency-Key header', async () => {
    const destination = await createOnboardedAccount('u2');
    const input = {
      amountCents: 10_330,
      destination: { accountId: destination, applicationFeeCents: 330 },
      description: 'Milestone 1',
      metadata: { milestoneId: 'm1' },
      idempotencyKey: 'milestone:m1:attempt:1',
    };
    const before = fake.intents.size;
    const first = await card.createPaymentIntent(input);
    const second = await card.createPaymentIntent(input);
    expect(second.id).toBe(first.id);
    expect(fake.intents.size).toBe(before + 1);
    expect(first).toMatchObject({ status: 'requires_payment_method', amountCents: 10_330, metadata: { milestoneId: 'm1' } });
    expect(first.clientSecret).toMatch(new RegExp(`^${first.id}_secret_`));
    expect(fake.intents.get(first.id)).toMatchObject({ application_fee_amount: 330, transfer_data: { destination }, currency: 'usd' });
    const sent = fake.server.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(sent.at(-1)?.headers['idempotency-key']).toBe('milestone:m1:attempt:1');

    const third = await card.createPaymentIntent({ ...input, idempotencyKey: 'milestone:m1:attempt:2' });
    expect(third.id).not.toBe(first.id);
  });

  it('retrieves a payment the browser confirmed, then refunds it with the transfer reversed', async () => {
    const destination = await createOnboardedAccount('u3');
    const intent = await card.createPaymentIntent({
      amountCents: 5_000, destination: { accountId: destination, applicationFeeCents: 175 }, description: 'Milestone 2', metadata: {}, idempotencyKey: 'milestone:m2:attempt:1',
    });
    await browserSide.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(await card.getPaymentIntent(intent.id)).toMatchObject({ id: intent.id, status: 'succeeded', amountCents: 5_000 });

    const refund = await card.createRefund({ paymentIntentId: intent.id, amountCents: 2_000, idempotencyKey: 'milestone:m2:refund:1' });
    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(fake.refunds.get(refund.refundId)).toMatchObject({ amount: 2_000, reverse_transfer: true, refund_application_fee: true });
    const again = await card.createRefund({ paymentIntentId: intent.id, amountCents: 2_000, idempotencyKey: 'milestone:m2:refund:1' });
    expect(again.refundId).toBe(refund.refundId);
  });

  it('cancels an intent waiting for its card through the SDK, after which it can be neither confirmed nor canceled again', async () => {
    const destination = await createOnboardedAccount('u6');
    const intent = await card.createPaymentIntent({
      amountCents: 4_000, destination: { accountId: destination, applicationFeeCents: 150 }, description: 'Milestone 4', metadata: {}, idempotencyKey: 'milestone-pay:m4:1',
    });
    const canceled = await card.cancelPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: 'milestone-cancel:m4:1' });
    expect(canceled).toMatchObject({ id: intent.id, status: 'canceled' });
    const sent = fake.server.requests.find((r) => r.path === `/v1/payment_intents/${intent.id}/cancel`);
    expect(sent?.headers['idempotency-key']).toBe('milestone-cancel:m4:1');
    expect(fake.intents.get(intent.id)).toMatchObject({ status: 'canceled', cancellation_reason: 'requested_by_customer' });
    expect(fake.events.at(-1)).toMatchObject({ type: 'payment_intent.canceled' });
    // the same key again is Stripe's replay of the first answer, not a second cancel
    expect((await card.cancelPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: 'milestone-cancel:m4:1' })).status).toBe('canceled');

    const confirmed = await browserSide.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }).catch((e: unknown) => e);
    expect(confirmed).toMatchObject({ type: 'StripeInvalidRequestError', code: 'payment_intent_unexpected_state' });
    const again = await expectProviderError(card.cancelPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: 'milestone-cancel:m4:2' }));
    expect(again.message).toBe(STRIPE_GENERIC_MESSAGE);
    expect(again.detail).toContain('payment_intent_unexpected_state');

    const paid = await card.createPaymentIntent({
      amountCents: 4_000, destination: { accountId: destination, applicationFeeCents: 150 }, description: 'Milestone 5', metadata: {}, idempotencyKey: 'milestone-pay:m5:1',
    });
    await browserSide.paymentIntents.confirm(paid.id, { payment_method: 'pm_card_visa' });
    expect((await expectProviderError(card.cancelPaymentIntent({ paymentIntentId: paid.id, idempotencyKey: 'milestone-cancel:m5:1' }))).detail).toContain('status of succeeded');
  });

  it('holds a separate charge with its transfer group, pays the seller by a transfer from it and reverses the transfer', async () => {
    const destination = await createOnboardedAccount('e1');
    const intent = await card.createPaymentIntent({
      amountCents: 10_330, transferGroup: 'contract:c1', description: 'Escrow for milestone 1', metadata: { escrow: 'c1' }, idempotencyKey: 'escrow-fund:c1:1',
    });
    // a separate charge: no destination and no fee in the request, the transfer group on the intent
    const sent = fake.server.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(sent.rawBody).not.toMatch(/transfer_data|application_fee_amount/);
    expect(fake.intents.get(intent.id)).toMatchObject({ transfer_group: 'contract:c1', transfer_data: null, application_fee_amount: null });
    expect(intent.chargeId).toBeUndefined();
    await browserSide.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const paid = await card.getPaymentIntent(intent.id);
    expect(paid).toMatchObject({ status: 'succeeded', chargeId: fake.intents.get(intent.id)!.latest_charge });
    const succeeded = JSON.stringify(fake.events.findLast((e) => e.type === 'payment_intent.succeeded'));
    const event = card.parseWebhook(succeeded, Stripe.webhooks.generateTestHeaderString({ payload: succeeded, secret: WEBHOOK_SECRET }));
    expect(event).toMatchObject({ paymentIntent: { id: intent.id, chargeId: paid.chargeId } });

    const release = {
      amountCents: 10_000, destinationAccountId: destination, sourceChargeId: paid.chargeId!, transferGroup: 'contract:c1', metadata: { payoutId: 'p1' }, idempotencyKey: 'escrow-release:c1:1',
    };
    const transfer = await card.createTransfer(release);
    expect(transfer).toEqual({ id: expect.stringMatching(/^tr_/), amountCents: 10_000, destinationAccountId: destination, amountReversedCents: 0 });
    expect(fake.transfers.get(transfer.id)).toMatchObject({ currency: 'usd', destination, source_transaction: paid.chargeId, transfer_group: 'contract:c1', metadata: { payoutId: 'p1' } });
    expect(fake.server.requests.filter((r) => r.path === '/v1/transfers').at(-1)?.headers['idempotency-key']).toBe('escrow-release:c1:1');
    // the same key is Stripe's replay; another request under it is Stripe's idempotency_error
    const transfers = fake.transfers.size;
    expect((await card.createTransfer(release)).id).toBe(transfer.id);
    expect(fake.transfers.size).toBe(transfers);
    expect((await expectProviderError(card.createTransfer({ ...release, amountCents: 9_000 }))).detail).toContain('StripeIdempotencyError (400)');
    // 330 is what the charge has left: more is refused
    const tooMuch = await expectProviderError(card.createTransfer({ ...release, amountCents: 331, idempotencyKey: 'escrow-release:c1:2' }));
    expect(tooMuch).toMatchObject({ message: STRIPE_GENERIC_MESSAGE, isUnavailable: false });
    expect(tooMuch.detail).toContain('balance_insufficient');

    // the refund of a separate charge comes from the platform's balance: no transfer reversed, no fee refunded
    const refund = await card.createRefund({ paymentIntentId: intent.id, amountCents: 330, idempotencyKey: 'escrow-refund:c1:1' });
    expect(fake.refunds.get(refund.refundId)).toMatchObject({ amount: 330, reverse_transfer: false, refund_application_fee: false });

    const reversal = await card.reverseTransfer({ transferId: transfer.id, amountCents: 4_000, idempotencyKey: 'escrow-reverse:c1:1' });
    expect(reversal).toEqual({ reversalId: expect.stringMatching(/^trr_/), amountCents: 4_000 });
    const reversalRequest = fake.server.requests.filter((r) => r.path === `/v1/transfers/${transfer.id}/reversals`).at(-1)!;
    expect([reversalRequest.headers['idempotency-key'], reversalRequest.rawBody]).toEqual(['escrow-reverse:c1:1', 'amount=4000']);
    expect(await card.reverseTransfer({ transferId: transfer.id, amountCents: 4_000, idempotencyKey: 'escrow-reverse:c1:1' })).toEqual(reversal);
    expect(fake.transfers.get(transfer.id)).toMatchObject({ amount_reversed: 4_000, reversed: false });
    // without an amount, the rest; then nothing is left to reverse
    expect(await card.reverseTransfer({ transferId: transfer.id, idempotencyKey: 'escrow-reverse:c1:2' })).toMatchObject({ amountCents: 6_000 });
    expect(fake.transfers.get(transfer.id)).toMatchObject({ amount_reversed: 10_000, reversed: true });
    expect(fake.events.at(-1)).toMatchObject({ type: 'transfer.reversed' });
    await expectProviderError(card.reverseTransfer({ transferId: transfer.id, amountCents: 1, idempotencyKey: 'escrow-reverse:c1:3' }));
  });

  it('refuses a transfer from an unknown charge or to a seller who cannot receive transfers', async () => {
    const { accountId } = await card.createConnectedAccount({ userId: 'e2', email: 'e2@example.com', idempotencyKey: 'user:e2:card-account' });
    const intent = await card.createPaymentIntent({ amountCents: 2_000, transferGroup: 'contract:c2', description: 'x', metadata: {}, idempotencyKey: 'escrow-fund:c2:1' });
    await browserSide.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const { chargeId } = await card.getPaymentIntent(intent.id);
    const input = { amountCents: 1_000, destinationAccountId: accountId, sourceChargeId: chargeId!, transferGroup: 'contract:c2', metadata: {} };
    expect((await expectProviderError(card.createTransfer({ ...input, idempotencyKey: 'escrow-release:c2:1' }))).detail).toContain('insufficient_capabilities_for_transfer');
    fake.completeOnboarding(accountId);
    expect((await expectProviderError(card.createTransfer({ ...input, sourceChargeId: 'ch_missing', idempotencyKey: 'escrow-release:c2:2' }))).detail).toContain("No such charge: 'ch_missing'");
    expect(await card.createTransfer({ ...input, idempotencyKey: 'escrow-release:c2:3' })).toMatchObject({ amountCents: 1_000 });
  });

  it("keeps the card's own words for a decline and shows the last error on the payment", async () => {
    const destination = await createOnboardedAccount('u4');
    const intent = await card.createPaymentIntent({
      amountCents: 2_500, destination: { accountId: destination, applicationFeeCents: 100 }, description: 'Milestone 3', metadata: {}, idempotencyKey: 'milestone:m3:attempt:1',
    });
    const declined = await browserSide.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' }).catch((e: unknown) => e);
    const mapped = toPaymentProviderError(declined);
    expect(mapped.message).toBe('Your card has insufficient funds.');
    expect(mapped.detail).toContain('card_declined/insufficient_funds');
    expect(mapped.isUnavailable).toBe(false);
    expect(await card.getPaymentIntent(intent.id)).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card has insufficient funds.' });
  });

  it('gives a generic message for a refused request and logs the detail', async () => {
    const { accountId } = await card.createConnectedAccount({ userId: 'u5', email: 'u5@example.com', idempotencyKey: 'user:u5:card-account' });
    const error = await expectProviderError(
      card.createPaymentIntent({ amountCents: 1_000, destination: { accountId, applicationFeeCents: 50 }, description: 'x', metadata: {}, idempotencyKey: 'k-not-onboarded' }),
    );
    expect(error.message).toBe(STRIPE_GENERIC_MESSAGE);
    expect(error.detail).toContain('insufficient_capabilities_for_transfer');
    expect(error.isUnavailable).toBe(false);
    const missing = await expectProviderError(card.getPaymentIntent('pi_missing'));
    expect(missing.detail).toContain("No such payment_intent: 'pi_missing'");
  });

  it('reports a Stripe that does not answer in time, or at all, as unavailable', async () => {
    const impatient = createStripeCardAdapter({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url, timeoutMs: 300, maxNetworkRetries: 0 });
    fake.server.hang = true;
    try {
      const error = await expectProviderError(impatient.getAccountStatus('acct_any'));
      expect(error.isUnavailable).toBe(true);
      expect(error.detail).toMatch(/timeout/i);
    } finally {
      fake.server.hang = false;
    }
    const nowhere = createStripeCardAdapter({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: 'http://127.0.0.1:9', maxNetworkRetries: 0 });
    expect((await expectProviderError(nowhere.getAccountStatus('acct_any'))).isUnavailable).toBe(true);
  });

  it('rejects a wrong secret key with a generic message', async () => {
    const wrongKey = createStripeCardAdapter({ secretKey: 'sk_test_wrong', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
    const error = await expectProviderError(wrongKey.getAccountStatus('acct_any'));
    expect(error.message).toBe(STRIPE_GENERIC_MESSAGE);
    expect(error.detail).toContain('(401)');
  });
});

describe('Stripe webhooks', () => {
  function sign(payload: string, secret = WEBHOOK_SECRET) {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret });
  }

  it('accepts a correctly signed event and normalises payments, accounts and refunds', async () => {
    const destination = await createOnboardedAccount('w1');
    const intent = await card.createPaymentIntent({
      amountCents: 7_000, destination: { accountId: destination, applicationFeeCents: 245 }, description: 'M', metadata: { milestoneId: 'w' }, idempotencyKey: 'milestone:w:attempt:1',
    });
    await browserSide.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await card.createRefund({ paymentIntentId: intent.id, idempotencyKey: 'milestone:w:refund:1' });

    const succeeded = fake.events.find((e) => e.type === 'payment_intent.succeeded' && (e.data as { object: { id: string } }).object.id === intent.id)!;
    const payload = JSON.stringify(succeeded);
    expect(card.parseWebhook(payload, sign(payload))).toEqual({
      id: succeeded.id,
      type: 'payment_intent.succeeded',
      paymentIntent: expect.objectContaining({ id: intent.id, status: 'succeeded', amountCents: 7_000, metadata: { milestoneId: 'w' } }),
    });

    const updated = JSON.stringify(fake.events.findLast((e) => e.type === 'account.updated'));
    expect(card.parseWebhook(updated, sign(updated))).toMatchObject({ type: 'account.updated', account: { accountId: destination, chargesEnabled: true, payoutsEnabled: true } });

    const refunded = JSON.stringify(fake.events.findLast((e) => e.type === 'charge.refunded'));
    expect(card.parseWebhook(refunded, sign(refunded))).toMatchObject({ type: 'charge.refunded', paymentIntentId: intent.id, amountRefundedCents: 7_000 });

    const other = JSON.stringify({ ...succeeded, id: 'evt_other', type: 'customer.created' });
    expect(card.parseWebhook(other, sign(other))).toEqual({ id: 'evt_other', type: 'other', providerType: 'customer.created' });
  });

  it('refuses a bad, tampered or missing signature', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'account.updated', data: { object: { id: 'acct_1' } } });
    expect(() => card.parseWebhook(payload, sign(payload, 'whsec_someone_else'))).toThrow(WebhookSignatureError);
    expect(() => card.parseWebhook(payload.replace('acct_1', 'acct_2'), sign(payload))).toThrow(WebhookSignatureError);
    expect(() => card.parseWebhook(payload, undefined)).toThrow(WebhookSignatureError);
    expect(() => card.parseWebhook(payload, 'garbage')).toThrow(WebhookSignatureError);
  });
});
