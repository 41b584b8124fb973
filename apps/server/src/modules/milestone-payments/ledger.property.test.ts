import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, desc, eq } from 'drizzle-orm';
import type { App } from '../../app';
import { contractMilestones, contracts } from '../../db/schema/bids';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { sandboxTransfers } from '../../db/schema/payments';
import { buildContractor, buildPoster } from '../../../test/support/bids';
import type { TestUser } from '../../../test/factories';
import { checkLedger } from './ledger-check';
import { settleTransfer } from './settle-payment';
import { buildAcceptedContract, buildPaymentsTestApp, confirmCard, pay, sandboxAch, sandboxCard, setupAch, setupSellerCard } from '../../../test/support/milestone-payments';

type Step =
  | { op: 'card'; position: 1 | 2; card: string }
  | { op: 'ach'; position: 1 | 2 }
  | { op: 'settle'; position: 1 | 2 }
  | { op: 'bankReturn'; position: 1 | 2 }
  | { op: 'replay' }
  | { op: 'status'; position: 1 | 2 };

const position = fc.constantFrom(1 as const, 2 as const);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('card' as const), position, card: fc.constantFrom('4242424242424242', '4000000000009995', '4000000000007726') }),
  fc.record({ op: fc.constant('ach' as const), position }),
  fc.record({ op: fc.constant('settle' as const), position }),
  fc.record({ op: fc.constant('bankReturn' as const), position }),
  fc.constant({ op: 'replay' as const }),
  fc.record({ op: fc.constant('status' as const), position }),
);

describe('ledger property', () => {
  let app: App;
  let poster: TestUser;
  let bidder: TestUser;
  const deliveries: Array<{ rawBody: string; signature: string }> = [];
  beforeAll(async () => {
    // with a bank-transfer fee, so that every sequence also moves and returns fees
    app = await buildPaymentsTestApp({ ACH_FEE_PERCENT_BPS: '25', ACH_FEE_FIXED_CENTS: '50' });
    poster = await buildPoster(app);
    bidder = await buildContractor(app);
    await setupSellerCard(app, bidder);
    await setupAch(app, poster);
    await setupAch(app, bidder);
    // keep every card event the sandbox sends, to deliver some of them again later
    const card = sandboxCard(app);
    const forward = card.webhooks.delivery!;
    card.onWebhook(async (rawBody, signature) => {
      deliveries.push({ rawBody, signature });
      return forward(rawBody, signature);
    });
  });
  afterAll(() => app.close());

  const latestAttempt = async (contractId: string, pos: number, method?: 'ach') => {
    const rows = await app.ctx.db
      .select()
      .from(milestonePayments)
      .where(and(eq(milestonePayments.contractId, contractId), eq(milestonePayments.milestonePosition, pos), ...(method ? [eq(milestonePayments.method, method)] : [])))
      .orderBy(desc(milestonePayments.attempt))
      .limit(1);
    return rows[0];
  };

  async function run(contractId: string, s: Step) {
    if (s.op === 'card') {
      const response = await pay(poster, contractId, s.position, 'card');
      if (response.statusCode === 200) await confirmCard(poster, response.json().clientSecret, s.card);
    } else if (s.op === 'ach') {
      await pay(poster, contractId, s.position, 'ach');
    } else if (s.op === 'settle') {
      const a = await latestAttempt(contractId, s.position, 'ach');
      if (a?.status === 'processing' && a.providerRef) await sandboxAch(app).settleTransfer(a.providerRef);
    } else if (s.op === 'bankReturn') {
      const a = await latestAttempt(contractId, s.position, 'ach');
      if (a?.providerRef) {
        const transfer = await sandboxAch(app).getTransfer(a.providerRef);
        await app.ctx.db.transaction((tx) => settleTransfer(tx, { ...transfer, status: 'failed', failureCode: 'R01', failureReason: 'Insufficient Funds' }));
      }
    } else if (s.op === 'replay') {
      const event = deliveries.at(-1);
      if (event) await app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' }, payload: event.rawBody });
    } else {
      const a = await latestAttempt(contractId, s.position);
      if (a) await poster.request({ method: 'GET', url: `/api/milestone-payments/${a.id}` });
    }
  }

  it('any sequence of payments, failures, returns, replays and retries keeps every entry balanced and total_paid equal to the completed milestones', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const { contractId } = await buildAcceptedContract(app, { poster, bidder });
        for (const s of steps) await run(contractId, s);
        const [contract] = await app.ctx.db.select().from(contracts).where(eq(contracts.id, contractId));
        const milestones = await app.ctx.db.select().from(contractMilestones).where(eq(contractMilestones.contractId, contractId));
        const completed = milestones.filter((m) => m.completed).reduce((sum, m) => sum + Number(m.amountCents), 0);
        expect(Number(contract!.totalPaidCents)).toBe(completed);
        for (const m of milestones) {
          const succeeded = await app.ctx.db
            .select()
            .from(milestonePayments)
            .where(and(eq(milestonePayments.contractId, contractId), eq(milestonePayments.milestonePosition, m.position), eq(milestonePayments.status, 'succeeded')));
          expect(succeeded.length).toBe(m.completed ? 1 : 0);
        }
        // each bank transfer asked the provider for the milestone amount, and the fee apart from it
        const transfers = await app.ctx.db
          .select({ payment: milestonePayments, transfer: sandboxTransfers })
          .from(milestonePayments)
          .innerJoin(sandboxTransfers, eq(sandboxTransfers.id, milestonePayments.providerRef))
          .where(and(eq(milestonePayments.contractId, contractId), eq(milestonePayments.method, 'ach')));
        for (const { payment, transfer } of transfers) {
          expect(Number(payment.feeCents)).toBeGreaterThan(0);
          expect([transfer.amountCents, transfer.feeCents]).toEqual([Number(payment.milestoneAmountCents), Number(payment.feeCents)]);
        }
        const report = await checkLedger(app.ctx.db);
        expect(report.unbalancedEntries).toEqual([]);
        expect(report.contractMismatches).toEqual([]);
        expect(report.paymentMismatches).toEqual([]);
        expect(report.totalCents).toBe(0);
      }),
      { numRuns: 12 },
    );
  });
});
