import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { builtOnce, sqlBuiltOnce, valuePlaceholder } from '../../db/prepared';
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
  const { rows } = await completeMilestoneAddingPaid(tx, { contractId, position, cents: amountCents, now: new Date() });
  return rows.length > 0;
}

/** The bank returned a paid milestone's transfer: the milestone is unpaid again and the total paid goes back down. */
export async function recordMilestoneUnpaid(tx: Database, contractId: string, position: number, amountCents: number): Promise<void> {
  await tx
    .update(contractMilestones)
    .set({ completed: false, posterPaid: false, bidderReceived: false })
    .where(and(eq(contractMilestones.contractId, contractId), eq(contractMilestones.position, position)));
  await addToTotalPaid(tx, { contractId, cents: -amountCents, now: new Date() });
}

/** The contract's total paid moved by the placeholder `cents` (negative takes back), stamped `now`. */
const totalPaidMoved = () => ({ totalPaidCents: sql`${contracts.totalPaidCents} + ${sql.placeholder('cents')}`, updatedAt: valuePlaceholder<Date>('now') });

/**
 * A paid milestone's two writes in one statement: the milestone completed (only when it was not), then, when it was
 * just completed, the contract's total paid raised by its amount; a row back when both were written. Built once, named.
 */
const completeMilestoneAddingPaid = sqlBuiltOnce<{ id: string }>('complete_milestone_adding_paid', (tx) => {
  const contractId = sql.placeholder('contractId');
  const completed = tx
    .update(contractMilestones)
    .set({ completed: true, posterPaid: true, bidderReceived: true })
    .where(and(eq(contractMilestones.contractId, contractId), eq(contractMilestones.position, sql.placeholder('position')), eq(contractMilestones.completed, false)))
    .returning({ position: contractMilestones.position });
  const added = tx
    .update(contracts)
    .set(totalPaidMoved())
    .where(and(eq(contracts.id, contractId), sql`EXISTS (SELECT 1 FROM completed)`))
    .returning({ id: contracts.id });
  // getSQL(): the builders as they are, not in parentheses as subqueries
  return sql`WITH completed AS (${completed.getSQL()}) ${added.getSQL()}`;
});
/** Adds to (or, with negative cents, takes from) what has been paid on the contract. */
const addToTotalPaid = builtOnce((tx) =>
  tx
    .update(contracts)
    .set(totalPaidMoved())
    .where(eq(contracts.id, sql.placeholder('contractId')))
    .prepare('add_to_total_paid'),
);
