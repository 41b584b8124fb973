import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { OPERATOR_MSG, type ContractMoney, type OperatorRefundResult } from '@homebid/shared/schemas/operator';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { auditLog } from '../../db/schema/audit';
import { contractMilestones, contracts } from '../../db/schema/bids';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { sandboxRefunds } from '../../db/schema/payments';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildFundedContract, buildPaymentsTestApp, makeOperator } from '../../../test/support/disputes';
import { buildAcceptedContract, getPayments, pay, sandboxAch, setupAch, setupSellerCard } from '../../../test/support/milestone-payments';
import { getMoney, payByCard, refundPayment, runLedgerCheck, withOperatorRoutes } from '../../../test/support/operator';
import { checkLedger } from '../milestone-payments/ledger-check';

const errorOf = (response: { statusCode: number; json(): { error?: { code: string; message: string } } }) => [response.statusCode, response.json().error?.code, response.json().error?.message];

describe('operator money', () => {
  let app: App;
  let admin: TestUser;
  let support: TestUser;

  beforeAll(async () => {
    app = await withOperatorRoutes(await buildPaymentsTestApp());
    admin = await buildUser(app, { name: 'Ada Admin' });
    support = await buildUser(app, { name: 'Sam Support' });
    await makeOperator(app, admin, 'admin');
    await makeOperator(app, support, 'support');
  });
  afterAll(() => app.close());

  const moneyOf = async (contractId: string, as = support): Promise<ContractMoney> => {
    const response = await getMoney(as, contractId);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /** A contract whose milestone 1 ($300) is paid by card and milestone 2 ($200) funded into escrow by card. */
  async function paidContract() {
    const parties = await buildFundedContract(app, [2]);
    const paymentId = await payByCard(parties.poster, parties.contractId, 1);
    return { ...parties, paymentId };
  }

  it("shows a paid contract's milestones, attempts with the provider's ids, and ledger entries with their lines", async () => {
    const { contractId, paymentId, poster, bidder } = await paidContract();
    const money = await moneyOf(contractId);
    expect(money.contract).toMatchObject({ id: contractId, poster: { id: poster.id, name: poster.name }, bidder: { id: bidder.id }, status: 'ongoing', totalCostCents: 50_000, totalPaidCents: 30_000 });
    expect(money.milestones).toMatchObject([
      { position: 1, amountCents: 30_000, completed: true, escrow: null },
      { position: 2, amountCents: 20_000, completed: false, escrow: { state: 'funded', method: 'card', heldCents: 20_000, releasedCents: 0 } },
    ]);
    expect(money.attempts).toMatchObject([
      { id: paymentId, milestonePosition: 1, purpose: 'pay', method: 'card', status: 'succeeded', totalCents: 30_927, providerRef: expect.stringMatching(/^pi_/), refundable: true },
      { milestonePosition: 2, purpose: 'fund', status: 'succeeded', providerRef: expect.stringMatching(/^pi_/), refundable: false },
    ]);
    expect(money.payouts).toEqual([]);
    expect(money.refunds).toEqual([]);
    const payEntry = money.ledger.find((e) => e.paymentId === paymentId)!;
    expect(payEntry).toMatchObject({ kind: 'card_payment', milestonePosition: 1 });
    expect(payEntry.lines).toEqual(
      expect.arrayContaining([
        { accountKind: 'poster_funding', userId: poster.id, userName: poster.name, amountCents: -30_927 },
        { accountKind: 'seller_payout', userId: bidder.id, userName: bidder.name, amountCents: 30_000 },
      ]),
    );
    for (const entry of money.ledger) expect(entry.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(0);
    expect(money.ledger.map((e) => e.kind).sort()).toEqual(['card_payment', 'card_payment']);

    const missing = await getMoney(support, '00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, missing.json().error.message]).toEqual([404, OPERATOR_MSG.contractNotFound]);
  });

  it('runs ledger:check for support and admin: its figures, ok on these books', async () => {
    await paidContract();
    for (const user of [support, admin]) {
      const response = await runLedgerCheck(user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ok: true, totalCents: 0, unbalancedEntries: [], contractMismatches: [], paymentMismatches: [], escrowMismatches: [], checkedAt: expect.any(String) });
      expect(response.json().entries).toBeGreaterThanOrEqual(2);
    }
  });

  it('refunds a completed card payment once, end to end: provider, attempt, milestone, contract, ledger, alerts, audit', async () => {
    const { contractId, paymentId, poster, bidder } = await paidContract();
    const [before] = await app.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.id, paymentId));
    const createRefund = vi.spyOn(app.ctx.payments.card, 'createRefund');
    try {
      const response = await refundPayment(admin, paymentId, { reason: '  Seller never did the work  ' });
      expect(response.statusCode).toBe(200);
      const result: OperatorRefundResult = response.json();
      expect(result).toMatchObject({ message: OPERATOR_MSG.refunded, payment: { id: paymentId, status: 'refunded', refundable: false } });

      // the provider: one refund of the whole charge, under the operator-refund key
      expect(createRefund).toHaveBeenCalledTimes(1);
      expect(createRefund).toHaveBeenCalledWith({ paymentIntentId: before!.providerRef, amountCents: 30_927, idempotencyKey: `operator-refund:${paymentId}:1` });
      expect(await app.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, before!.providerRef!))).toMatchObject([{ amountCents: 30_927 }]);

      // the attempt, the milestone and the contract moved back; the poster may pay again
      const [contract] = await app.ctx.db.select().from(contracts).where(eq(contracts.id, contractId));
      expect(contract!.totalPaidCents).toBe(0);
      const [milestone] = await app.ctx.db.select().from(contractMilestones).where(and(eq(contractMilestones.contractId, contractId), eq(contractMilestones.position, 1)));
      expect(milestone).toMatchObject({ completed: false, posterPaid: false, bidderReceived: false });
      expect((await getPayments(poster, contractId)).milestones[0]).toMatchObject({ position: 1, status: 'unpaid' });

      // the money page shows the refund with its reason and the reversal entry
      const money = result.money;
      expect(money.contract.totalPaidCents).toBe(0);
      expect(money.refunds).toEqual([{ source: 'payment', id: paymentId, milestonePosition: 1, amountCents: 30_927, status: 'succeeded', at: expect.any(String), reason: 'Seller never did the work' }]);
      const refundEntry = money.ledger.find((e) => e.paymentId === paymentId && e.kind === 'refund')!;
      expect(refundEntry.lines).toEqual(
        expect.arrayContaining([
          { accountKind: 'poster_funding', userId: poster.id, userName: poster.name, amountCents: 30_927 },
          { accountKind: 'seller_payout', userId: bidder.id, userName: bidder.name, amountCents: -30_000 },
          { accountKind: 'platform_fees', userId: null, userName: null, amountCents: -927 },
        ]),
      );
      expect(await checkLedger(app.ctx.db)).toMatchObject({ ok: true, paymentMismatches: [], contractMismatches: [] });

      // both sides are told; the audit row names the admin, the reason, before and after, the address
      const told = await app.ctx.db.select().from(alerts).where(eq(alerts.title, OPERATOR_MSG.refundAlertTitle));
      expect(told.map((a) => a.userId).sort()).toEqual([poster.id, bidder.id].sort());
      const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, paymentId));
      expect(audit).toMatchObject([
        {
          actorId: admin.id,
          actorRole: 'admin',
          action: 'refund',
          targetType: 'payment',
          reason: 'Seller never did the work',
          before: { status: 'succeeded', totalCents: 30_927 },
          after: { status: 'refunded', refundedCents: 30_927 },
          ip: expect.any(String),
        },
      ]);

      // a second refund is refused before the provider is called
      expect(errorOf(await refundPayment(admin, paymentId))).toEqual([409, 'already_refunded', OPERATOR_MSG.alreadyRefunded]);
      expect(createRefund).toHaveBeenCalledTimes(1);
      expect(await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, paymentId))).toHaveLength(1);
    } finally {
      createRefund.mockRestore();
    }
  });

  it('two refunds at once make one provider refund and one change', async () => {
    const { paymentId } = await paidContract();
    const [a, b] = await Promise.all([refundPayment(admin, paymentId), refundPayment(admin, paymentId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [attempt] = await app.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.id, paymentId));
    expect(await app.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, attempt!.providerRef!))).toHaveLength(1);
    expect(await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, paymentId))).toHaveLength(1);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('refuses what it cannot refund: escrow funding, a bank transfer, an attempt not completed, an unknown payment, no reason', async () => {
    const refundRows = () => app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'refund'));
    const auditedBefore = (await refundRows()).length;
    const { contractId } = await paidContract();
    const fundId = (await moneyOf(contractId)).attempts.find((a) => a.purpose === 'fund')!.id;
    expect(errorOf(await refundPayment(admin, fundId))).toEqual([409, 'escrow_payment', OPERATOR_MSG.refundEscrow]);

    const byBank = await buildAcceptedContract(app);
    await setupAch(app, byBank.poster);
    await setupAch(app, byBank.bidder);
    const bankPaymentId = (await pay(byBank.poster, byBank.contractId, 1, 'ach')).json().payment.id as string;
    expect(errorOf(await refundPayment(admin, bankPaymentId))).toEqual([409, 'payment_not_completed', OPERATOR_MSG.refundNotCompleted]);
    const [bankAttempt] = await app.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.id, bankPaymentId));
    await sandboxAch(app).settleTransfer(bankAttempt!.providerRef!);
    expect(errorOf(await refundPayment(admin, bankPaymentId))).toEqual([409, 'bank_refund_unsupported', OPERATOR_MSG.refundBank]);

    const pending = await buildAcceptedContract(app);
    await setupSellerCard(app, pending.bidder);
    const pendingId = (await pay(pending.poster, pending.contractId, 1, 'card')).json().payment.id as string;
    expect(errorOf(await refundPayment(admin, pendingId))).toEqual([409, 'payment_not_completed', OPERATOR_MSG.refundNotCompleted]);

    expect(errorOf(await refundPayment(admin, '00000000-0000-4000-8000-000000000000'))).toEqual([404, 'not_found', OPERATOR_MSG.paymentNotFound]);
    expect(errorOf(await refundPayment(admin, 'not-a-uuid'))).toEqual([404, 'not_found', OPERATOR_MSG.paymentNotFound]);
    const { paymentId } = await paidContract();
    expect(errorOf(await refundPayment(admin, paymentId, { reason: '   ' }))[2]).toBe(OPERATOR_MSG.refundReasonRequired);
    expect(errorOf(await refundPayment(admin, paymentId, {}))[2]).toBe(OPERATOR_MSG.refundReasonRequired);
    expect(await refundRows()).toHaveLength(auditedBefore);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('needs an admin with a fresh step-up: support is refused, a stale sign-in asks for the password', async () => {
    const { paymentId } = await paidContract();
    expect(errorOf(await refundPayment(support, paymentId))).toEqual([403, 'forbidden', ADMIN_MSG.adminOnly]);
    await app.ctx.db.execute(sql`UPDATE sessions SET created_at = now() - interval '20 minutes', stepped_up_at = NULL WHERE user_id = ${admin.id}`);
    try {
      expect(errorOf(await refundPayment(admin, paymentId))).toEqual([403, 'step_up_required', ADMIN_MSG.stepUpRequired]);
    } finally {
      await app.ctx.db.execute(sql`UPDATE sessions SET created_at = now() WHERE user_id = ${admin.id}`);
    }
    const [attempt] = await app.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.id, paymentId));
    expect(attempt!.status).toBe('succeeded');
    expect(await app.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, attempt!.providerRef!))).toEqual([]);
  });
});
