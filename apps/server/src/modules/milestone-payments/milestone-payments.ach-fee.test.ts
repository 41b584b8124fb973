import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { computePaymentQuote } from '@homebid/shared/domain/payment-fees';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/schemas/milestone-payment';
import type { App } from '../../app';
import { ledgerAccounts, ledgerEntries, ledgerLines, milestonePayments } from '../../db/schema/milestone-payments';
import { paymentProfiles, sandboxTransfers } from '../../db/schema/payments';
import type { TestUser } from '../../../test/factories';
import { checkLedger } from './ledger-check';
import { settleTransfer } from './settle-payment';
import { buildAcceptedContract, buildPaymentsTestApp, getContract, getPayments, pay, sandboxAch, setupAch } from '../../../test/support/milestone-payments';

/**
 * A configured bank-transfer fee (0.5% + 25¢ here) must reach the banks as the ledger books it: the seller's bank
 * receives the milestone amount, the poster's bank pays the fee apart (Dwolla's facilitator fee, charged to the poster
 * and collected by the platform), and a bank return gives both back.
 */
describe('bank transfer with a configured fee', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildPaymentsTestApp({ ACH_FEE_PERCENT_BPS: '50', ACH_FEE_FIXED_CENTS: '25' });
  });
  afterAll(() => app.close());

  const MILESTONE = 30_000;
  const quote = computePaymentQuote(MILESTONE, { cardPercentBps: 290, cardFixedCents: 30, achPercentBps: 50, achFixedCents: 25 });
  const FEE = quote.total_amount_ach - MILESTONE;

  const attemptOf = async (contractId: string) => {
    const [attempt] = await app.ctx.db.select().from(milestonePayments).where(and(eq(milestonePayments.contractId, contractId), eq(milestonePayments.milestonePosition, 1)));
    return attempt!;
  };
  const achCustomerOf = async (user: TestUser) => (await app.ctx.db.select().from(paymentProfiles).where(eq(paymentProfiles.userId, user.id)))[0]!.achCustomerId!;
  /** The lines of the payment's entry of `kind`, by account kind ('poster_funding' ...: cents). */
  async function linesOf(paymentId: string, kind: 'ach_payment' | 'ach_return') {
    const rows = await app.ctx.db
      .select({ account: ledgerAccounts.kind, cents: ledgerLines.amountCents })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
      .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, kind)));
    return Object.fromEntries(rows.map((r) => [r.account, Number(r.cents)]));
  }

  it('quotes the fee, sends the milestone amount to the seller and the fee apart, charged to the poster', async () => {
    // 0.5% of the grossed-up total plus 25¢: $1.76 on $300
    expect(FEE).toBe(176);
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupAch(app, poster);
    await setupAch(app, bidder);
    const quoted = await poster.request({ method: 'GET', url: `/api/contracts/${contractId}/milestones/1/quote` });
    expect(quoted.json().quote).toMatchObject({ milestone_amount: MILESTONE, total_amount_ach: MILESTONE + FEE, ach_memo: expect.stringContaining('bank transfer fee $1.76') });

    const paid = await pay(poster, contractId, 1, 'ach');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ message: MSG.achSucceeded, payment: { status: 'processing', totalCents: MILESTONE + FEE, feeCents: FEE } });

    // what the provider was asked to move: the milestone to the seller, the fee from the poster, separately
    const attempt = await attemptOf(contractId);
    const transfer = await sandboxAch(app).getTransfer(attempt.providerRef!);
    expect(transfer).toEqual({ id: attempt.providerRef, status: 'pending', amountCents: MILESTONE, fee: { amountCents: FEE, chargeToCustomerId: await achCustomerOf(poster) } });
    const [row] = await app.ctx.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.id, attempt.providerRef!));
    expect(row).toMatchObject({ amountCents: MILESTONE, feeCents: FEE, idempotencyKey: attempt.idempotencyKey });

    await sandboxAch(app).settleTransfer(attempt.providerRef!);
    expect((await getPayments(bidder, contractId)).milestones[0]).toMatchObject({ status: 'paid', method: 'ach' });
    // total_paid grows by the milestone only: the fee is not the seller's money
    expect((await getContract(bidder, contractId)).totalPaidCents).toBe(MILESTONE);
    expect(await linesOf(attempt.id, 'ach_payment')).toEqual({ poster_funding: -(MILESTONE + FEE), seller_payout: MILESTONE, platform_fees: FEE });
    const report = await checkLedger(app.ctx.db);
    expect(report).toMatchObject({ ok: true, totalCents: 0, unbalancedEntries: [], contractMismatches: [], paymentMismatches: [] });
  });

  it('a bank return (R01) of a settled transfer reverses the fee with it', async () => {
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupAch(app, poster);
    await setupAch(app, bidder);
    expect((await pay(poster, contractId, 1, 'ach')).statusCode).toBe(200);
    const attempt = await attemptOf(contractId);
    const settled = await sandboxAch(app).settleTransfer(attempt.providerRef!);
    expect(settled.status).toBe('processed');

    // the bank returns it after it settled: Dwolla returns the facilitator fee with the transfer
    await app.ctx.db.transaction((tx) => settleTransfer(tx, { ...settled, status: 'failed', failureCode: 'R01', failureReason: 'Insufficient Funds' }));
    expect((await getPayments(poster, contractId)).milestones[0]).toMatchObject({ status: 'unpaid', failureReason: 'Insufficient Funds' });
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(0);
    expect(await linesOf(attempt.id, 'ach_return')).toEqual({ poster_funding: MILESTONE + FEE, seller_payout: -MILESTONE, platform_fees: -FEE });

    // an account that returns every transfer: the transfer fails before it settles, so no fee is charged and nothing is booked
    const second = await buildAcceptedContract(app);
    await setupAch(app, second.poster, 'platypus-r01');
    await setupAch(app, second.bidder);
    expect((await pay(second.poster, second.contractId, 1, 'ach')).statusCode).toBe(200);
    const failing = await attemptOf(second.contractId);
    expect(await sandboxAch(app).settleTransfer(failing.providerRef!)).toMatchObject({ status: 'failed', failureCode: 'R01', amountCents: MILESTONE, fee: { amountCents: FEE } });
    expect(await app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, failing.id))).toEqual([]);

    const report = await checkLedger(app.ctx.db);
    expect(report).toMatchObject({ ok: true, totalCents: 0, unbalancedEntries: [], contractMismatches: [], paymentMismatches: [] });
    // every fee booked has been reversed with its transfer, and the one settled payment of the first test keeps its fee
    expect(report.balancesByKind.platform_fees).toBe(FEE);
  });
});
