import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { SandboxCardProvider } from '../../platform/payment-providers/sandbox/sandbox-card-provider';
import { buildUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('sandbox card routes (what Stripe.js does in the browser)', () => {
  it('confirms with a test card and completes or fails the authentication step, only with the client secret', async () => {
    const user = await buildUser(app, { userType: 'home_owner', onboarded: true });
    const card = app.ctx.payments.card as SandboxCardProvider;
    const { accountId } = await card.createConnectedAccount({ userId: 'seller', email: 'seller@example.com', idempotencyKey: 'acct:routes' });
    await card.completeOnboarding(accountId, 'Seller');
    const newIntent = (key: string) =>
      card.createPaymentIntent({ amountCents: 5_000, destination: { accountId, applicationFeeCents: 100 }, description: 'm', metadata: {}, idempotencyKey: key });

    const cards = await user.request({ method: 'GET', url: '/api/payments/sandbox/test-cards' });
    expect(cards.json().cards.map((c: { number: string }) => c.number)).toContain('4000002500003155');

    const intent = await newIntent('k1');
    const confirm = (id: string, body: Record<string, unknown>) => user.request({ method: 'POST', url: `/api/payments/sandbox/payment-intents/${id}/confirm`, payload: body });
    const wrongSecret = await confirm(intent.id, { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242' });
    expect([wrongSecret.statusCode, wrongSecret.json().error.message]).toEqual([422, 'No such payment.']);
    const declined = await confirm(intent.id, { clientSecret: intent.clientSecret, cardNumber: '4000 0000 0000 9995' });
    expect(declined.json()).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card has insufficient funds.' });
    const needsAuth = await confirm(intent.id, { clientSecret: intent.clientSecret, cardNumber: '4000 0025 0000 3155' });
    expect(needsAuth.json().status).toBe('requires_action');
    const approved = await user.request({ method: 'POST', url: `/api/payments/sandbox/payment-intents/${intent.id}/authenticate`, payload: { clientSecret: intent.clientSecret, approve: true } });
    expect(approved.json()).toMatchObject({ status: 'succeeded', amountCents: 5_000 });
    const again = await user.request({ method: 'POST', url: `/api/payments/sandbox/payment-intents/${intent.id}/authenticate`, payload: { clientSecret: intent.clientSecret, approve: false } });
    expect([again.statusCode, again.json().error.message]).toEqual([422, 'This payment does not need authentication.']);

    const second = await newIntent('k2');
    await confirm(second.id, { clientSecret: second.clientSecret, cardNumber: '4000002500003155' });
    const failed = await user.request({ method: 'POST', url: `/api/payments/sandbox/payment-intents/${second.id}/authenticate`, payload: { clientSecret: second.clientSecret, approve: false } });
    expect(failed.json()).toMatchObject({ status: 'requires_payment_method', lastError: expect.stringContaining('unable to authenticate') });
    expect((await app.inject({ method: 'POST', url: `/api/payments/sandbox/payment-intents/${second.id}/confirm`, payload: { clientSecret: second.clientSecret, cardNumber: '4242424242424242' } })).statusCode).toBe(401);
  });
});
