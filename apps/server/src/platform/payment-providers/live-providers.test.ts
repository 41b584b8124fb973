import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startFakeDwolla, type FakeDwolla } from '../../../test/fakes/fake-dwolla';
import { startFakePlaid, type FakePlaid } from '../../../test/fakes/fake-plaid';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/fake-stripe';
import { createDwollaAchProvider, createPlaidBankLinkProvider, createStripeCardProvider } from './live-providers';

let stripe: FakeStripe;
let dwolla: FakeDwolla;
let plaid: FakePlaid;

beforeAll(async () => {
  [stripe, dwolla, plaid] = await Promise.all([
    startFakeStripe({ secretKey: 'sk_test_live_providers' }),
    startFakeDwolla({ key: 'dk', secret: 'ds', webhookSecret: 'dw' }),
    startFakePlaid({ clientId: 'pc', secret: 'ps' }),
  ]);
});
afterAll(() => Promise.all([stripe.stop(), dwolla.stop(), plaid.stop()]));

const vendorEnv = () => ({
  STRIPE_SECRET_KEY: 'sk_test_live_providers', STRIPE_PUBLISHABLE_KEY: 'pk_test_live_providers', STRIPE_WEBHOOK_SECRET: 'whsec_live', STRIPE_API_URL: stripe.url,
  DWOLLA_KEY: 'dk', DWOLLA_SECRET: 'ds', DWOLLA_WEBHOOK_SECRET: 'dw', DWOLLA_API_URL: dwolla.url,
  PLAID_CLIENT_ID: 'pc', PLAID_SECRET: 'ps', PLAID_API_URL: plaid.url,
});

describe('live providers chosen by configuration', () => {
  it('gives no real adapter on a fresh machine, so the sandbox is used', async () => {
    const config = loadConfig({});
    expect(createStripeCardProvider(config)).toBeUndefined();
    expect(await createDwollaAchProvider(config)).toBeUndefined();
    expect(await createPlaidBankLinkProvider(config)).toBeUndefined();
    expect(config).toMatchObject({ DWOLLA_ENVIRONMENT: 'sandbox', PLAID_ENV: 'sandbox' });
  });

  it('builds each adapter from its environment variables and reaches the API they name', async () => {
    const config = loadConfig(vendorEnv());
    const card = createStripeCardProvider(config)!;
    const ach = (await createDwollaAchProvider(config))!;
    const bankLink = (await createPlaidBankLinkProvider(config))!;
    expect([card.kind, ach.kind, bankLink.kind]).toEqual(['stripe', 'dwolla', 'plaid']);

    const { accountId } = await card.createConnectedAccount({ userId: 'u', email: 'u@example.com', idempotencyKey: 'user:u:card-account' });
    expect(stripe.accounts.has(accountId)).toBe(true);
    const { customerId } = await ach.createPersonalVerifiedCustomer({
      firstName: 'Live', lastName: 'Config', email: 'live@example.com', address1: '1 Main St', city: 'Providence', state: 'RI',
      postalCode: '02903', dateOfBirth: '1980-01-01', ssn: '1234', idempotencyKey: 'user:live:ach-customer',
    });
    expect(dwolla.customers.has(customerId)).toBe(true);
    const { linkToken } = await bankLink.createLinkToken({ clientUserId: 'u', clientName: 'HomeBid' });
    expect(plaid.linkTokens.has(linkToken)).toBe(true);

    // The webhook secrets reach the adapters: a delivery signed with the configured secret is accepted.
    const delivery = dwolla.webhook('customer_verified', `/customers/${customerId}`);
    expect(ach.parseWebhook(delivery.rawBody, delivery.signature).resourceId).toBe(customerId);
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', data: { object: {} } });
    expect(card.parseWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_live' })).type).toBe('other');
  });

  it('stops at start when a vendor is only partly configured, naming what is missing', async () => {
    const { STRIPE_WEBHOOK_SECRET: _stripe, ...noStripeWebhook } = vendorEnv();
    expect(() => createStripeCardProvider(loadConfig(noStripeWebhook))).toThrow('Stripe is partly configured: set STRIPE_WEBHOOK_SECRET as well');
    const { DWOLLA_SECRET: _dwolla, ...noDwollaSecret } = vendorEnv();
    await expect(createDwollaAchProvider(loadConfig(noDwollaSecret))).rejects.toThrow('set DWOLLA_SECRET as well');
    await expect(createPlaidBankLinkProvider(loadConfig({ PLAID_SECRET: 'ps' }))).rejects.toThrow('set PLAID_CLIENT_ID as well');
  });

  it('refuses an unknown vendor environment in the configuration', () => {
    expect(() => loadConfig({ DWOLLA_ENVIRONMENT: 'staging' })).toThrow();
    expect(() => loadConfig({ PLAID_ENV: 'development' })).toThrow();
  });
});
