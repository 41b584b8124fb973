import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { App } from '../../../app';
import { sandboxRefunds, webhookEvents } from '../../../db/schema/payments';
import { buildTestApp } from '../../../../test/test-app';
import { createWebhookReceiver } from '../../../modules/payment-webhooks/receive-webhook';
import { PaymentProviderError, type AchTransfer, type CardWebhookEvent } from '../providers';
import { SANDBOX_PLATFORM_BALANCE_ID, SANDBOX_PLATFORM_CUSTOMER_ID, SandboxAchProvider } from './sandbox-ach-provider';
import { SandboxBankLinkProvider } from './sandbox-bank-link-provider';
import { SandboxCardProvider } from './sandbox-card-provider';

let app: App;
let card: SandboxCardProvider;
let ach: SandboxAchProvider;
let bankLink: SandboxBankLinkProvider;

beforeAll(async () => {
  app = await buildTestApp();
  card = app.ctx.payments.card as SandboxCardProvider;
  ach = app.ctx.payments.ach as SandboxAchProvider;
  bankLink = app.ctx.payments.bankLink as SandboxBankLinkProvider;
});
afterAll(() => app.close());

const customerInput = (firstName: string, email = `${firstName}-${Math.random()}@example.com`) => ({
  firstName,
  lastName: 'Tester',
  email,
  address1: '1 Main St',
  city: 'Providence',
  state: 'RI',
  postalCode: '02903',
  dateOfBirth: '1980-01-31',
  ssn: '1234',
  idempotencyKey: `customer:${email}`,
});

/** The spec's four steps through the sandbox: link token, public-token exchange, processor token, funding source. */
async function linkBank(customerId: string, accountId = 'platypus-checking', institutionId = 'ins_109508') {
  const { linkToken } = await bankLink.createLinkToken({ clientUserId: 'u1', clientName: 'HomeBid' });
  const { publicToken } = await bankLink.signIn({ linkToken, clientUserId: 'u1', username: 'user_good', password: 'pass_good', institutionId, accountId });
  const { accessToken } = await bankLink.exchangePublicToken(publicToken);
  const account = await bankLink.getAccount(accessToken, accountId);
  const { processorToken } = await bankLink.createProcessorToken({ accessToken, accountId });
  return ach.createFundingSource({ customerId, processorToken, name: account.name, idempotencyKey: `fs:${processorToken}` });
}

describe('sandbox providers', () => {
  it('is what a fresh app uses, with no keys', () => {
    expect([card.kind, ach.kind, bankLink.kind]).toEqual(['sandbox', 'sandbox', 'sandbox']);
    expect(card).toBeInstanceOf(SandboxCardProvider);
  });

  it('decides card outcomes by Stripe test card numbers', async () => {
    const { accountId } = await card.createConnectedAccount({ userId: 'seller', email: 's@example.com', idempotencyKey: 'acct:seller' });
    expect((await card.createConnectedAccount({ userId: 'seller', email: 's@example.com', idempotencyKey: 'acct:seller' })).accountId).toBe(accountId);
    expect(await card.getAccountStatus(accountId)).toMatchObject({ chargesEnabled: false, payoutsEnabled: false });
    await card.completeOnboarding(accountId, 'Seller LLC');
    expect(await card.getAccountStatus(accountId)).toMatchObject({ chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true });

    const pay = async (cardNumber: string, key: string) => {
      const intent = await card.createPaymentIntent({ amountCents: 10_330, destination: { accountId, applicationFeeCents: 330 }, description: 'm1', metadata: { k: key }, idempotencyKey: key });
      return card.confirmPaymentIntent({ paymentIntentId: intent.id, clientSecret: intent.clientSecret, cardNumber });
    };
    expect(await pay('4242 4242 4242 4242', 'a')).toMatchObject({ status: 'succeeded', amountCents: 10_330 });
    expect(await pay('4000000000009995', 'b')).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card has insufficient funds.' });
    expect(await pay('4000000000000002', 'c')).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card was declined.' });
    expect(await pay('4000000000007726', 'd')).toMatchObject({ status: 'processing' });
    expect(await pay('1234', 'e')).toMatchObject({ lastError: 'Your card number is incorrect.' });
    const auth = await pay('4000002500003155', 'f');
    expect(auth.status).toBe('requires_action');
    expect(await card.completeAuthentication({ paymentIntentId: auth.id, clientSecret: auth.clientSecret, approve: true })).toMatchObject({ status: 'succeeded' });
    const failed = await pay('4000002500003155', 'g');
    expect(await card.completeAuthentication({ paymentIntentId: failed.id, clientSecret: failed.clientSecret, approve: false })).toMatchObject({
      status: 'requires_payment_method',
    });
    // a succeeded payment cannot be confirmed again, and a wrong client secret finds nothing
    await expect(card.confirmPaymentIntent({ paymentIntentId: auth.id, clientSecret: auth.clientSecret, cardNumber: '4242424242424242' })).rejects.toThrow(/already succeeded/);
    await expect(card.confirmPaymentIntent({ paymentIntentId: failed.id, clientSecret: 'nope', cardNumber: '4242424242424242' })).rejects.toThrow('No such payment.');
    // the same key is the same payment
    const again = await card.createPaymentIntent({ amountCents: 10_330, destination: { accountId, applicationFeeCents: 330 }, description: 'm1', metadata: {}, idempotencyKey: 'a' });
    expect(again.status).toBe('succeeded');
    expect(await card.createRefund({ paymentIntentId: again.id, idempotencyKey: 'r1' })).toMatchObject({ status: 'succeeded' });
  });

  it('decides customer status by first name and fails transfers from R01 and to R03 accounts', async () => {
    expect((await ach.createPersonalVerifiedCustomer(customerInput('Jane'))).status).toBe('verified');
    expect((await ach.createPersonalVerifiedCustomer(customerInput('retry'))).status).toBe('retry');
    expect((await ach.createPersonalVerifiedCustomer(customerInput('document'))).status).toBe('document');
    expect((await ach.createPersonalVerifiedCustomer(customerInput('suspended'))).status).toBe('suspended');
    await expect(ach.createPersonalVerifiedCustomer({ ...customerInput('Bad'), ssn: '12' })).rejects.toThrow(/SSN/);

    const buyer = await ach.createPersonalVerifiedCustomer(customerInput('Buyer'));
    const seller = await ach.createPersonalVerifiedCustomer(customerInput('Seller'));
    const buyerBank = await linkBank(buyer.customerId);
    const sellerBank = await linkBank(seller.customerId, 'tartan-saving', 'ins_109511');
    expect(buyerBank).toMatchObject({ bankName: 'First Platypus Bank', mask: '0000', name: 'Plaid Checking', removed: false });
    expect(sellerBank).toMatchObject({ bankName: 'Tartan Bank', mask: '1111' });

    const ok = await ach.createTransfer({ sourceFundingSourceId: buyerBank.id, destinationFundingSourceId: sellerBank.id, amountCents: 10_000, metadata: {}, idempotencyKey: 't1' });
    expect(ok.status).toBe('pending');
    expect((await ach.createTransfer({ sourceFundingSourceId: buyerBank.id, destinationFundingSourceId: sellerBank.id, amountCents: 10_000, metadata: {}, idempotencyKey: 't1' })).id).toBe(ok.id);
    expect(await ach.settleTransfer(ok.id)).toMatchObject({ status: 'processed' });
    // a facilitator fee is kept with its transfer, apart from the amount; Dwolla's rules on whom and how much
    const withFee = await ach.createTransfer({ sourceFundingSourceId: buyerBank.id, destinationFundingSourceId: sellerBank.id, amountCents: 10_000, fee: { amountCents: 150, chargeToCustomerId: buyer.customerId }, metadata: {}, idempotencyKey: 't1-fee' });
    expect(await ach.settleTransfer(withFee.id)).toEqual({ id: withFee.id, status: 'processed', amountCents: 10_000, fee: { amountCents: 150, chargeToCustomerId: buyer.customerId } });
    const feeInput = { sourceFundingSourceId: buyerBank.id, destinationFundingSourceId: sellerBank.id, amountCents: 10_000, metadata: {} };
    await expect(ach.createTransfer({ ...feeInput, fee: { amountCents: 150, chargeToCustomerId: 'someone-else' }, idempotencyKey: 't1-fee-2' })).rejects.toMatchObject({ detail: expect.stringContaining('/fees/0/_links/charge-to/href') });
    await expect(ach.createTransfer({ ...feeInput, fee: { amountCents: 5_001, chargeToCustomerId: seller.customerId }, idempotencyKey: 't1-fee-3' })).rejects.toMatchObject({ detail: expect.stringContaining('/fees/0/amount/value') });

    const r01 = await linkBank(buyer.customerId, 'platypus-r01');
    const failed = await ach.createTransfer({ sourceFundingSourceId: r01.id, destinationFundingSourceId: sellerBank.id, amountCents: 500, metadata: {}, idempotencyKey: 't2' });
    expect(await ach.settleTransfer(failed.id)).toMatchObject({ status: 'failed', failureCode: 'R01', failureReason: 'Insufficient Funds' });
    const r03 = await linkBank(seller.customerId, 'platypus-r03');
    const returned = await ach.createTransfer({ sourceFundingSourceId: buyerBank.id, destinationFundingSourceId: r03.id, amountCents: 500, metadata: {}, idempotencyKey: 't3' });
    expect(await ach.settleDueTransfers(new Date(Date.now() + 60_000))).toBe(1);
    expect(await ach.getTransfer(returned.id)).toMatchObject({ status: 'failed', failureCode: 'R03' });

    await ach.removeFundingSource(r01.id);
    expect((await ach.listFundingSources(buyer.customerId)).filter((s) => !s.removed).map((s) => s.id)).toEqual([buyerBank.id]);
  });

  it('settles due transfers by its timer in development', async () => {
    // the same tables, a provider whose transfers are due at once (the app's own provider has no timer under test)
    const timed = new SandboxAchProvider(app.ctx.db, 'timer-test-secret', () => {}, 0);
    const buyer = await timed.createPersonalVerifiedCustomer(customerInput('Timer'));
    const from = await linkBank(buyer.customerId);
    const to = await linkBank(buyer.customerId, 'houndstooth-checking', 'ins_109512');
    const transfer = await timed.createTransfer({ sourceFundingSourceId: from.id, destinationFundingSourceId: to.id, amountCents: 1_234, metadata: {}, idempotencyKey: 'timer' });
    expect(transfer.status).toBe('pending');
    const stop = timed.startAutoSettlement(20, () => {});
    try {
      await expect.poll(async () => (await timed.getTransfer(transfer.id)).status, { timeout: 10_000 }).toBe('processed');
    } finally {
      stop();
    }
  });

  it('cancels an intent waiting for its card, which then can be neither confirmed nor canceled again', async () => {
    const { accountId } = await card.createConnectedAccount({ userId: 'seller-c', email: 'c@example.com', idempotencyKey: 'acct:seller-c' });
    await card.completeOnboarding(accountId, 'Seller C');
    const create = (key: string) =>
      card.createPaymentIntent({ amountCents: 2_000, destination: { accountId, applicationFeeCents: 100 }, description: 'm', metadata: {}, idempotencyKey: key });
    const events: string[] = [];
    const forward = card.webhooks.delivery;
    card.onWebhook(async (rawBody, signature) => {
      events.push(JSON.parse(rawBody).type);
      return forward?.(rawBody, signature);
    });
    try {
      const open = await create('cancel-1');
      // declined first: still waiting for a card, so still cancelable
      await card.confirmPaymentIntent({ paymentIntentId: open.id, clientSecret: open.clientSecret, cardNumber: '4000000000000002' });
      expect(await card.cancelPaymentIntent({ paymentIntentId: open.id, idempotencyKey: 'cancel-1:cancel' })).toMatchObject({ id: open.id, status: 'canceled' });
      expect(await card.getPaymentIntent(open.id)).toMatchObject({ status: 'canceled' });
      expect(events.at(-1)).toBe('payment_intent.canceled');
      await expect(card.confirmPaymentIntent({ paymentIntentId: open.id, clientSecret: open.clientSecret, cardNumber: '4242424242424242' })).rejects.toThrow(/status is canceled/);
      await expect(card.cancelPaymentIntent({ paymentIntentId: open.id, idempotencyKey: 'cancel-1:again' })).rejects.toThrow(/status of canceled/);
      await expect(card.createRefund({ paymentIntentId: open.id, idempotencyKey: 'cancel-1:refund' })).rejects.toBeInstanceOf(PaymentProviderError);

      // once the money moved, an intent cannot be canceled
      const paid = await create('cancel-2');
      await card.confirmPaymentIntent({ paymentIntentId: paid.id, clientSecret: paid.clientSecret, cardNumber: '4242424242424242' });
      await expect(card.cancelPaymentIntent({ paymentIntentId: paid.id, idempotencyKey: 'cancel-2:cancel' })).rejects.toThrow(/status of succeeded/);
      expect(await card.getPaymentIntent(paid.id)).toMatchObject({ status: 'succeeded' });
    } finally {
      if (forward) card.onWebhook(forward);
    }
  });

  it('offers its pages and its bank picker as capabilities of the interface', () => {
    expect(card.sandbox).toBe(card);
    expect(card.sandbox?.listTestCards().map((c) => c.number)).toContain('4242424242424242');
    expect(bankLink.sandbox?.listBanks().map((b) => b.id)).toContain('ins_109508');
  });

  it('refuses wrong bank credentials and a public token exchanged twice', async () => {
    const { linkToken } = await bankLink.createLinkToken({ clientUserId: 'u1', clientName: 'HomeBid' });
    await expect(bankLink.signIn({ linkToken, clientUserId: 'u1', username: 'user_good', password: 'wrong', institutionId: 'ins_109508', accountId: 'platypus-checking' })).rejects.toThrow(/credentials were not correct/);
    await expect(bankLink.signIn({ linkToken, clientUserId: 'someone-else', username: 'user_good', password: 'pass_good', institutionId: 'ins_109508', accountId: 'platypus-checking' })).rejects.toThrow(/expired/);
    const { publicToken } = await bankLink.signIn({ linkToken, clientUserId: 'u1', username: 'user_good', password: 'pass_good', institutionId: 'ins_109508', accountId: 'platypus-checking' });
    await bankLink.exchangePublicToken(publicToken);
    await expect(bankLink.exchangePublicToken(publicToken)).rejects.toThrow(/could not be linked/);
  });
});

describe('sandbox escrow: separate charges, transfers and the platform balance', () => {
  /** Runs `body` with this test's view of the card events the sandbox sends (still forwarded to the app). */
  async function watchCardEvents(body: (events: Array<{ type: string; object: Record<string, unknown> }>) => Promise<void>) {
    const events: Array<{ type: string; object: Record<string, unknown> }> = [];
    const forward = card.webhooks.delivery;
    card.onWebhook(async (rawBody, signature) => {
      const event = JSON.parse(rawBody) as { type: string; data: { object: Record<string, unknown> } };
      events.push({ type: event.type, object: event.data.object });
      return forward?.(rawBody, signature);
    });
    try {
      await body(events);
    } finally {
      if (forward) card.onWebhook(forward);
    }
  }

  async function onboardedSeller(name: string) {
    const { accountId } = await card.createConnectedAccount({ userId: name, email: `${name}@example.com`, idempotencyKey: `acct:${name}` });
    await card.completeOnboarding(accountId, name);
    return accountId;
  }

  async function paidSeparateCharge(key: string, transferGroup: string, amountCents = 10_330) {
    const intent = await card.createPaymentIntent({ amountCents, transferGroup, description: 'fund', metadata: {}, idempotencyKey: key });
    return card.confirmPaymentIntent({ paymentIntentId: intent.id, clientSecret: intent.clientSecret, cardNumber: '4242424242424242' });
  }

  it('holds a separate charge, pays the seller by a transfer from it, refunds only the rest and reverses the transfer', async () => {
    const seller = await onboardedSeller('escrow-seller');
    await watchCardEvents(async (events) => {
      const created = await card.createPaymentIntent({ amountCents: 10_330, transferGroup: 'contract:e1', description: 'fund', metadata: { m: '1' }, idempotencyKey: 'escrow-fund:e1:1' });
      expect(created.chargeId).toBeUndefined();
      const paid = await card.confirmPaymentIntent({ paymentIntentId: created.id, clientSecret: created.clientSecret, cardNumber: '4242424242424242' });
      expect(paid).toMatchObject({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_sb_/) });
      expect(await card.getPaymentIntent(created.id)).toMatchObject({ chargeId: paid.chargeId });
      // the event names the charge as Stripe's latest_charge, and the adapter's reading of it finds it
      const succeeded = events.find((e) => e.type === 'payment_intent.succeeded' && e.object.id === created.id)!;
      expect(succeeded.object).toMatchObject({ latest_charge: paid.chargeId, transfer_group: 'contract:e1' });

      const release = { amountCents: 10_000, destinationAccountId: seller, sourceChargeId: paid.chargeId!, transferGroup: 'contract:e1', metadata: { m: '1' }, idempotencyKey: 'escrow-release:e1:1' };
      const transfer = await card.createTransfer(release);
      expect(transfer).toEqual({ id: expect.stringMatching(/^tr_sb_/), amountCents: 10_000, destinationAccountId: seller, amountReversedCents: 0 });
      expect(events.at(-1)).toMatchObject({ type: 'transfer.created', object: { id: transfer.id, source_transaction: paid.chargeId, transfer_group: 'contract:e1' } });
      // the same key is the same transfer; another request under it is refused as Stripe refuses it
      expect(await card.createTransfer(release)).toEqual(transfer);
      await expect(card.createTransfer({ ...release, amountCents: 9_000 })).rejects.toMatchObject({ detail: expect.stringContaining('idempotency_error') });
      // 330 is left on the platform: no transfer beyond it, none in another contract's group
      await expect(card.createTransfer({ ...release, amountCents: 331, idempotencyKey: 'escrow-release:e1:2' })).rejects.toMatchObject({ detail: expect.stringContaining('exceeds the 330 left') });
      await expect(card.createTransfer({ ...release, amountCents: 100, transferGroup: 'contract:other', idempotencyKey: 'escrow-release:e1:3' })).rejects.toMatchObject({
        detail: expect.stringContaining('transfer group'),
      });

      // a refund without an amount is what was not transferred; nothing more
      const refund = await card.createRefund({ paymentIntentId: created.id, idempotencyKey: 'escrow-refund:e1:1' });
      expect((await app.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, refund.refundId)))[0]).toMatchObject({ amountCents: 330 });
      await expect(card.createRefund({ paymentIntentId: created.id, amountCents: 1, idempotencyKey: 'escrow-refund:e1:2' })).rejects.toBeInstanceOf(PaymentProviderError);

      // a reversal brings part of the transfer back, which may then be refunded
      const reversal = await card.reverseTransfer({ transferId: transfer.id, amountCents: 4_000, idempotencyKey: 'escrow-reverse:e1:1' });
      expect(reversal).toEqual({ reversalId: expect.stringMatching(/^trr_sb_/), amountCents: 4_000 });
      expect(await card.reverseTransfer({ transferId: transfer.id, amountCents: 4_000, idempotencyKey: 'escrow-reverse:e1:1' })).toEqual(reversal);
      await expect(card.reverseTransfer({ transferId: transfer.id, amountCents: 10, idempotencyKey: 'escrow-reverse:e1:1' })).rejects.toMatchObject({ detail: expect.stringContaining('idempotency_error') });
      expect(events.at(-1)).toMatchObject({ type: 'transfer.reversed', object: { id: transfer.id, amount_reversed: 4_000, reversed: false } });
      await expect(card.createRefund({ paymentIntentId: created.id, amountCents: 4_001, idempotencyKey: 'escrow-refund:e1:3' })).rejects.toBeInstanceOf(PaymentProviderError);
      await card.createRefund({ paymentIntentId: created.id, amountCents: 4_000, idempotencyKey: 'escrow-refund:e1:4' });

      // the rest of the transfer, then nothing more
      expect(await card.reverseTransfer({ transferId: transfer.id, idempotencyKey: 'escrow-reverse:e1:2' })).toMatchObject({ amountCents: 6_000 });
      expect(events.at(-1)).toMatchObject({ type: 'transfer.reversed', object: { amount_reversed: 10_000, reversed: true } });
      await expect(card.reverseTransfer({ transferId: transfer.id, amountCents: 1, idempotencyKey: 'escrow-reverse:e1:3' })).rejects.toMatchObject({ detail: expect.stringContaining('exceeds the 0 left') });
      await expect(card.reverseTransfer({ transferId: 'tr_sb_missing', idempotencyKey: 'escrow-reverse:e1:4' })).rejects.toBeInstanceOf(PaymentProviderError);
    });
  });

  it('transfers only from a succeeded separate charge of its group, to a seller who finished onboarding', async () => {
    const seller = await onboardedSeller('escrow-seller-2');
    const transfer = (sourceChargeId: string, key: string, destinationAccountId = seller) =>
      card.createTransfer({ amountCents: 1_000, destinationAccountId, sourceChargeId, transferGroup: 'contract:e2', metadata: {}, idempotencyKey: key });

    // a destination charge has gone to its seller already
    const direct = await card.createPaymentIntent({ amountCents: 5_000, destination: { accountId: seller, applicationFeeCents: 100 }, description: 'pay', metadata: {}, idempotencyKey: 'escrow-direct:e2' });
    const directPaid = await card.confirmPaymentIntent({ paymentIntentId: direct.id, clientSecret: direct.clientSecret, cardNumber: '4242424242424242' });
    await expect(transfer(directPaid.chargeId!, 'escrow-t:e2:1')).rejects.toMatchObject({ detail: expect.stringContaining('destination charge') });

    // a charge still processing (its charge named after the intent, as the sandbox names them) holds nothing yet
    const pending = await card.createPaymentIntent({ amountCents: 5_000, transferGroup: 'contract:e2', description: 'fund', metadata: {}, idempotencyKey: 'escrow-pending:e2' });
    await card.confirmPaymentIntent({ paymentIntentId: pending.id, clientSecret: pending.clientSecret, cardNumber: '4000000000007726' });
    await expect(transfer(pending.id.replace('pi_sb_', 'ch_sb_'), 'escrow-t:e2:2')).rejects.toMatchObject({ detail: expect.stringContaining('its payment is processing') });
    await expect(transfer('ch_sb_unknown', 'escrow-t:e2:3')).rejects.toMatchObject({ detail: expect.stringContaining('no such charge') });

    const paid = await paidSeparateCharge('escrow-fund:e2', 'contract:e2');
    const { accountId: unfinished } = await card.createConnectedAccount({ userId: 'escrow-unfinished', email: 'u@example.com', idempotencyKey: 'acct:escrow-unfinished' });
    await expect(transfer(paid.chargeId!, 'escrow-t:e2:4', unfinished)).rejects.toMatchObject({ detail: expect.stringContaining('cannot receive transfers') });
    expect(await transfer(paid.chargeId!, 'escrow-t:e2:5')).toMatchObject({ amountCents: 1_000 });
  });

  it("moves bank transfers into the platform's balance and out of it, never below what it holds", async () => {
    const { fundingSourceId: balance } = await ach.getPlatformBalance();
    expect(balance).toBe(SANDBOX_PLATFORM_BALANCE_ID);
    expect((await ach.getPlatformBalance()).fundingSourceId).toBe(balance);
    const poster = await ach.createPersonalVerifiedCustomer(customerInput('EscrowPoster'));
    const seller = await ach.createPersonalVerifiedCustomer(customerInput('EscrowSeller'));
    const posterBank = await linkBank(poster.customerId);
    const sellerBank = await linkBank(seller.customerId, 'tartan-checking', 'ins_109511');
    // other tests' fees are in the balance too: this test counts from what it holds now
    const start = await ach.getPlatformBalanceCents();
    const move = (sourceFundingSourceId: string, destinationFundingSourceId: string, amountCents: number, idempotencyKey: string) =>
      ach.createTransfer({ sourceFundingSourceId, destinationFundingSourceId, amountCents, metadata: { escrow: idempotencyKey }, idempotencyKey });

    // funding: the poster's bank into the balance, the fee charged to the poster; nothing arrives before it processes
    const funding = await ach.createTransfer({
      sourceFundingSourceId: posterBank.id, destinationFundingSourceId: balance, amountCents: 10_000, fee: { amountCents: 300, chargeToCustomerId: poster.customerId },
      metadata: {}, idempotencyKey: 'escrow-ach-fund',
    });
    expect(funding).toMatchObject({ status: 'pending', amountCents: 10_000 });
    await expect(move(balance, sellerBank.id, start + 10_000, 'escrow-ach-too-early')).rejects.toMatchObject({ detail: expect.stringContaining('InsufficientFunds') });
    expect(await ach.settleTransfer(funding.id)).toMatchObject({ status: 'processed' });
    expect(await ach.getPlatformBalanceCents()).toBe(start + 10_300);

    // release to the seller's bank and refund to the poster's: what leaves is spoken for while pending
    const release = await move(balance, sellerBank.id, 6_000, 'escrow-ach-release');
    expect(await ach.getPlatformBalanceCents()).toBe(start + 4_300);
    expect(await ach.settleTransfer(release.id)).toMatchObject({ status: 'processed', amountCents: 6_000 });
    const refund = await move(balance, posterBank.id, 4_000, 'escrow-ach-refund');
    expect((await move(balance, posterBank.id, 4_000, 'escrow-ach-refund')).id).toBe(refund.id);
    await expect(move(balance, posterBank.id, start + 301, 'escrow-ach-overdraw')).rejects.toMatchObject({ detail: expect.stringContaining('InsufficientFunds') });
    expect(await ach.settleTransfer(refund.id)).toMatchObject({ status: 'processed' });
    expect(await ach.getPlatformBalanceCents()).toBe(start + 300);

    // the bank answers as for any transfer: a closed (R03) account returns the money to the balance, an R01 funding brings none
    const closed = await linkBank(seller.customerId, 'platypus-r03');
    const returned = await move(balance, closed.id, 200, 'escrow-ach-r03');
    expect(await ach.settleTransfer(returned.id)).toMatchObject({ status: 'failed', failureCode: 'R03' });
    const poor = await linkBank(poster.customerId, 'platypus-r01');
    const bounced = await move(poor.id, balance, 5_000, 'escrow-ach-r01');
    expect(await ach.settleTransfer(bounced.id)).toMatchObject({ status: 'failed', failureCode: 'R01' });
    expect(await ach.getPlatformBalanceCents()).toBe(start + 300);
    // the platform collects fees, it is never charged one
    await expect(
      ach.createTransfer({ sourceFundingSourceId: balance, destinationFundingSourceId: sellerBank.id, amountCents: 200, fee: { amountCents: 1, chargeToCustomerId: SANDBOX_PLATFORM_CUSTOMER_ID }, metadata: {}, idempotencyKey: 'escrow-ach-fee' }),
    ).rejects.toMatchObject({ detail: expect.stringContaining('charge-to') });
  });
});

describe('webhooks', () => {
  it('delivers sandbox events to the handlers given to the webhook receiver, with the transfer read first', async () => {
    const seen: Array<{ topic: string; transfer?: AchTransfer }> = [];
    const cardSeen: CardWebhookEvent[] = [];
    // providers of their own on the app's tables, delivering to a receiver with this test's handlers
    const ownCard = new SandboxCardProvider(app.ctx.db, 'whsec_receiver_test', () => {});
    const ownAch = new SandboxAchProvider(app.ctx.db, 'receiver-test-secret', () => {});
    const receive = createWebhookReceiver({ db: app.ctx.db, payments: { card: ownCard, ach: ownAch } }, [
      { ach: { customer_transfer_failed: async ({ event, transfer }) => void seen.push({ topic: event.topic, transfer }) } },
      { card: { 'payment_intent.succeeded': async ({ event }) => void cardSeen.push(event) } },
    ]);
    ownCard.onWebhook((body, signature) => receive('stripe', body, signature));
    ownAch.onWebhook((body, signature) => receive('dwolla', body, signature));

    const buyer = await ownAch.createPersonalVerifiedCustomer(customerInput('Buyer'));
    const r01 = await linkBank(buyer.customerId, 'platypus-r01');
    const other = await linkBank(buyer.customerId);
    const transfer = await ownAch.createTransfer({ sourceFundingSourceId: r01.id, destinationFundingSourceId: other.id, amountCents: 700, metadata: {}, idempotencyKey: 'w1' });
    await ownAch.settleTransfer(transfer.id);
    expect(seen).toEqual([{ topic: 'customer_transfer_failed', transfer: { id: transfer.id, status: 'failed', amountCents: 700, failureCode: 'R01', failureReason: 'Insufficient Funds' } }]);

    const { accountId } = await ownCard.createConnectedAccount({ userId: 's', email: 's@example.com', idempotencyKey: 'acct:s' });
    await ownCard.completeOnboarding(accountId, 'S');
    const intent = await ownCard.createPaymentIntent({ amountCents: 1000, destination: { accountId, applicationFeeCents: 0 }, description: 'x', metadata: { milestone: '1' }, idempotencyKey: 'p' });
    await ownCard.confirmPaymentIntent({ paymentIntentId: intent.id, clientSecret: intent.clientSecret, cardNumber: '4242424242424242' });
    expect(cardSeen).toMatchObject([{ type: 'payment_intent.succeeded', paymentIntent: { id: intent.id, status: 'succeeded', metadata: { milestone: '1' } } }]);
  });

  it('answers 400 to a missing or bad signature, applies a good one once and acknowledges a replay', async () => {
    const eventCount = async () => (await app.ctx.db.select({ n: count() }).from(webhookEvents))[0]!.n;
    const before = await eventCount();
    const stripeEvent = card.signEvent('customer.created', { id: 'cus_1', object: 'customer' });
    const post = (provider: string, body: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/webhooks/${provider}`, headers: { 'content-type': 'application/json', ...headers }, payload: body });

    expect((await post('stripe', stripeEvent.rawBody, {})).statusCode).toBe(400);
    expect((await post('stripe', stripeEvent.rawBody, { 'stripe-signature': stripeEvent.signature.replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`) })).statusCode).toBe(400);
    expect((await post('stripe', stripeEvent.rawBody.replace('cus_1', 'cus_2'), { 'stripe-signature': stripeEvent.signature })).statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
    const first = await post('stripe', stripeEvent.rawBody, { 'stripe-signature': stripeEvent.signature });
    expect([first.statusCode, first.json().outcome]).toEqual([200, 'ignored']);
    expect((await post('stripe', stripeEvent.rawBody, { 'stripe-signature': stripeEvent.signature })).json().outcome).toBe('duplicate');

    const dwollaEvent = ach.signEvent('customer_created', 'c-1');
    expect((await post('dwolla', dwollaEvent.rawBody, { 'x-request-signature-sha-256': 'ab'.repeat(32) })).statusCode).toBe(400);
    expect((await post('dwolla', dwollaEvent.rawBody, { 'x-request-signature-sha-256': dwollaEvent.signature })).json().outcome).toBe('ignored');
    expect((await post('dwolla', dwollaEvent.rawBody, { 'x-request-signature-sha-256': dwollaEvent.signature })).json().outcome).toBe('duplicate');
    expect(await eventCount()).toBe(before + 2);
  });
});
