import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { paymentProfiles } from '../../src/db/schema/payments';
import type { TestUser } from '../factories';
import { startFakeDwolla, type FakeDwolla } from '../fakes/fake-dwolla';
import { startFakePlaid, type FakePlaid } from '../fakes/fake-plaid';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe';
import type { FakeRequest, FakeServer } from '../fakes/fake-http';
import { validCustomer } from './payout-setup';

/*
 * The whole app against the fake Stripe, Dwolla and Plaid (escrow's integration tests): the vendors' keys in the
 * app's environment, and what the browser and the vendors do around the app (Stripe.js confirming a card, Stripe's
 * hosted onboarding, Plaid Link, the vendors' signed webhooks).
 */

const STRIPE = { secretKey: 'sk_test_escrow_vendors', publishableKey: 'pk_test_escrow_vendors', webhookSecret: 'whsec_escrow_vendors' };
const DWOLLA = { key: 'dwolla-escrow-key', secret: 'dwolla-escrow-secret', webhookSecret: 'dwolla-escrow-webhook' };
const PLAID = { clientId: 'plaid-escrow-client', secret: 'plaid-escrow-secret' };

/**
 * A relay in front of a fake vendor: passes every request on and its answer back, except that for the requests
 * `dropAnswer` picks it closes the connection once the vendor has acted, without an answer (the network failing on
 * the way back: the vendor did the work, the caller does not know).
 */
export interface LossyRelay {
  url: string;
  dropAnswer: (request: { method: string; path: string }) => boolean;
  /** How many answers were dropped. */
  dropped: number;
  stop(): Promise<void>;
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'content-encoding']);

export async function startLossyRelay(targetUrl: string): Promise<LossyRelay> {
  const relay: LossyRelay = { url: '', dropAnswer: () => false, dropped: 0, stop: async () => {} };
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const method = incoming.method ?? 'GET';
      const path = new URL(incoming.url ?? '/', 'http://relay').pathname;
      const headers = Object.fromEntries(Object.entries(incoming.headers).filter((h): h is [string, string] => typeof h[1] === 'string' && !HOP_HEADERS.has(h[0])));
      try {
        const answer = await fetch(new URL(incoming.url ?? '/', targetUrl), { method, headers, body: method === 'GET' ? undefined : Buffer.concat(chunks), redirect: 'manual' });
        const body = Buffer.from(await answer.arrayBuffer());
        if (relay.dropAnswer({ method, path })) {
          relay.dropped += 1;
          incoming.socket.destroy();
          return;
        }
        answer.headers.forEach((value, name) => {
          if (!HOP_HEADERS.has(name)) outgoing.setHeader(name, value);
        });
        outgoing.writeHead(answer.status);
        outgoing.end(body);
      } catch (error) {
        outgoing.writeHead(502).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  relay.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return relay;
}

export interface EscrowVendors {
  stripe: FakeStripe;
  /** Stripe as the app and the browser reach it: through a relay that can lose answers. */
  stripeRelay: LossyRelay;
  dwolla: FakeDwolla;
  plaid: FakePlaid;
  /** The app's environment for these vendors: the real adapters replace the sandbox. */
  env: Record<string, string>;
  /** Plays the browser's part: Stripe.js confirming a payment with a test payment method. */
  browserStripe: Stripe;
  stop(): Promise<void>;
}

export async function startEscrowVendors(): Promise<EscrowVendors> {
  const [stripe, dwolla] = await Promise.all([startFakeStripe({ secretKey: STRIPE.secretKey }), startFakeDwolla(DWOLLA)]);
  // Plaid tells Dwolla which bank account a processor token opens: the two fakes are joined here
  const plaid = await startFakePlaid({ ...PLAID, onProcessorToken: (token, account) => dwolla.registerProcessorToken(token, account) });
  const stripeRelay = await startLossyRelay(stripe.url);
  const relayUrl = new URL(stripeRelay.url);
  return {
    stripe,
    stripeRelay,
    dwolla,
    plaid,
    env: {
      STRIPE_SECRET_KEY: STRIPE.secretKey, STRIPE_PUBLISHABLE_KEY: STRIPE.publishableKey, STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret, STRIPE_API_URL: stripeRelay.url,
      DWOLLA_KEY: DWOLLA.key, DWOLLA_SECRET: DWOLLA.secret, DWOLLA_WEBHOOK_SECRET: DWOLLA.webhookSecret, DWOLLA_API_URL: dwolla.url,
      PLAID_CLIENT_ID: PLAID.clientId, PLAID_SECRET: PLAID.secret, PLAID_API_URL: plaid.url,
    },
    browserStripe: new Stripe(STRIPE.secretKey, { host: relayUrl.hostname, port: Number(relayUrl.port), protocol: 'http', maxNetworkRetries: 0 }),
    stop: async () => {
      await Promise.all([stripeRelay.stop(), stripe.stop(), dwolla.stop(), plaid.stop()]);
    },
  };
}

/** The requests a fake received for one method and path, in order. */
export const requestsTo = (server: FakeServer, method: string, path: string): FakeRequest[] => server.requests.filter((r) => r.method === method && r.path === path);

/** The seller's Express account, onboarded on Stripe's hosted page (served by the fake) and read back by the app. */
export async function onboardAtStripe(seller: TestUser): Promise<void> {
  const { url } = (await seller.request({ method: 'POST', url: '/api/payments/card-account/onboarding' })).json();
  const hosted = await fetch(url, { redirect: 'manual' });
  if (hosted.status !== 302) throw new Error(`onboarding page answered ${hosted.status}`);
  const refreshed = await seller.request({ method: 'POST', url: '/api/payments/card-account/refresh' });
  if (!refreshed.json().card?.chargesEnabled) throw new Error(`onboarding not complete: ${refreshed.body}`);
}

/** Stripe's event of `type` about one payment intent, delivered to the app's webhook signed as Stripe signs it. */
export async function deliverStripeEvent(app: App, vendors: EscrowVendors, type: string, intentId: string) {
  const event = vendors.stripe.events.findLast((e) => e.type === type && (e.data as { object: { id: string } }).object.id === intentId);
  if (!event) throw new Error(`Stripe sent no ${type} for ${intentId}`);
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhookSecret });
  return app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, payload });
}

/** Dwolla's webhook of `topic` about one transfer, delivered to the app signed with the subscription's secret. */
export async function deliverDwollaTransferEvent(app: App, vendors: EscrowVendors, topic: string, transferId: string) {
  const delivery = vendors.dwolla.webhook(topic, `/transfers/${transferId}`);
  return app.inject({ method: 'POST', url: '/api/webhooks/dwolla', headers: { 'x-request-signature-sha-256': delivery.signature, 'content-type': 'application/json' }, payload: delivery.rawBody });
}

/**
 * A verified Dwolla customer with a bank linked through Plaid, as the payments page does it: the customer form, a
 * link token, Plaid Link's sandbox sign-in (user_good / pass_good) and the checking account picked. Returns the
 * Dwolla customer and funding source the app stored.
 */
export async function linkBankThroughPlaid(app: App, vendors: EscrowVendors, user: TestUser): Promise<{ customerId: string; fundingSourceId: string }> {
  const customer = await user.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() });
  if (customer.statusCode !== 200) throw new Error(`customer failed: ${customer.body}`);
  const token = await user.request({ method: 'POST', url: '/api/payments/bank/link-token' });
  if (token.statusCode !== 200) throw new Error(`link token failed: ${token.body}`);
  const link = await vendors.plaid.signInToLink('ins_109508');
  const checking = link.accounts.find((a) => a.name === 'Plaid Checking')!;
  const linked = await user.request({ method: 'POST', url: '/api/payments/bank', payload: { publicToken: link.publicToken, accountId: checking.id } });
  if (linked.statusCode !== 200) throw new Error(`bank link failed: ${linked.body}`);
  const [profile] = await app.ctx.db.select().from(paymentProfiles).where(eq(paymentProfiles.userId, user.id));
  return { customerId: profile!.achCustomerId!, fundingSourceId: profile!.fundingSourceId! };
}
