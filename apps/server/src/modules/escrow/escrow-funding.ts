import { formatCents } from '@homebid/shared/money';
import type { Database } from '../../db/client';
import type { milestonePayments } from '../../db/schema/milestone-payments';
import { alertContractSides } from '../contracts/contract-alerts';
import { lockEscrowMilestone, moveEscrow } from './escrow-milestone';

/*
 * What a funding attempt's settlement does to the milestone's escrow. The milestone-payments module calls these in
 * the transaction that settles the attempt (it holds the contract's lock), so the escrow state, the ledger entry and
 * the alerts commit together. A state that does not fit (a late or replayed event) changes nothing.
 */

type Payment = typeof milestonePayments.$inferSelect;

/** A bank transfer funding the milestone is on its way: Funding (bank transfer pending). */
export async function recordFundingStarted(tx: Database, p: Payment): Promise<void> {
  const row = await lockEscrowMilestone(tx, p.contractId, p.milestonePosition);
  if (row.state !== 'unfunded') return;
  await moveEscrow(tx, row, 'funding_started', { method: p.method, fundingPaymentId: p.id });
}

/** The provider confirmed the money: the milestone is Funded, held by the platform. */
export async function recordFunded(tx: Database, p: Payment): Promise<boolean> {
  const row = await lockEscrowMilestone(tx, p.contractId, p.milestonePosition);
  if (row.state !== 'unfunded' && row.state !== 'funding') return false;
  const amount = Number(p.milestoneAmountCents);
  await moveEscrow(tx, row, 'fund', {
    method: p.method,
    fundingPaymentId: p.id,
    amountCents: amount,
    feeCents: Number(p.feeCents),
    providerFeeCents: Number(p.providerFeeCents),
    heldCents: amount,
    fundedAt: new Date(),
  });
  await alertContractSides(tx, p.contractId, 'milestone_funded', 'Milestone funded', {
    poster: `You funded milestone ${p.milestonePosition} with ${formatCents(Number(p.totalCents))}. HomeBid holds ${formatCents(amount)} until you release it.`,
    bidder: `Milestone ${p.milestonePosition} is funded: HomeBid holds ${formatCents(amount)} for you. You can start the work.`,
  });
  return true;
}

/**
 * The funding failed or the bank returned it. Still held and not on its way out: the milestone is unfunded again
 * ('held'). Already paid out (released, refunded, or a payout under way): the money is the platform's to recover
 * ('paid_out'). Never funded: nothing to undo ('none').
 */
export async function recordFundingUndone(tx: Database, p: Payment): Promise<'held' | 'paid_out' | 'none'> {
  const row = await lockEscrowMilestone(tx, p.contractId, p.milestonePosition);
  if (row.fundingPaymentId !== p.id) return 'none';
  if (row.state === 'funding') {
    await moveEscrow(tx, row, 'funding_failed', { fundingPaymentId: null, method: null });
    return 'none';
  }
  if (row.state !== 'funded' && row.state !== 'submitted' && row.state !== 'changes_requested' && row.state !== 'disputed') return row.state === 'unfunded' ? 'none' : 'paid_out';
  await moveEscrow(tx, row, 'funding_failed', {
    fundingPaymentId: null,
    method: null,
    amountCents: 0,
    feeCents: 0,
    providerFeeCents: 0,
    heldCents: 0,
    fundedAt: null,
    submittedAt: null,
    autoReleaseAt: null,
  });
  return 'held';
}
