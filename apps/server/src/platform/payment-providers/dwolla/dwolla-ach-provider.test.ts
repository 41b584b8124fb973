import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_ACCOUNT_ID, MASTER_BALANCE_ID, startFakeDwolla, type FakeDwolla } from '../../../../test/fakes/fake-dwolla';
import { PaymentProviderError, WebhookSignatureError, type AchProvider, type PersonalVerifiedCustomerInput } from '../providers';
import { createDwollaAchAdapter, toCents, toDollars } from './dwolla-ach-provider';
import { DWOLLA_BANK_LINK_MESSAGE, DWOLLA_DUPLICATE_EMAIL_MESSAGE, DWOLLA_GENERIC_MESSAGE } from './dwolla-errors';

const KEY = 'dwolla-key';
const SECRET = 'dwolla-secret';
const WEBHOOK_SECRET = 'dwolla-webhook-secret';

let fake: FakeDwolla;
let ach: AchProvider;

beforeAll(async () => {
  fake = await startFakeDwolla({ key: KEY, secret: SECRET, webhookSecret: WEBHOOK_SECRET });
  ach = await createDwollaAchAdapter({ key: KEY, secret: SECRET, environment: 'sandbox', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
});
afterAll(() => fake.stop());

function customerInput(name: string, overrides: Partial<PersonalVerifiedCustomerInput> = {}): PersonalVerifiedCustomerInput {
  return {
    firstName: 'Jane', lastName: name, email: `${name.toLowerCase()}@example.com`, address1: '1 Main St', city: 'Providence', state: 'RI',
    postalCode: '02903', dateOfBirth: '1980-01-01', ssn: '1234', idempotencyKey: `user:${name}:ach-customer`, ...overrides,
  };
}

async function expectProviderError(promise: Promise<unknown>) {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** Customer plus a bank account linked through a processor token, as the four bank-linking steps leave it. */
async function customerWithBank(name: string, accountName = 'Plaid Checking') {
  const { customerId } = await ach.createPersonalVerifiedCustomer(customerInput(name));
  fake.registerProcessorToken(`processor-sandbox-${name}`, { bankName: 'First Platypus Bank', accountKey: `acct-${name}` });
  const source = await ach.createFundingSource({ customerId, processorToken: `processor-sandbox-${name}`, name: accountName, idempotencyKey: `user:${name}:bank:1` });
  return { customerId, source };
}

describe('Dwolla bank-transfer adapter against the local fake', () => {
  it('creates a personal verified customer once per idempotency key, sending the SDK headers', async () => {
    const input = customerInput('Doe');
    const first = await ach.createPersonalVerifiedCustomer(input);
    const again = await ach.createPersonalVerifiedCustomer(input);
    expect(first).toEqual({ customerId: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'verified' });
    expect(again.customerId).toBe(first.customerId);
    expect(fake.customers.get(first.customerId)).toMatchObject({ type: 'personal', firstName: 'Jane', lastName: 'Doe', state: 'RI' });
    expect(fake.customers.get(first.customerId)).not.toHaveProperty('ssn');

    const posts = fake.server.requests.filter((r) => r.method === 'POST' && r.path === '/customers');
    expect(posts.at(-1)?.headers['idempotency-key']).toBe('user:Doe:ach-customer');
    expect(posts.at(-1)?.headers.accept).toBe('application/vnd.dwolla.v1.hal+json');
    expect(JSON.parse(posts.at(-1)!.rawBody)).toMatchObject({ type: 'personal', dateOfBirth: '1980-01-01', ssn: '1234', postalCode: '02903' });
    expect(await ach.getCustomerStatus(first.customerId)).toBe('verified');
  });

  it("reads the sandbox's other verification statuses", async () => {
    const retry = await ach.createPersonalVerifiedCustomer(customerInput('Retry', { firstName: 'retry' }));
    expect(retry.status).toBe('retry');
    const document = await ach.createPersonalVerifiedCustomer(customerInput('Document', { firstName: 'document' }));
    expect(await ach.getCustomerStatus(document.customerId)).toBe('document');
    // Knowledge-based questions pending: the customer has more to provide, as with retry.
    expect((await ach.createPersonalVerifiedCustomer(customerInput('Kba', { firstName: 'kba' }))).status).toBe('retry');
    expect((await ach.createPersonalVerifiedCustomer(customerInput('Suspended', { firstName: 'suspended' }))).status).toBe('suspended');
  });

  it("turns Dwolla's validation errors into messages naming the fields, with the detail for the log", async () => {
    const invalid = await expectProviderError(ach.createPersonalVerifiedCustomer(customerInput('Young', { ssn: '12', dateOfBirth: '2020-01-01' })));
    expect(invalid.message).toBe('The bank-transfer service did not accept the date of birth, SSN. Please check and try again.');
    expect(invalid.detail).toContain('ValidationError (400)');
    expect(invalid.detail).not.toContain('2020-01-01');

    await ach.createPersonalVerifiedCustomer(customerInput('Twin'));
    const duplicate = await expectProviderError(ach.createPersonalVerifiedCustomer(customerInput('Twin', { idempotencyKey: 'another-key' })));
    expect(duplicate.message).toBe(DWOLLA_DUPLICATE_EMAIL_MESSAGE);
    const missing = await expectProviderError(ach.getCustomerStatus('00000000-0000-0000-0000-000000000000'));
    expect(missing.message).toBe(DWOLLA_GENERIC_MESSAGE);
    expect(missing.detail).toContain('NotFound (404)');
  });

  it('attaches a bank from a processor token, lists only bank sources with their removed flag, and removes one', async () => {
    const { customerId, source } = await customerWithBank('Banks');
    expect(source).toEqual({ id: expect.any(String), name: 'Plaid Checking', bankName: 'First Platypus Bank', mask: '', status: 'verified', removed: false });
    const sent = fake.server.requests.filter((r) => r.path === `/customers/${customerId}/funding-sources` && r.method === 'POST').at(-1)!;
    expect(JSON.parse(sent.rawBody)).toEqual({ plaidToken: 'processor-sandbox-Banks', name: 'Plaid Checking', bankAccountType: 'checking' });
    expect(sent.headers['idempotency-key']).toBe('user:Banks:bank:1');

    // The same bank again under a new key: Dwolla says it exists, and that source is the answer.
    const again = await ach.createFundingSource({ customerId, processorToken: 'processor-sandbox-Banks', name: 'Plaid Checking', idempotencyKey: 'user:Banks:bank:2' });
    expect(again.id).toBe(source.id);

    fake.registerProcessorToken('processor-sandbox-Banks-2', { bankName: 'Tartan Bank', accountKey: 'acct-Banks-2' });
    const second = await ach.createFundingSource({ customerId, processorToken: 'processor-sandbox-Banks-2', name: 'Plaid Saving', idempotencyKey: 'user:Banks:bank:3' });
    await ach.removeFundingSource(source.id);
    const listed = await ach.listFundingSources(customerId);
    expect(listed.map((s) => [s.id, s.removed])).toEqual([[source.id, true], [second.id, false]]);
    expect(listed.filter((s) => !s.removed).map((s) => s.bankName)).toEqual(['Tartan Bank']);
  });

  it('refuses an unknown processor token with the bank-linking message', async () => {
    const { customerId } = await ach.createPersonalVerifiedCustomer(customerInput('NoToken'));
    const error = await expectProviderError(ach.createFundingSource({ customerId, processorToken: 'processor-sandbox-forged', name: 'X', idempotencyKey: 'k-forged' }));
    expect(error.message).toBe(DWOLLA_BANK_LINK_MESSAGE);
    expect(error.detail).toContain('/plaidToken');
  });

  it('sends a transfer once per idempotency key, then reads it processed, or failed with the return code', async () => {
    const buyer = await customerWithBank('Buyer');
    const seller = await customerWithBank('Seller');
    const input = {
      sourceFundingSourceId: buyer.source.id, destinationFundingSourceId: seller.source.id, amountCents: 10_330,
      metadata: { milestoneId: 'm1' }, idempotencyKey: 'milestone:m1:attempt:1',
    };
    const first = await ach.createTransfer(input);
    const second = await ach.createTransfer(input);
    expect(second.id).toBe(first.id);
    expect(first).toEqual({ id: expect.any(String), status: 'pending', amountCents: 10_330 });
    const body = JSON.parse(fake.server.requests.filter((r) => r.path === '/transfers').at(-1)!.rawBody);
    expect(body).toEqual({
      _links: { source: { href: `${fake.url}/funding-sources/${buyer.source.id}` }, destination: { href: `${fake.url}/funding-sources/${seller.source.id}` } },
      amount: { currency: 'USD', value: '103.30' },
      metadata: { milestoneId: 'm1' },
    });

    const poor = await customerWithBank('Poor', 'R01');
    const failing = await ach.createTransfer({ ...input, sourceFundingSourceId: poor.source.id, idempotencyKey: 'milestone:m2:attempt:1' });
    fake.processTransfers();
    expect(await ach.getTransfer(first.id)).toEqual({ id: first.id, status: 'processed', amountCents: 10_330 });
    expect(await ach.getTransfer(failing.id)).toEqual({ id: failing.id, status: 'failed', amountCents: 10_330, failureCode: 'R01', failureReason: 'Insufficient Funds' });

    const closed = await customerWithBank('Closed', 'R03');
    const unpaid = await ach.createTransfer({ ...input, destinationFundingSourceId: closed.source.id, idempotencyKey: 'milestone:m3:attempt:1' });
    fake.processTransfers();
    expect(await ach.getTransfer(unpaid.id)).toMatchObject({ status: 'failed', failureCode: 'R03', failureReason: 'No Account/Unable to Locate Account' });
  });

  it("sends a fee as Dwolla's facilitator fee charged to the poster, apart from the amount the seller receives, and reads it back", async () => {
    const buyer = await customerWithBank('FeeBuyer');
    const seller = await customerWithBank('FeeSeller');
    const input = {
      sourceFundingSourceId: buyer.source.id, destinationFundingSourceId: seller.source.id, amountCents: 30_000,
      fee: { amountCents: 150, chargeToCustomerId: buyer.customerId }, metadata: { paymentId: 'p1' }, idempotencyKey: 'milestone:fee:attempt:1',
    };
    const created = await ach.createTransfer(input);
    expect(created).toEqual({ id: expect.any(String), status: 'pending', amountCents: 30_000, fee: { amountCents: 150, chargeToCustomerId: buyer.customerId } });
    const body = JSON.parse(fake.server.requests.filter((r) => r.method === 'POST' && r.path === '/transfers').at(-1)!.rawBody);
    expect(body).toEqual({
      _links: { source: { href: `${fake.url}/funding-sources/${buyer.source.id}` }, destination: { href: `${fake.url}/funding-sources/${seller.source.id}` } },
      amount: { currency: 'USD', value: '300.00' },
      fees: [{ _links: { 'charge-to': { href: `${fake.url}/customers/${buyer.customerId}` } }, amount: { value: '1.50', currency: 'USD' } }],
      metadata: { paymentId: 'p1' },
    });
    // the same key again: still one transfer and one fee at Dwolla
    expect((await ach.createTransfer(input)).id).toBe(created.id);
    const charged = [...fake.fees.values()].filter((f) => f.transferId === created.id);
    expect(charged).toEqual([expect.objectContaining({ chargeToCustomerId: buyer.customerId, amountCents: 150, status: 'pending' })]);
    expect(fake.transfers.get(created.id)?.amount).toEqual({ value: '300.00', currency: 'USD' });

    fake.processTransfers();
    expect(await ach.getTransfer(created.id)).toEqual({ id: created.id, status: 'processed', amountCents: 30_000, fee: { amountCents: 150, chargeToCustomerId: buyer.customerId } });
    expect(fake.fees.get(charged[0]!.id)?.status).toBe('processed');

    // no fee: no `fees` in the request, none on the transfer
    const plain = await ach.createTransfer({ ...input, fee: undefined, idempotencyKey: 'milestone:fee:attempt:2' });
    expect(JSON.parse(fake.server.requests.filter((r) => r.method === 'POST' && r.path === '/transfers').at(-1)!.rawBody)).not.toHaveProperty('fees');
    expect(plain).not.toHaveProperty('fee');
  });

  it("refuses a fee charged to someone outside the transfer, or above Dwolla's limit; a failed transfer charges no fee", async () => {
    const buyer = await customerWithBank('LimitBuyer');
    const seller = await customerWithBank('LimitSeller');
    const stranger = await customerWithBank('Stranger');
    const base = { sourceFundingSourceId: buyer.source.id, destinationFundingSourceId: seller.source.id, amountCents: 1_000, metadata: {} };
    const outsider = await expectProviderError(ach.createTransfer({ ...base, fee: { amountCents: 100, chargeToCustomerId: stranger.customerId }, idempotencyKey: 'fee-outsider' }));
    expect(outsider).toMatchObject({ message: DWOLLA_GENERIC_MESSAGE, isUnavailable: false });
    expect(outsider.detail).toContain('ValidationError (400)');
    expect(outsider.detail).toContain('/fees/0/_links/charge-to/href');
    const tooMuch = await expectProviderError(ach.createTransfer({ ...base, fee: { amountCents: 501, chargeToCustomerId: buyer.customerId }, idempotencyKey: 'fee-too-much' }));
    expect(tooMuch.detail).toContain('/fees/0/amount/value');
    // the seller may be charged too (Dwolla allows either side); half the amount is the most
    const sellerPays = await ach.createTransfer({ ...base, fee: { amountCents: 500, chargeToCustomerId: seller.customerId }, idempotencyKey: 'fee-seller' });
    expect(sellerPays.fee).toEqual({ amountCents: 500, chargeToCustomerId: seller.customerId });

    const poor = await customerWithBank('FeePoor', 'R01');
    const failing = await ach.createTransfer({ ...base, sourceFundingSourceId: poor.source.id, fee: { amountCents: 25, chargeToCustomerId: poor.customerId }, idempotencyKey: 'fee-r01' });
    fake.processTransfers();
    expect(await ach.getTransfer(failing.id)).toMatchObject({ status: 'failed', failureCode: 'R01', fee: { amountCents: 25, chargeToCustomerId: poor.customerId } });
    expect([...fake.fees.values()].find((f) => f.transferId === failing.id)?.status).toBe('cancelled');
  });

  it("the fake checks the fees array as Dwolla does: the amount's format and currency, with each error's path", async () => {
    const buyer = await customerWithBank('RawBuyer');
    const seller = await customerWithBank('RawSeller');
    const token = (await (await fetch(`${fake.url}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: KEY, client_secret: SECRET }) })).json()) as { access_token: string };
    const post = async (fees: unknown) => {
      const response = await fetch(`${fake.url}/transfers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/vnd.dwolla.v1.hal+json', 'content-type': 'application/vnd.dwolla.v1.hal+json' },
        body: JSON.stringify({
          _links: { source: { href: `${fake.url}/funding-sources/${buyer.source.id}` }, destination: { href: `${fake.url}/funding-sources/${seller.source.id}` } },
          amount: { currency: 'USD', value: '10.00' },
          fees,
        }),
      });
      return { status: response.status, body: response.status === 201 ? null : ((await response.json()) as { code: string; _embedded: { errors: Array<{ code: string; path: string }> } }) };
    };
    const chargeTo = { 'charge-to': { href: `${fake.url}/customers/${buyer.customerId}` } };
    const refused = await post([{ _links: chargeTo, amount: { value: '1.5', currency: 'usd' } }, { _links: { 'charge-to': { href: `${fake.url}/funding-sources/${buyer.source.id}` } }, amount: { value: 2, currency: 'USD' } }]);
    expect(refused.status).toBe(400);
    expect(refused.body?.code).toBe('ValidationError');
    expect(refused.body?._embedded.errors.map((e) => e.path)).toEqual(['/fees/0/amount/value', '/fees/0/amount/currency', '/fees/1/_links/charge-to/href', '/fees/1/amount/value']);
    expect((await post([{ _links: chargeTo, amount: { value: '0.00', currency: 'USD' } }])).body?._embedded.errors.map((e) => e.path)).toEqual(['/fees/0/amount/value']);
    expect((await post([{ _links: chargeTo, amount: { value: '5.00', currency: 'USD' } }])).status).toBe(201);
  });

  it("finds the platform's balance through the API root and the account's funding sources, once", async () => {
    const fresh = await createDwollaAchAdapter({ key: KEY, secret: SECRET, environment: 'sandbox', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
    const before = fake.server.requests.length;
    expect(await fresh.getPlatformBalance()).toEqual({ fundingSourceId: MASTER_BALANCE_ID });
    expect(await fresh.getPlatformBalance()).toEqual({ fundingSourceId: MASTER_BALANCE_ID });
    const asked = fake.server.requests.slice(before).filter((r) => r.path !== '/token');
    expect(asked.map((r) => [r.method, r.path, r.query.toString()])).toEqual([
      ['GET', '/', ''],
      ['GET', `/accounts/${MASTER_ACCOUNT_ID}/funding-sources`, 'removed=false'],
    ]);
  });

  it("moves money from the poster's bank into the balance and out to the seller's or back to the poster's", async () => {
    const { fundingSourceId: balance } = await ach.getPlatformBalance();
    const poster = await customerWithBank('EscrowPoster');
    const seller = await customerWithBank('EscrowSeller');
    // what other tests left pending settles first: this test counts from what the balance holds then
    fake.processTransfers();
    const start = fake.masterBalanceCents();
    const lastTransferBody = () => JSON.parse(fake.server.requests.filter((r) => r.method === 'POST' && r.path === '/transfers').at(-1)!.rawBody);

    const funding = await ach.createTransfer({
      sourceFundingSourceId: poster.source.id, destinationFundingSourceId: balance, amountCents: 10_000,
      fee: { amountCents: 300, chargeToCustomerId: poster.customerId }, metadata: { paymentId: 'e1' }, idempotencyKey: 'escrow-fund:e1:1',
    });
    expect(funding).toEqual({ id: expect.any(String), status: 'pending', amountCents: 10_000, fee: { amountCents: 300, chargeToCustomerId: poster.customerId } });
    // Dwolla takes no metadata on a transfer with a balance: it is left out
    expect(lastTransferBody()).toEqual({
      _links: { source: { href: `${fake.url}/funding-sources/${poster.source.id}` }, destination: { href: `${fake.url}/funding-sources/${balance}` } },
      amount: { currency: 'USD', value: '100.00' },
      fees: [{ _links: { 'charge-to': { href: `${fake.url}/customers/${poster.customerId}` } }, amount: { value: '3.00', currency: 'USD' } }],
    });
    // nothing has arrived while the funding is pending
    const early = await expectProviderError(ach.createTransfer({ sourceFundingSourceId: balance, destinationFundingSourceId: seller.source.id, amountCents: start + 1, metadata: {}, idempotencyKey: 'escrow-release:e1:0' }));
    expect(early.detail).toContain('InsufficientFunds');
    fake.processTransfers();
    expect(await ach.getTransfer(funding.id)).toMatchObject({ status: 'processed' });
    expect(fake.masterBalanceCents()).toBe(start + 10_300);

    const release = await ach.createTransfer({ sourceFundingSourceId: balance, destinationFundingSourceId: seller.source.id, amountCents: 6_000, metadata: { payoutId: 'r1' }, idempotencyKey: 'escrow-release:e1:1' });
    expect(lastTransferBody()).not.toHaveProperty('metadata');
    expect((await ach.createTransfer({ sourceFundingSourceId: balance, destinationFundingSourceId: seller.source.id, amountCents: 6_000, metadata: { payoutId: 'r1' }, idempotencyKey: 'escrow-release:e1:1' })).id).toBe(release.id);
    const refund = await ach.createTransfer({ sourceFundingSourceId: balance, destinationFundingSourceId: poster.source.id, amountCents: 4_000, metadata: { payoutId: 'f1' }, idempotencyKey: 'escrow-refund:e1:1' });
    expect(fake.masterBalanceCents()).toBe(start + 300);
    fake.processTransfers();
    expect(await ach.getTransfer(release.id)).toEqual({ id: release.id, status: 'processed', amountCents: 6_000 });
    expect(await ach.getTransfer(refund.id)).toEqual({ id: refund.id, status: 'processed', amountCents: 4_000 });

    // a release to a closed account comes back as R03, its money in the balance again
    const closed = await customerWithBank('EscrowClosed', 'R03');
    const returned = await ach.createTransfer({ sourceFundingSourceId: balance, destinationFundingSourceId: closed.source.id, amountCents: 200, metadata: {}, idempotencyKey: 'escrow-release:e2:1' });
    fake.processTransfers();
    expect(await ach.getTransfer(returned.id)).toMatchObject({ status: 'failed', failureCode: 'R03' });
    expect(fake.masterBalanceCents()).toBe(start + 300);
  });

  it('the fake refuses metadata on a transfer with a balance, as Dwolla does', async () => {
    const buyer = await customerWithBank('RawMetadata');
    const token = (await (await fetch(`${fake.url}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: KEY, client_secret: SECRET }) })).json()) as { access_token: string };
    const response = await fetch(`${fake.url}/transfers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/vnd.dwolla.v1.hal+json', 'content-type': 'application/vnd.dwolla.v1.hal+json' },
      body: JSON.stringify({
        _links: { source: { href: `${fake.url}/funding-sources/${buyer.source.id}` }, destination: { href: `${fake.url}/funding-sources/${MASTER_BALANCE_ID}` } },
        amount: { currency: 'USD', value: '10.00' },
        metadata: { paymentId: 'x' },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'ValidationError', _embedded: { errors: [{ code: 'Invalid', message: 'Metadata not supported for this type of transfer.', path: '/metadata' }] } });
  });

  it('refuses a transfer from a removed bank', async () => {
    const buyer = await customerWithBank('Gone');
    const seller = await customerWithBank('Here');
    await ach.removeFundingSource(buyer.source.id);
    const error = await expectProviderError(ach.createTransfer({
      sourceFundingSourceId: buyer.source.id, destinationFundingSourceId: seller.source.id, amountCents: 100, metadata: {}, idempotencyKey: 'k-gone',
    }));
    expect(error.detail).toContain('/_links/source/href');
  });

  it('reports a Dwolla that does not answer in time, or at all, as unavailable; wrong keys as a generic failure', async () => {
    const impatient = await createDwollaAchAdapter({ key: KEY, secret: SECRET, environment: 'sandbox', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url, timeoutMs: 300 });
    fake.server.hang = true;
    try {
      const error = await expectProviderError(impatient.getCustomerStatus('any'));
      expect(error.isUnavailable).toBe(true);
      expect(error.detail).toMatch(/within 300 ms/);
    } finally {
      fake.server.hang = false;
    }
    const nowhere = await createDwollaAchAdapter({ key: KEY, secret: SECRET, environment: 'sandbox', webhookSecret: WEBHOOK_SECRET, apiUrl: 'http://127.0.0.1:9' });
    expect((await expectProviderError(nowhere.getCustomerStatus('any'))).isUnavailable).toBe(true);
    const wrongKeys = await createDwollaAchAdapter({ key: KEY, secret: 'wrong', environment: 'sandbox', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
    const refused = await expectProviderError(wrongKeys.getCustomerStatus('any'));
    expect(refused).toMatchObject({ message: DWOLLA_GENERIC_MESSAGE, isUnavailable: false });
    expect(refused.detail).toContain('invalid_client');
  });
});

describe('Dwolla webhooks', () => {
  it('accepts a delivery signed with our secret and returns its id, topic and resource', () => {
    const delivery = fake.webhook('customer_funding_source_verified', '/funding-sources/fs-1');
    expect(ach.parseWebhook(delivery.rawBody, delivery.signature)).toEqual({ id: delivery.id, topic: 'customer_funding_source_verified', resourceId: 'fs-1' });
  });

  it('refuses a wrong secret, a tampered body, a missing or malformed signature', () => {
    const delivery = fake.webhook('customer_transfer_completed', '/transfers/t-1');
    const foreign = fake.webhook('customer_transfer_completed', '/transfers/t-1', 'someone-else');
    expect(() => ach.parseWebhook(foreign.rawBody, foreign.signature)).toThrow(WebhookSignatureError);
    expect(() => ach.parseWebhook(delivery.rawBody.replace('t-1', 't-2'), delivery.signature)).toThrow(WebhookSignatureError);
    expect(() => ach.parseWebhook(delivery.rawBody, undefined)).toThrow(WebhookSignatureError);
    expect(() => ach.parseWebhook(delivery.rawBody, 'not-hex')).toThrow(WebhookSignatureError);
  });
});

describe('Dwolla amounts', () => {
  it('converts integer cents to and from decimal strings exactly', () => {
    expect([1, 99, 100, 10_330, 123_456_789].map(toDollars)).toEqual(['0.01', '0.99', '1.00', '103.30', '1234567.89']);
    expect(['0.01', '103.3', '103.30', '7'].map(toCents)).toEqual([1, 10_330, 10_330, 700]);
    expect(() => toDollars(0)).toThrow(PaymentProviderError);
    expect(() => toDollars(1.5)).toThrow(PaymentProviderError);
  });
});
