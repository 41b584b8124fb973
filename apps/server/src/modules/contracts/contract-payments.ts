import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { builtOnce, valuePlaceholder } from '../../db/prepared';
import { contractMilestones, contracts } from '../../db/schema/bids';

/**
 * What a payment changes on its contract, written here so that the contracts module is the one writer of the
 * contract tables; the milestone-payments module calls these in the transaction that settles the payment.
 */

/**
 * A milestone is paid: completed, poster paid, bidder received, and the contract's total paid goes up by its amount.
 * Returns false (and changes nothing) when the milestone was completed already.
 */
export async function recordMilestonePaid(tx: Database, contractId: string, position: number, amountCents: number): Promise<boolean> {
  const changed = await completeMilestone(tx, { contractId, position });
  if (changed.length === 0) return false;
  await addPaidToContract(tx, contractId, amountCents);
  return true;
}

/** The bank returned a paid milestone's transfer: the milestone is unpaid again and the total paid goes back down. */
export async function recordMilestoneUnpaid(tx: Database, contractId: string, position: number, amountCents: number): Promise<void> {
  await tx
    .update(contractMilestones)
    .set({ completed: false, posterPaid: false, bidderReceived: false })
    .where(and(eq(contractMilestones.contractId, contractId), eq(contractMilestones.position, position)));
  await addPaidToContract(tx, contractId, -amountCents);
}

/** Adds to (or, with negative cents, takes from) what has been paid on the contract. */
async function addPaidToContract(tx: Database, contractId: string, cents: number): Promise<void> {
  await addToTotalPaid(tx, { contractId, cents, now: new Date() });
}

// every paid milestone's two writes: built once, named (db/prepared.ts builtOnce)
const completeMilestone = builtOnce((tx) =>
  tx
    .update(contractMilestones)
    .set({ completed: true, posterPaid: true, bidderReceived: true })
    .where(and(eq(contractMilestones.contractId, sql.placeholder('contractId')), eq(contractMilestones.position, sql.placeholder('position')), eq(contractMilestones.completed, false)))
    .returning({ position: contractMilestones.position })
    .prepare('complete_contract_milestone'),
);
const addToTotalPaid = builtOnce((tx) =>
  tx
    .update(contracts)
    .set({ totalPaidCents: sql`${contracts.totalPaidCents} + ${sql.placeholder('cents')}`, updatedAt: valuePlaceholder<Date>('now') })
    .where(eq(contracts.id, sql.placeholder('contractId')))
    .prepare('add_to_total_paid'),
);
