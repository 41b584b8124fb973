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
      applicationFeeCents: 330,
      destinationAccountId: destination,
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
      amountCents: 5_000, applicationFeeCents: 175, destinationAccountId: destination, description: 'Milestone 2', metadata: {}, idempotencyKey: 'milestone:m2:attempt:1',
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
      amountCents: 4_000, applicationFeeCents: 150, destinationAccountId: destination, description: 'Milestone 4', metadata: {}, idempotencyKey: 'milestone-pay:m4:1',
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
      amountCents: 4_000, applicationFeeCents: 150, destinationAccountId: destination, description: 'Milestone 5', metadata: {}, idempotencyKey: 'milestone-pay:m5:1',
    });
    await browserSide.paymentIntents.confirm(paid.id, { payment_method: 'pm_card_visa' });
    expect((await expectProviderError(card.cancelPaymentIntent({ paymentIntentId: paid.id, idempotencyKey: 'milestone-cancel:m5:1' }))).detail).toContain('status of succeeded');
  });

  it("keeps the card's own words for a decline and shows the last error on the payment", async () => {
    const destination = await createOnboardedAccount('u4');
    const intent = await card.createPaymentIntent({
      amountCents: 2_500, applicationFeeCents: 100, destinationAccountId: destination, description: 'Milestone 3', metadata: {}, idempotencyKey: 'milestone:m3:attempt:1',
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
      card.createPaymentIntent({ amountCents: 1_000, applicationFeeCents: 50, destinationAccountId: accountId, description: 'x', metadata: {}, idempotencyKey: 'k-not-onboarded' }),
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
      amountCents: 7_000, applicationFeeCents: 245, destinationAccountId: destination, description: 'M', metadata: { milestoneId: 'w' }, idempotencyKey: 'milestone:w:attempt:1',
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
