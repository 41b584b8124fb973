import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DISPUTE_MSG, ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { formatEasternDateTime } from '@homebid/shared/dates';
import { CONTRACT_MSG } from '@homebid/shared/schemas/contract';
import { MONEY_CENTS_MSG } from '@homebid/shared/money';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { buildUser } from '../../../test/factories';
import { getEscrow, refund, release } from '../../../test/support/escrow';
import {
  buildFundedContract,
  buildPaymentsTestApp,
  decide,
  disputeAction,
  errorOf,
  escrowRow,
  eventKinds,
  makeOperator,
  openDisputeAs,
  openDisputeId,
  payoutsOf,
} from '../../../test/support/disputes';
import { checkLedger } from '../milestone-payments/ledger-check';

const DAY_MS = 86_400_000;

describe('disputes', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildPaymentsTestApp();
  });
  afterAll(() => app.close());

  it('opens a dispute on a funded milestone with a reason and a statement, and freezes the money', async () => {
    const { poster, bidder, contractId } = await buildFundedContract(app);
    const open = (body: Record<string, unknown>, user = poster, position = 1) => openDisputeAs(user, contractId, position, body);

    expect(errorOf(await open({ statement: 'Nothing came.' }))).toEqual([400, DISPUTE_MSG.reasonRequired]);
    expect(errorOf(await open({ reason: 'not_a_reason', statement: 'Nothing came.' }))).toEqual([400, DISPUTE_MSG.reasonRequired]);
    expect(errorOf(await open({ reason: 'other', statement: 'Nothing came.' }))).toEqual([400, DISPUTE_MSG.otherTextRequired]);
    expect(errorOf(await open({ reason: 'other', reasonText: '   ', statement: 'Nothing came.' }))).toEqual([400, DISPUTE_MSG.otherTextRequired]);
    expect(errorOf(await open({ reason: 'work_not_delivered' }))).toEqual([400, DISPUTE_MSG.statementRequired]);
    expect(errorOf(await open({ reason: 'work_not_delivered', statement: 'x'.repeat(4001) }))).toEqual([400, DISPUTE_MSG.statementTooLong]);
    const stranger = await buildUser(app);
    expect(errorOf(await open({ reason: 'work_not_delivered', statement: 'Nothing came.' }, stranger))).toEqual([404, CONTRACT_MSG.notFound]);
    // milestone 2 is not funded
    expect(errorOf(await open({ reason: 'work_not_delivered', statement: 'Nothing came.' }, poster, 2))).toEqual([409, DISPUTE_MSG.notDisputable]);
    expect(await escrowRow(app, contractId, 1)).toMatchObject({ state: 'funded' });

    const before = Date.now();
    const response = await open({ reason: 'other', reasonText: 'Wrong tiles', statement: 'The tiles are not the ones we chose.' });
    expect(response.statusCode).toBe(201);
    const view = response.json();
    expect(view).toMatchObject({
      contractId,
      milestonePosition: 1,
      amountCents: 30_000,
      state: 'awaiting_response',
      reason: 'other',
      reasonText: 'Wrong tiles',
      openedBy: 'poster',
      viewerSide: 'poster',
      proposal: null,
      outcome: null,
      settledAt: null,
      events: [{ kind: 'opened', actor: 'poster', actorName: poster.name, note: 'The tiles are not the ones we chose.', file: null }],
    });
    const due = Date.parse(view.responseDueAt);
    expect(due).toBeGreaterThanOrEqual(before + 5 * DAY_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + 5 * DAY_MS);

    // frozen: neither side releases or refunds alone, and it is opened once
    expect(await escrowRow(app, contractId, 1)).toMatchObject({ state: 'disputed', heldCents: 30_000 });
    expect(errorOf(await release(poster, contractId, 1))).toEqual([409, ESCROW_MSG.inDispute]);
    expect(errorOf(await refund(bidder, contractId, 1))).toEqual([409, ESCROW_MSG.inDispute]);
    expect(errorOf(await open({ reason: 'work_not_delivered', statement: 'Again.' }, bidder))).toEqual([409, DISPUTE_MSG.alreadyOpen]);

    // both sides are told, and both see it on their contract's escrow
    for (const user of [poster, bidder]) {
      const told = await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, user.id), eq(alerts.kind, 'dispute_update')));
      expect(told).toHaveLength(1);
      expect(told[0]!.message).toContain('opened the dispute over milestone 1 ($300.00): Other: Wrong tiles. The money is frozen until the dispute is settled.');
      // the deadline in New York time, as the product writes dates
      expect(told[0]!.message).toContain(`has until ${formatEasternDateTime(new Date(view.responseDueAt))} to respond;`);
      const escrow = await getEscrow(user, contractId);
      expect(escrow.disputes).toEqual([expect.objectContaining({ id: view.id, viewerSide: user === poster ? 'poster' : 'bidder' })]);
      expect(escrow.milestones[0]).toMatchObject({ state: 'disputed', disputeId: view.id });
    }
    expect((await stranger.request({ method: 'GET', url: `/api/contracts/${contractId}/escrow` })).statusCode).toBe(404);
  });

  it('lets only the other side respond, once, and nobody else see or touch the dispute', async () => {
    const { poster, bidder, contractId } = await buildFundedContract(app);
    const id = await openDisputeId(bidder, contractId, 1, { reason: 'payment_not_released', statement: 'The work is done.' });
    const stranger = await buildUser(app);

    for (const [action, payload] of [
      ['respond', { statement: 'Hello' }],
      ['proposals', { releaseCents: 100 }],
      ['accept', { releaseCents: 100 }],
      ['ask-homebid', undefined],
    ] as const) {
      expect(errorOf(await disputeAction(stranger, id, action, payload))).toEqual([404, DISPUTE_MSG.notFound]);
    }
    expect(errorOf(await disputeAction(poster, 'not-a-uuid', 'respond', { statement: 'Hi' }))).toEqual([404, DISPUTE_MSG.notFound]);
    expect(errorOf(await disputeAction(bidder, id, 'respond', { statement: 'My own answer' }))).toEqual([403, DISPUTE_MSG.onlyOtherSideResponds]);
    expect(errorOf(await disputeAction(poster, id, 'respond', { statement: '  ' }))).toEqual([400, DISPUTE_MSG.statementRequired]);

    const responded = await disputeAction(poster, id, 'respond', { statement: 'Two cabinets are missing.' });
    expect(responded.statusCode).toBe(200);
    expect(responded.json()).toMatchObject({ state: 'negotiating', viewerSide: 'poster', events: [{ kind: 'opened', actor: 'bidder' }, { kind: 'responded', actor: 'poster', actorName: poster.name, note: 'Two cabinets are missing.' }] });
    expect(errorOf(await disputeAction(poster, id, 'respond', { statement: 'Once more' }))).toEqual([409, DISPUTE_MSG.alreadyResponded]);
    // each step alerted both sides
    for (const user of [poster, bidder]) {
      expect(await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, user.id), eq(alerts.kind, 'dispute_update')))).toHaveLength(2);
    }
  });

  it('settles on a proposal accepted by the other side, as it was seen', async () => {
    const { poster, bidder, contractId } = await buildFundedContract(app);
    const id = await openDisputeId(poster, contractId, 1);

    expect(errorOf(await disputeAction(bidder, id, 'accept', { releaseCents: 0 }))).toEqual([409, DISPUTE_MSG.noProposal]);
    expect(errorOf(await disputeAction(poster, id, 'proposals', { releaseCents: 30_001 }))).toEqual([400, DISPUTE_MSG.releaseOutOfRange]);
    expect(errorOf(await disputeAction(poster, id, 'proposals', { releaseCents: -1 }))).toEqual([400, DISPUTE_MSG.releaseOutOfRange]);
    // $250.555 typed is refused, not rounded to $250.56
    expect(errorOf(await disputeAction(poster, id, 'proposals', { releaseCents: 25_055.5 }))).toEqual([400, MONEY_CENTS_MSG]);

    const proposed = await disputeAction(poster, id, 'proposals', { releaseCents: 10_000, note: 'Half the work is done' });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({ state: 'awaiting_response', proposal: { by: 'poster', releaseCents: 10_000 } });
    expect(errorOf(await disputeAction(poster, id, 'accept', { releaseCents: 10_000 }))).toEqual([403, DISPUTE_MSG.ownProposal]);

    // a new proposal replaces the open one; accepting what was seen before is refused
    const replaced = await disputeAction(poster, id, 'proposals', { releaseCents: 12_000 });
    expect(replaced.json().proposal).toMatchObject({ by: 'poster', releaseCents: 12_000 });
    // the same proposal again, twice at once (a double click, a replayed request): still the one proposal
    await Promise.all([1, 2].map(() => disputeAction(poster, id, 'proposals', { releaseCents: 12_000 })));
    expect(errorOf(await disputeAction(bidder, id, 'accept', { releaseCents: 10_000 }))).toEqual([409, DISPUTE_MSG.proposalChanged]);
    expect(await escrowRow(app, contractId, 1)).toMatchObject({ state: 'disputed' });

    const accepted = await disputeAction(bidder, id, 'accept', { releaseCents: 12_000 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'settled', outcome: 'split', settlement: 'agreement', releaseCents: 12_000, refundCents: 18_000, proposal: null, settledAt: expect.any(String) });
    expect(accepted.json().events.map((e: { kind: string }) => e.kind)).toEqual(['opened', 'proposed', 'proposed', 'accepted']);
    expect(await escrowRow(app, contractId, 1)).toMatchObject({ state: 'split', heldCents: 0, releasedCents: 12_000, refundedCents: 18_000 });

    expect(errorOf(await disputeAction(poster, id, 'proposals', { releaseCents: 0 }))).toEqual([409, DISPUTE_MSG.settled]);
    expect(errorOf(await disputeAction(bidder, id, 'ask-homebid'))).toEqual([409, DISPUTE_MSG.settled]);
    const report = await checkLedger(app.ctx.db);
    expect(report.unbalancedEntries).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('settles once when the same proposal is accepted twice at once', async () => {
    const { poster, bidder, contractId } = await buildFundedContract(app);
    const id = await openDisputeId(bidder, contractId, 1, { reason: 'payment_not_released', statement: 'Done and not paid.' });
    await disputeAction(bidder, id, 'proposals', { releaseCents: 20_000 });

    const both = await Promise.all([disputeAction(poster, id, 'accept', { releaseCents: 20_000 }), disputeAction(poster, id, 'accept', { releaseCents: 20_000 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(both.find((r) => r.statusCode === 409)!)).toEqual([409, DISPUTE_MSG.settled]);
    expect((await eventKinds(app, id)).filter((k) => k === 'accepted')).toHaveLength(1);
    expect((await payoutsOf(app, contractId, 1)).map((p) => [p.kind, p.milestoneCents, p.status]).sort()).toEqual([
      ['refund', 10_000, 'succeeded'],
      ['release', 20_000, 'succeeded'],
    ]);
    expect(await escrowRow(app, contractId, 1)).toMatchObject({ state: 'split', heldCents: 0, releasedCents: 20_000, refundedCents: 10_000 });
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it("lets HomeBid's operators decide, and nobody else", async () => {
    const { poster, bidder, contractId } = await buildFundedContract(app);
    const id = await openDisputeId(poster, contractId, 1);
    const operator = await buildUser(app);

    const asked = await disputeAction(bidder, id, 'ask-homebid');
    expect(asked.json()).toMatchObject({ state: 'with_homebid', events: [{ kind: 'opened' }, { kind: 'asked_homebid', actor: 'bidder' }] });
    expect(errorOf(await disputeAction(poster, id, 'ask-homebid'))).toEqual([409, DISPUTE_MSG.alreadyWithHomeBid]);
    expect(errorOf(await disputeAction(bidder, id, 'respond', { statement: 'Late' }))).toEqual([409, DISPUTE_MSG.alreadyWithHomeBid]);

    const decision = { outcome: 'split', releaseCents: 5_000, note: 'Photos show a fifth of the work.' };
    for (const user of [poster, bidder, operator]) expect(errorOf(await decide(user, id, decision))).toEqual([403, DISPUTE_MSG.notOperator]);
    await makeOperator(app, operator);
    expect(errorOf(await decide(operator, id, { outcome: 'split', note: 'No amount' }))).toEqual([400, DISPUTE_MSG.releaseOutOfRange]);
    expect(errorOf(await decide(operator, id, { outcome: 'split', releaseCents: 30_001, note: 'Too much' }))).toEqual([400, DISPUTE_MSG.releaseOutOfRange]);
    expect(errorOf(await decide(operator, id, { outcome: 'split', releaseCents: 4_999.5, note: 'A fraction' }))).toEqual([400, MONEY_CENTS_MSG]);
    expect(errorOf(await decide(operator, id, { outcome: 'refund', note: ' ' }))).toEqual([400, DISPUTE_MSG.noteRequired]);
    expect(errorOf(await decide(operator, '00000000-0000-4000-8000-000000000000', decision))).toEqual([404, DISPUTE_MSG.notFound]);

    const decided = await decide(operator, id, decision);
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ state: 'settled', outcome: 'split', settlement: 'homebid', releaseCents: 5_000, refundCents: 25_000, viewerSide: 'homebid' });
    expect(decided.json().events.at(-1)).toMatchObject({ kind: 'decided', actor: 'homebid', actorName: 'HomeBid', note: decision.note, releaseCents: 5_000 });
    expect(errorOf(await decide(operator, id, decision))).toEqual([409, DISPUTE_MSG.settled]);
    expect(await escrowRow(app, contractId, 1)).toMatchObject({ state: 'split', releasedCents: 5_000, refundedCents: 25_000 });
    const told = await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, poster.id), eq(alerts.kind, 'dispute_update')));
    expect(told.at(-1)!.message).toContain(decision.note);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });

  it('lets exactly one of an accept and a decision at the same time win', async () => {
    const { poster, bidder, contractId } = await buildFundedContract(app);
    const operator = await buildUser(app);
    await makeOperator(app, operator, 'admin');
    const id = await openDisputeId(poster, contractId, 1);
    await disputeAction(poster, id, 'proposals', { releaseCents: 0 });

    const [accepted, decided] = await Promise.all([disputeAction(bidder, id, 'accept', { releaseCents: 0 }), decide(operator, id, { outcome: 'release', note: 'The work was delivered.' })]);
    expect([accepted.statusCode, decided.statusCode].sort()).toEqual([200, 409]);
    const loser = accepted.statusCode === 409 ? accepted : decided;
    expect(errorOf(loser)).toEqual([409, DISPUTE_MSG.settled]);
    // the winner's outcome, paid out once: a refund of all of it (the accepted proposal) or a release (the decision)
    const expected = accepted.statusCode === 200 ? { state: 'refunded', refundedCents: 30_000, releasedCents: 0 } : { state: 'released', releasedCents: 30_000, refundedCents: 0 };
    expect(await escrowRow(app, contractId, 1)).toMatchObject(expected);
    expect(await payoutsOf(app, contractId, 1)).toHaveLength(1);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
