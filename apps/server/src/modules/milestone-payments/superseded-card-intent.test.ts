import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/fake-stripe';
import { buildAcceptedContract, buildPaymentsTestApp, getPayments, pay, setupAch } from '../../../test/support/milestone-payments';
import type { TestUser } from '../../../test/factories';

const SECRET_KEY = 'sk_test_superseded_intent';

describe('a card attempt given up for a bank transfer, with the Stripe adapter', () => {
  let fake: FakeStripe;
  let app: App;
  /** Plays the browser's part: Stripe.js confirming the payment in a card form still open. */
  let browserSide: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: SECRET_KEY });
    app = await buildPaymentsTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: 'pk_test_superseded_intent', STRIPE_WEBHOOK_SECRET: 'whsec_superseded_intent', STRIPE_API_URL: fake.url });
    browserSide = new Stripe(SECRET_KEY, { ...fake.sdkOptions, maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
  });

  /** The seller's Express account, onboarded on Stripe's hosted page (served by the fake) and read back. */
  async function onboardAtStripe(seller: TestUser) {
    const { url } = (await seller.request({ method: 'POST', url: '/api/payments/card-account/onboarding' })).json();
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(302);
    expect((await seller.request({ method: 'POST', url: '/api/payments/card-account/refresh' })).json().card).toMatchObject({ chargesEnabled: true });
  }

  it('leaves no open intent at Stripe, and the old card form can no longer confirm it', async () => {
    expect(app.ctx.payments.card.kind).toBe('stripe');
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await onboardAtStripe(bidder);
    await setupAch(app, poster);
    await setupAch(app, bidder);

    const byCard = (await pay(poster, contractId, 1, 'card')).json();
    expect(byCard).toMatchObject({ cardProvider: 'stripe', payment: { attempt: 1, method: 'card', status: 'pending' } });
    const intentId = String(byCard.clientSecret).split('_secret_')[0]!;
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'requires_payment_method', metadata: { contractId } });

    const byBank = (await pay(poster, contractId, 1, 'ach')).json();
    expect(byBank.payment).toMatchObject({ attempt: 2, method: 'ach', status: 'processing' });

    const openAtStripe = [...fake.intents.values()].filter((i) => (i.metadata as Record<string, string>).contractId === contractId && i.status !== 'canceled');
    expect(openAtStripe).toEqual([]);
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'canceled', cancellation_reason: 'requested_by_customer' });
    const cancel = fake.server.requests.find((r) => r.path === `/v1/payment_intents/${intentId}/cancel`);
    expect(cancel?.headers['idempotency-key']).toBe(`milestone-cancel:${contractId}.1:1`);

    // the card form still open in another tab confirms the old intent: Stripe refuses, nothing is charged
    const late = await browserSide.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(late).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(late).toMatchObject({ code: 'payment_intent_unexpected_state', statusCode: 400 });
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'canceled', amount_received: 0 });
    expect(fake.events.filter((e) => e.type === 'payment_intent.succeeded' && (e.data as { object: { id: string } }).object.id === intentId)).toEqual([]);

    // our side: the card attempt stays canceled (reading Stripe's canceled intent changes nothing), the transfer goes on
    const cardAttempt = byCard.payment.id as string;
    expect((await poster.request({ method: 'GET', url: `/api/milestone-payments/${cardAttempt}` })).json()).toMatchObject({ status: 'canceled', milestoneStatus: 'processing' });
    expect((await getPayments(poster, contractId)).milestones[0]).toMatchObject({ status: 'processing', method: 'ach' });
  });
});
