import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { FINAL_STATES, HELD_STATES, type EscrowState } from '@homebid/shared/domain/escrow';
import type { ContractEscrow, DisputeView } from '@homebid/shared/schemas/escrow';
import type { App } from '../../app';
import { users } from '../../db/schema/auth';
import { disputes, escrowPayouts } from '../../db/schema/escrow';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { jobOutbox } from '../../db/schema/notifications';
import { buildContractor, buildPoster } from '../../../test/support/bids';
import { buildUser, type TestUser } from '../../../test/factories';
import { PaymentProviderError } from '../../platform/payment-providers/providers';
import { checkLedger } from '../milestone-payments/ledger-check';
import { ESCROW_PAYOUT_JOB } from './escrow-settlement';
import { buildAcceptedContract, buildPaymentsTestApp, confirmCard, getContract, sandboxAch, sandboxCard, setupAch, setupSellerCard } from '../../../test/support/milestone-payments';
import { drainJobs, fund, getEscrow, refund, release, requestChanges, submit } from '../../../test/support/escrow';

/*
 * Any sequence of escrow and dispute steps on the two milestones of a contract ($300 and $200), through the real
 * API and the sandbox providers, keeps the money right: every answer is a 2xx or a 4xx with a message, every ledger
 * entry balances, the ledger's escrow holds exactly what the milestones hold, released + refunded + held = funded
 * for each milestone, and the contract's total paid is what escrow released. Once the banks have answered and every
 * job (a refused payout's retry included) has run, no payout is left under way.
 *
 * Time: the review period is 0 ms (ESCROW_AUTO_RELEASE_DAYS tiny), so 'time passes' (running the due jobs)
 * auto-releases every submitted milestone. The dispute deadline stays at its default: a dispute step after the
 * deadline settles the dispute first, so a deadline of 0 ms would leave nothing to negotiate. The 'deadline' step
 * moves one dispute's deadline (and its job) to now, then runs the due jobs: the deadline job settles it.
 */

type Side = 'poster' | 'bidder';
type Position = 1 | 2;
type Step =
  | { op: 'fundCard'; position: Position; card: string }
  | { op: 'fundBank'; position: Position }
  | { op: 'settleBank' }
  | { op: 'submit'; position: Position }
  | { op: 'requestChanges'; position: Position }
  | { op: 'release'; position: Position }
  | { op: 'refund'; position: Position }
  | { op: 'timePasses' }
  | { op: 'providerRefusesNextPayout' }
  | { op: 'openDispute'; position: Position; by: Side }
  | { op: 'respond'; position: Position; by: Side }
  | { op: 'propose'; position: Position; by: Side; share: number }
  | { op: 'accept'; position: Position; by: Side }
  | { op: 'askHomebid'; position: Position; by: Side }
  | { op: 'decide'; position: Position; outcome: 'release' | 'refund' | 'split'; share: number }
  | { op: 'deadline'; position: Position };

const PAYING_OUT: readonly EscrowState[] = ['releasing', 'refunding', 'settling'];
const position = fc.constantFrom<Position>(1, 2);
const side = fc.constantFrom<Side>('poster', 'bidder');
// a share of the milestone to release; 1.2 is out of range, and must be refused with a message
const share = fc.constantFrom(0, 0.25, 0.5, 1, 1.2);
// a good card, and one declined for insufficient funds
const card = fc.constantFrom('4242424242424242', '4242424242424242', '4000000000009995');
const outcome = fc.constantFrom('release' as const, 'refund' as const, 'split' as const);
const otherSide = (s: Side): Side => (s === 'poster' ? 'bidder' : 'poster');

/** Any one step on either milestone, by any side: the noise between the stories. */
const anyStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('fundCard' as const), position, card }),
  fc.record({ op: fc.constant('fundBank' as const), position }),
  fc.constant({ op: 'settleBank' as const }),
  fc.record({ op: fc.constant('submit' as const), position }),
  fc.record({ op: fc.constant('requestChanges' as const), position }),
  fc.record({ op: fc.constant('release' as const), position }),
  fc.record({ op: fc.constant('refund' as const), position }),
  fc.constant({ op: 'timePasses' as const }),
  fc.constant({ op: 'providerRefusesNextPayout' as const }),
  fc.record({ op: fc.constant('openDispute' as const), position, by: side }),
  fc.record({ op: fc.constant('respond' as const), position, by: side }),
  fc.record({ op: fc.constant('propose' as const), position, by: side, share }),
  fc.record({ op: fc.constant('accept' as const), position, by: side }),
  fc.record({ op: fc.constant('askHomebid' as const), position, by: side }),
  fc.record({ op: fc.constant('decide' as const), position, outcome, share }),
  fc.record({ op: fc.constant('deadline' as const), position }),
);

/**
 * A plausible life of one milestone: funded by card or bank, submitted and sent back a few times, then released,
 * refunded, left to auto-release, or disputed (answered or not, split proposals, accepted, decided by HomeBid, or
 * left to its deadline), or left where it is. Uniform random steps would rarely get past funding.
 */
const story = (p: Position): fc.Arbitrary<Step[]> =>
  fc
    .record({
      // each first value is the simplest, where a failing case shrinks to: a milestone left alone, a dispute left open
      funding: fc.constantFrom('none', 'card', 'card', 'card', 'bank', 'bankSettled'),
      card,
      reviews: fc.nat(2),
      submitted: fc.boolean(),
      // the card provider refuses the payout that ends the story once: 'Release failed, retrying' until its retry
      refused: fc.boolean(),
      end: fc.constantFrom('none', 'release', 'refund', 'timePasses', 'dispute', 'dispute', 'dispute'),
      dispute: fc.record({
        by: side,
        respond: fc.boolean(),
        proposals: fc.array(fc.record({ by: side, share }), { maxLength: 2 }),
        close: fc.constantFrom('none', 'accept', 'accept', 'decide', 'askAndDecide', 'deadline'),
        outcome,
        share,
      }),
    })
    .map((s) => {
      if (s.funding === 'none') return [];
      const steps: Step[] = s.funding === 'card' ? [{ op: 'fundCard', position: p, card: s.card }] : [{ op: 'fundBank', position: p }];
      if (s.funding === 'bankSettled') steps.push({ op: 'settleBank' });
      for (let i = 0; i < s.reviews; i++) steps.push({ op: 'submit', position: p }, { op: 'requestChanges', position: p });
      if (s.submitted) steps.push({ op: 'submit', position: p });
      if (s.refused) steps.push({ op: 'providerRefusesNextPayout' });
      if (s.end === 'release' || s.end === 'refund' || s.end === 'timePasses') steps.push(s.end === 'timePasses' ? { op: 'timePasses' } : { op: s.end, position: p });
      if (s.end !== 'dispute') return steps;
      const d = s.dispute;
      steps.push({ op: 'openDispute', position: p, by: d.by });
      if (d.respond) steps.push({ op: 'respond', position: p, by: otherSide(d.by) });
      for (const proposal of d.proposals) steps.push({ op: 'propose', position: p, ...proposal });
      if (d.close === 'accept') steps.push({ op: 'accept', position: p, by: otherSide(d.proposals.at(-1)?.by ?? d.by) });
      if (d.close === 'askAndDecide') steps.push({ op: 'askHomebid', position: p, by: d.by });
      if (d.close === 'decide' || d.close === 'askAndDecide') steps.push({ op: 'decide', position: p, outcome: d.outcome, share: d.share });
      if (d.close === 'deadline') steps.push({ op: 'deadline', position: p });
      return steps;
    });

/** The two milestones' stories interleaved as `picks` says (true: the first's next step), with noise steps put in at random places. */
const scenario: fc.Arbitrary<Step[]> = fc
  .record({
    first: story(1),
    second: story(2),
    picks: fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
    noise: fc.array(fc.record({ at: fc.nat(24), step: anyStep }), { maxLength: 3 }),
  })
  .map(({ first, second, picks, noise }) => {
    const a = [...first];
    const b = [...second];
    const merged: Step[] = [];
    for (let i = 0; a.length + b.length > 0; i++) merged.push((picks[i] ?? true) && a.length > 0 ? a.shift()! : (b.shift() ?? a.shift()!));
    for (const n of noise) merged.splice(Math.min(n.at, merged.length), 0, n.step);
    return merged;
  });

/** Every answer is a success, or a refusal the user can read: never a 5xx, never a 4xx without a message. */
function expectAnswered(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400) expect(response.json().error?.message, `${what}: ${response.body}`).toMatch(/\S/);
}

describe('escrow property', () => {
  let app: App;
  let poster: TestUser;
  let bidder: TestUser;
  let operator: TestUser;
  let refuseNextPayout = false;
  beforeAll(async () => {
    // one poster posts a listing per run, and shrinking a failure runs many more: no upload limit in the way
    app = await buildPaymentsTestApp({ ESCROW_AUTO_RELEASE_DAYS: '0.000000001', RATE_LIMITS: 'false' });
    poster = await buildPoster(app);
    bidder = await buildContractor(app);
    operator = await buildUser(app);
    await app.ctx.db.update(users).set({ role: 'support' }).where(eq(users.id, operator.id));
    await setupSellerCard(app, bidder);
    await setupAch(app, poster);
    await setupAch(app, bidder);
    // pg-boss makes its schema on its first run: the steps that move a job's time need it there
    await drainJobs(app);
    // the card provider's payouts (a Transfer to the seller, a refund to the poster) refuse once when a step asks
    const cardProvider = sandboxCard(app);
    const refusal = () => {
      refuseNextPayout = false;
      return new PaymentProviderError('Insufficient available funds.', 'test: refused once');
    };
    const transfer = cardProvider.createTransfer.bind(cardProvider);
    const refundCharge = cardProvider.createRefund.bind(cardProvider);
    cardProvider.createTransfer = (input) => (refuseNextPayout ? Promise.reject(refusal()) : transfer(input));
    cardProvider.createRefund = (input) => (refuseNextPayout ? Promise.reject(refusal()) : refundCharge(input));
  });
  afterAll(() => app.close());

  const sideUser = (s: Side) => (s === 'poster' ? poster : bidder);

  /** The milestone's latest dispute as the poster sees it, or undefined when it never had one. */
  async function disputeOf(contractId: string, pos: Position): Promise<{ escrow: ContractEscrow; dispute: DisputeView } | undefined> {
    const escrow: ContractEscrow = await getEscrow(poster, contractId);
    const id = escrow.milestones.find((m) => m.position === pos)?.disputeId;
    const dispute = escrow.disputes.find((d) => d.id === id);
    return dispute ? { escrow, dispute } : undefined;
  }

  /** The bank answers every pending transfer of the contract: its funding transfers and its payouts. */
  async function settleBank(contractId: string) {
    const funding = await app.ctx.db
      .select({ ref: milestonePayments.providerRef })
      .from(milestonePayments)
      .where(and(eq(milestonePayments.contractId, contractId), eq(milestonePayments.method, 'ach'), isNotNull(milestonePayments.providerRef)));
    const payouts = await app.ctx.db
      .select({ ref: escrowPayouts.providerRef })
      .from(escrowPayouts)
      .where(and(eq(escrowPayouts.contractId, contractId), eq(escrowPayouts.method, 'ach'), isNotNull(escrowPayouts.providerRef)));
    for (const { ref } of [...funding, ...payouts]) await sandboxAch(app).settleTransfer(ref!);
  }

  /** The response deadline of a dispute has come: its time, and its job's, are now. */
  async function reachDeadline(disputeId: string) {
    await app.ctx.db.update(disputes).set({ responseDueAt: new Date(Date.now() - 1000) }).where(eq(disputes.id, disputeId));
    await app.ctx.db.update(jobOutbox).set({ startAfter: new Date() }).where(sql`${jobOutbox.data}->>'disputeId' = ${disputeId}`);
    await app.ctx.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE data->>'disputeId' = ${disputeId} AND state IN ('created', 'retry')`);
  }

  async function run(contractId: string, s: Step): Promise<void> {
    const base = `/api/contracts/${contractId}/milestones`;
    switch (s.op) {
      case 'fundCard': {
        const started = await fund(poster, contractId, s.position, 'card');
        expectAnswered(started, 'fund by card');
        if (started.statusCode === 200 && started.json().clientSecret) expectAnswered(await confirmCard(poster, started.json().clientSecret, s.card), 'confirm card');
        return;
      }
      case 'fundBank':
        return expectAnswered(await fund(poster, contractId, s.position, 'ach'), 'fund by bank');
      case 'settleBank':
        return settleBank(contractId);
      case 'submit':
        return expectAnswered(await submit(bidder, contractId, s.position), 'submit');
      case 'requestChanges':
        return expectAnswered(await requestChanges(poster, contractId, s.position, 'Please paint the trim'), 'request changes');
      case 'release':
        return expectAnswered(await release(poster, contractId, s.position), 'release');
      case 'refund':
        return expectAnswered(await refund(bidder, contractId, s.position), 'refund');
      case 'timePasses':
        return drainJobs(app);
      case 'providerRefusesNextPayout':
        refuseNextPayout = true;
        return;
      case 'openDispute': {
        const payload = { reason: 'work_not_as_described', statement: 'The work is not what we agreed.' };
        return expectAnswered(await sideUser(s.by).request({ method: 'POST', url: `${base}/${s.position}/disputes`, payload }), 'open dispute');
      }
      case 'deadline': {
        const found = await disputeOf(contractId, s.position);
        if (found) await reachDeadline(found.dispute.id);
        return drainJobs(app);
      }
    }
    const found = await disputeOf(contractId, s.position);
    if (!found) return;
    const { escrow, dispute } = found;
    const amount = escrow.milestones.find((m) => m.position === s.position)!.amountCents;
    const url = `/api/disputes/${dispute.id}`;
    switch (s.op) {
      case 'respond':
        return expectAnswered(await sideUser(s.by).request({ method: 'POST', url: `${url}/respond`, payload: { statement: 'It was done as agreed.' } }), 'respond');
      case 'propose':
        return expectAnswered(await sideUser(s.by).request({ method: 'POST', url: `${url}/proposals`, payload: { releaseCents: Math.round(amount * s.share) } }), 'propose');
      case 'accept': {
        // the side that did not make the open proposal accepts it as it reads it (any side, when none is open)
        const by = dispute.proposal ? otherSide(dispute.proposal.by) : s.by;
        const payload = { releaseCents: dispute.proposal?.releaseCents ?? 0 };
        return expectAnswered(await sideUser(by).request({ method: 'POST', url: `${url}/accept`, payload }), 'accept');
      }
      case 'askHomebid':
        return expectAnswered(await sideUser(s.by).request({ method: 'POST', url: `${url}/ask-homebid` }), 'ask HomeBid');
      case 'decide': {
        const payload = { outcome: s.outcome, note: 'Decided on the evidence.', ...(s.outcome === 'split' ? { releaseCents: Math.round(amount * s.share) } : {}) };
        return expectAnswered(await operator.request({ method: 'POST', url: `/api/admin/disputes/${dispute.id}/decision`, payload }), 'decide');
      }
    }
  }

  /** A refused payout's retry waits minutes: as if they had passed. */
  async function makePayoutRetriesDue() {
    await app.ctx.db.update(jobOutbox).set({ startAfter: new Date() }).where(eq(jobOutbox.name, ESCROW_PAYOUT_JOB));
    await app.ctx.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${ESCROW_PAYOUT_JOB} AND state IN ('created', 'retry')`);
    await app.ctx.db.execute(sql`UPDATE escrow_payouts SET next_attempt_at = now() WHERE status = 'failed'`);
  }

  /** What must hold of one contract after any sequence: its books, its escrow figures and its total paid. */
  async function expectConsistent(contractId: string): Promise<ContractEscrow> {
    const report = await checkLedger(app.ctx.db);
    expect(report.unbalancedEntries).toEqual([]);
    expect(report.totalCents).toBe(0);
    expect(report.escrowMismatches.filter((m) => m.contractId === contractId)).toEqual([]);
    expect(report.contractMismatches.filter((m) => m.contractId === contractId)).toEqual([]);
    const payments = await app.ctx.db.select({ id: milestonePayments.id }).from(milestonePayments).where(eq(milestonePayments.contractId, contractId));
    const ids = new Set(payments.map((p) => p.id));
    expect(report.paymentMismatches.filter((m) => ids.has(m.paymentId))).toEqual([]);

    const escrow: ContractEscrow = await getEscrow(poster, contractId);
    const sum = (pick: (m: ContractEscrow['milestones'][number]) => number) => escrow.milestones.reduce((total, m) => total + pick(m), 0);
    expect((await getContract(poster, contractId)).totalPaidCents).toBe(sum((m) => m.releasedCents));
    expect([escrow.heldCents, escrow.releasedCents, escrow.refundedCents]).toEqual([sum((m) => m.heldCents), sum((m) => m.releasedCents), sum((m) => m.refundedCents)]);
    for (const m of escrow.milestones) {
      const state: EscrowState = m.state;
      const moved = m.heldCents + m.releasedCents + m.refundedCents;
      if (state === 'unfunded' || state === 'funding') expect(moved, `milestone ${m.position} ${state}`).toBe(0);
      if (HELD_STATES.includes(state)) expect([m.heldCents > 0, moved], `milestone ${m.position} ${state}`).toEqual([true, m.amountCents]);
      if (FINAL_STATES.includes(state)) {
        expect(m.heldCents, `milestone ${m.position} ${state}`).toBe(0);
        expect(m.releasedCents + m.refundedCents).toBe(m.amountCents);
        expect(state).toBe(m.refundedCents === 0 ? 'released' : m.releasedCents === 0 ? 'refunded' : 'split');
      }
      // the money is frozen exactly while the milestone's dispute is open
      const dispute = escrow.disputes.find((d) => d.id === m.disputeId);
      expect(state === 'disputed', `milestone ${m.position} ${state}, dispute ${dispute?.state}`).toBe(dispute !== undefined && dispute.state !== 'settled');
    }
    return escrow;
  }

  it('any sequence of funding, review, release, refund, dispute, split, decision and deadline keeps the money right', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (steps) => {
        refuseNextPayout = false;
        const { contractId } = await buildAcceptedContract(app, { poster, bidder });
        for (const s of steps) await run(contractId, s);
        await expectConsistent(contractId);
        // later: the banks answer, the review periods and the payouts' back-offs pass, every job runs
        for (let round = 0; round < 2; round++) {
          await makePayoutRetriesDue();
          await drainJobs(app);
          await settleBank(contractId);
        }
        const escrow = await expectConsistent(contractId);
        // nothing lost: every payout that was started has gone through
        expect(escrow.milestones.filter((m) => PAYING_OUT.includes(m.state)).map((m) => [m.position, m.label])).toEqual([]);
      }),
      { numRuns: 30 },
    );
    // every contract of every run, together: the ledger's escrow holds exactly what all milestones hold
    const report = await checkLedger(app.ctx.db);
    expect(report.escrowMismatches).toEqual([]);
    expect(report.escrow.ledgerEscrowCents).toBe(report.escrow.heldCents);
    expect(report.ok).toBe(true);
  }, 120_000);
});
