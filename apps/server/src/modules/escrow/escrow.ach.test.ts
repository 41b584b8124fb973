import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { escrowPayouts } from '../../db/schema/escrow';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { checkLedger } from '../milestone-payments/ledger-check';
import { buildAcceptedContract, buildPaymentsTestApp, errorOf, getContract, sandboxAch, setupAch } from '../../../test/support/milestone-payments';
import { escrowMilestone, fund, getEscrow, refund, release } from '../../../test/support/escrow';

describe('escrow by bank transfer', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildPaymentsTestApp();
  });
  afterAll(() => app.close());

  const fundingOf = async (contractId: string) => (await app.ctx.db.select().from(milestonePayments).where(and(eq(milestonePayments.contractId, contractId), eq(milestonePayments.purpose, 'fund'))))[0]!;
  const payoutsOf = (contractId: string) => app.ctx.db.select().from(escrowPayouts).where(eq(escrowPayouts.contractId, contractId));

  it('funds into the platform balance (pending for days), releases from the balance to the seller\'s bank', async () => {
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupAch(app, poster);
    await setupAch(app, bidder);
    const started = await fund(poster, contractId, 1, 'ach');
    expect(started.json()).toMatchObject({ message: ESCROW_MSG.fundingStarted, payment: { status: 'processing', method: 'ach' } });
    expect(await escrowMilestone(bidder, contractId, 1)).toMatchObject({ state: 'funding', label: 'Funding (bank transfer pending)', heldCents: 0 });
    expect(errorOf(await release(poster, contractId, 1))).toEqual([409, ESCROW_MSG.fundingPending]);
    expect(errorOf(await fund(poster, contractId, 1, 'ach'))).toEqual([409, ESCROW_MSG.fundingPending]);

    const funding = await fundingOf(contractId);
    const transfer = await sandboxAch(app).getTransfer(funding.providerRef!);
    const balance = await sandboxAch(app).getPlatformBalance();
    expect(transfer.status).toBe('pending');
    await sandboxAch(app).settleTransfer(funding.providerRef!);
    expect(await escrowMilestone(poster, contractId, 1)).toMatchObject({ state: 'funded', heldCents: 30_000, method: 'ach' });

    const released = await release(poster, contractId, 1);
    expect(released.json()).toMatchObject({ message: ESCROW_MSG.releaseStarted, milestone: { state: 'releasing', label: 'Releasing' } });
    const [payout] = await payoutsOf(contractId);
    expect(payout).toMatchObject({ kind: 'release', status: 'processing', method: 'ach' });
    const out = await sandboxAch(app).getTransfer(payout!.providerRef!);
    expect(out).toMatchObject({ status: 'pending', amountCents: 30_000 });
    // the payout leaves the platform's balance, not the poster's bank
    expect(balance.fundingSourceId).toBeTruthy();

    await sandboxAch(app).settleTransfer(payout!.providerRef!);
    expect(await escrowMilestone(bidder, contractId, 1)).toMatchObject({ state: 'released', releasedCents: 30_000, heldCents: 0 });
    expect((await getContract(bidder, contractId)).totalPaidCents).toBe(30_000);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('a bank return while funding leaves the milestone unfunded, and it can be funded again', async () => {
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupAch(app, poster, 'platypus-r01');
    await setupAch(app, bidder);
    expect((await fund(poster, contractId, 1, 'ach')).statusCode).toBe(200);
    const funding = await fundingOf(contractId);
    await sandboxAch(app).settleTransfer(funding.providerRef!);
    expect(await escrowMilestone(poster, contractId, 1)).toMatchObject({ state: 'unfunded', heldCents: 0 });
    const returned = await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, poster.id), eq(alerts.kind, 'milestone_payment_failed')));
    expect(returned.length + (await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, poster.id), eq(alerts.kind, 'milestone_payment_returned')))).length).toBeGreaterThan(0);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
    // another bank, another try
    await setupAch(app, poster, 'platypus-checking');
    expect((await fund(poster, contractId, 1, 'ach')).json().payment).toMatchObject({ attempt: 2, status: 'processing' });
  });

  it('the seller refunds a bank-funded milestone: a transfer from the balance back to the poster\'s bank', async () => {
    const { poster, bidder, contractId } = await buildAcceptedContract(app);
    await setupAch(app, poster);
    await setupAch(app, bidder);
    await fund(poster, contractId, 1, 'ach');
    await sandboxAch(app).settleTransfer((await fundingOf(contractId)).providerRef!);
    expect((await refund(bidder, contractId, 1)).json().milestone).toMatchObject({ state: 'refunding', label: 'Refunding' });
    const [payout] = await payoutsOf(contractId);
    expect(payout).toMatchObject({ kind: 'refund', milestoneCents: 30_000, feeRefundCents: 0 });
    await sandboxAch(app).settleTransfer(payout!.providerRef!);
    expect(await getEscrow(poster, contractId)).toMatchObject({ refundedCents: 30_000, heldCents: 0 });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
