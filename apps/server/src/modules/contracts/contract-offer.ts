import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contractMilestones, contracts } from '../../db/schema/bids';

/** Whether the listing has a contract that is not closed (an offer or an ongoing contract). */
export async function hasLiveContract(tx: Database, listingId: string): Promise<boolean> {
  const [live] = await tx.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.listingId, listingId), ne(contracts.status, 'closed')));
  return Boolean(live);
}

/**
 * For the bids module's hire: the contract offer of a bid, with the bid's milestones, inside the hire's transaction
 * (which holds the listing's lock). Returns the contract's id.
 */
export async function createContractOffer(
  tx: Database,
  offer: {
    bidId: string;
    listingId: string;
    posterId: string;
    bidderId: string;
    totalCostCents: number;
    milestones: Array<{ position: number; description: string; amountCents: number; dueDate: string }>;
  },
): Promise<string> {
  const { milestones, ...contract } = offer;
  const [row] = await tx
    .insert(contracts)
    .values({ ...contract, bidderAccepted: 'offer_sent', totalPaidCents: 0 })
    .returning({ id: contracts.id });
  if (milestones.length) {
    await tx.insert(contractMilestones).values(
      milestones.map(({ position, description, amountCents, dueDate }) => ({
        contractId: row.id,
        position,
        description,
        amountCents,
        dueDate,
        completed: false,
        bidderCompleted: false,
        posterPaid: false,
        bidderReceived: false,
      })),
    );
  }
  return row.id;
}
