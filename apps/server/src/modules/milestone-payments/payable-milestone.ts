import { and, asc, eq, sql } from 'drizzle-orm';
import { CONTRACT_MSG } from '@homebid/shared/schemas/contract';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/schemas/milestone-payment';
import type { Database } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { contractMilestones, contracts } from '../../db/schema/bids';
import { escrowMilestones } from '../../db/schema/escrow';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { isUuid } from '../bids/bids.policy';
import { refusalOf } from '../escrow/escrow-milestone';
import { paymentPartiesOf, posterProfiles, sellerProfiles, sellerUsers } from './payment-parties';

export type Contract = typeof contracts.$inferSelect;
export type Milestone = typeof contractMilestones.$inferSelect;
export type Payment = typeof milestonePayments.$inferSelect;
/** 'pay' pays the seller at once ('Mark as Completed & Pay'); 'fund' holds the money in escrow ('Fund Milestone'). */
export type PaymentPurpose = Payment['purpose'];

/** The contract read for `userId` when they are one of its two sides; anyone else gets 404, as if it did not exist. */
function forSide(contract: Contract | undefined, userId: string): Contract {
  if (!contract || (contract.posterId !== userId && contract.bidderId !== userId)) throw notFound(CONTRACT_MSG.notFound);
  return contract;
}

/** A contract for one of its two sides; anyone else gets 404, as if it did not exist. */
export async function findContractForSide(db: Database, userId: string, contractId: string, options: { lock?: boolean } = {}): Promise<Contract> {
  if (!isUuid(contractId)) throw notFound(CONTRACT_MSG.notFound);
  const query = db.select().from(contracts).where(eq(contracts.id, contractId));
  const [contract] = options.lock ? await query.for('update') : await query;
  return forSide(contract, userId);
}

/** A contract for one of its two sides (404 for anyone else) that has the milestone (404 when not), in one statement. */
export async function findContractMilestoneForSide(db: Database, userId: string, contractId: string, position: number): Promise<Contract> {
  if (!isUuid(contractId)) throw notFound(CONTRACT_MSG.notFound);
  const [row] = await selectContractWithMilestone(db, { contractId, position });
  const contract = forSide(row?.contract, userId);
  if (row!.milestonePosition === null) throw notFound(MSG.milestoneNotFound);
  return contract;
}

// every escrow action starts with it: built once, named (db/prepared.ts builtOnce)
const selectContractWithMilestone = builtOnce((db) =>
  db
    .select({ contract: contracts, milestonePosition: contractMilestones.position })
    .from(contracts)
    .leftJoin(contractMilestones, and(eq(contractMilestones.contractId, contracts.id), eq(contractMilestones.position, sql.placeholder('position'))))
    .where(eq(contracts.id, sql.placeholder('contractId')))
    .prepare('contract_with_milestone'),
);

/** The contract, the milestone, its escrow row and the two sides' payment setup, for findPayableMilestone. */
const payableMilestoneQuery = (db: Database) =>
  db
    .select({
      contract: contracts,
      milestone: contractMilestones,
      escrow: escrowMilestones,
      sellerName: sellerUsers.name,
      sellerProfile: sellerProfiles,
      posterProfile: posterProfiles,
    })
    .from(contracts)
    .leftJoin(contractMilestones, and(eq(contractMilestones.contractId, contracts.id), eq(contractMilestones.position, sql.placeholder('position'))))
    .leftJoin(escrowMilestones, and(eq(escrowMilestones.contractId, contracts.id), eq(escrowMilestones.position, sql.placeholder('position'))))
    .leftJoin(sellerUsers, eq(sellerUsers.id, contracts.bidderId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, contracts.bidderId))
    .leftJoin(posterProfiles, eq(posterProfiles.userId, contracts.posterId))
    .where(eq(contracts.id, sql.placeholder('contractId')));
// named: its six joins took PostgreSQL 0.6 ms to plan at every run, ten times what running it takes; built once:
// building its SQL was the largest single cost of a payment's JavaScript (a profile of request-cost's fund)
const selectPayableMilestone = builtOnce((db) => payableMilestoneQuery(db).prepare('payable_milestone'));
const selectPayableMilestoneLocked = builtOnce((db) => payableMilestoneQuery(db).for('update', { of: contracts }).prepare('payable_milestone_locked'));

/**
 * The gates every payment passes (spec sections 4 and 5): only the poster pays, only after the bidder accepted,
 * only an unpaid milestone of an ongoing contract, and only when there is something to pay. The contract (locked
 * with `lock`), the milestone, its escrow row and the two sides' payment setup are read in one statement.
 */
export async function findPayableMilestone(db: Database, userId: string, contractId: string, position: number, options: { lock?: boolean; purpose?: PaymentPurpose } = {}) {
  if (!isUuid(contractId)) throw notFound(CONTRACT_MSG.notFound);
  const [row] = await (options.lock ? selectPayableMilestoneLocked : selectPayableMilestone)(db, { contractId, position });
  const contract = forSide(row?.contract, userId);
  if (contract.posterId !== userId) throw forbidden(options.purpose === 'fund' ? ESCROW_MSG.onlyPosterFunds : MSG.notPoster);
  if (contract.bidderAccepted !== 'accepted') throw conflict(MSG.notAccepted, 'contract_not_accepted');
  if (contract.status !== 'ongoing') throw conflict(MSG.contractClosed, 'contract_closed');
  const milestone = row!.milestone;
  if (!milestone) throw notFound(MSG.milestoneNotFound);
  if (milestone.completed) throw conflict(MSG.alreadyPaid, 'milestone_paid');
  if (Number(milestone.amountCents) <= 0) throw conflict(MSG.nothingToPay, 'nothing_to_pay');
  // a milestone in escrow is paid out by release, refund or dispute, never paid or funded a second time
  const escrow = row!.escrow;
  if (escrow && escrow.state !== 'unfunded') {
    if (escrow.state === 'funding') throw conflict(ESCROW_MSG.fundingPending, 'escrow_state');
    throw conflict(options.purpose === 'fund' ? refusalOf(escrow.state, 'fund') : escrow.state === 'refunded' ? ESCROW_MSG.alreadyRefunded : ESCROW_MSG.fundedNotPaid, 'escrow_state');
  }
  return { contract, milestone, parties: paymentPartiesOf(row!.sellerName, row!.sellerProfile, row!.posterProfile) };
}

/** How idempotency keys name a milestone (it has no id of its own): `{contract id}.{position}`. */
export const milestoneRef = (contractId: string, position: number) => `${contractId}.${position}`;

const selectAttempts = builtOnce((db) =>
  db
    .select()
    .from(milestonePayments)
    .where(and(eq(milestonePayments.contractId, sql.placeholder('contractId')), eq(milestonePayments.milestonePosition, sql.placeholder('position'))))
    .orderBy(asc(milestonePayments.attempt))
    .prepare('milestone_attempts'),
);

/** The attempts of one milestone, oldest first. */
export function listAttempts(db: Database, contractId: string, position: number): Promise<Payment[]> {
  return selectAttempts(db, { contractId, position });
}

/**
 * Whether any payment of the contract is started, on its way or done: withdrawing (which deletes the contract)
 * must then be refused, or a card form still open could charge for a contract that no longer exists.
 */
export async function hasLivePayment(db: Database, contractId: string): Promise<boolean> {
  const rows = await db
    .select({ id: milestonePayments.id })
    .from(milestonePayments)
    .where(and(eq(milestonePayments.contractId, contractId), sql`${milestonePayments.status} IN ('pending', 'processing', 'succeeded')`))
    .limit(1);
  return rows.length > 0;
}
