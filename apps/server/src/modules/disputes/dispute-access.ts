import { eq } from 'drizzle-orm';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import type { DisputeSide } from '@homebid/shared/domain/dispute';
import type { Database } from '../../db/client';
import { contracts } from '../../db/schema/bids';
import { disputes } from '../../db/schema/escrow';
import { findUserRole, isOperatorRole } from '../../platform/auth/roles';
import { notFound } from '../../platform/errors';
import { isUuid } from '../bids/bids.policy';

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeViewer = DisputeSide | 'homebid';

const missing = () => notFound(DISPUTE_MSG.notFound);

/** A dispute with its contract's two sides, or undefined (a malformed id included). */
export async function findDispute(db: Database, disputeId: string): Promise<{ dispute: DisputeRow; posterId: string; bidderId: string } | undefined> {
  if (!isUuid(disputeId)) return undefined;
  const [row] = await db
    .select({ dispute: disputes, posterId: contracts.posterId, bidderId: contracts.bidderId })
    .from(disputes)
    .innerJoin(contracts, eq(contracts.id, disputes.contractId))
    .where(eq(disputes.id, disputeId));
  return row;
}

/** The side of a contract `userId` is on, or undefined for anyone else. */
export const sideOf = (parties: { posterId: string; bidderId: string }, userId: string): DisputeSide | undefined =>
  parties.posterId === userId ? 'poster' : parties.bidderId === userId ? 'bidder' : undefined;

/** A dispute for one of its contract's two sides; anyone else gets 404, as if it did not exist. */
export async function findDisputeForSide(db: Database, userId: string, disputeId: string): Promise<{ dispute: DisputeRow; side: DisputeSide }> {
  const found = await findDispute(db, disputeId);
  const side = found && sideOf(found, userId);
  if (!found || !side) throw missing();
  return { dispute: found.dispute, side };
}

/** A dispute for a reader of its evidence: the two sides, or HomeBid's operators; anyone else gets 404. */
export async function findDisputeForReader(db: Database, userId: string, disputeId: string): Promise<{ dispute: DisputeRow; viewer: DisputeViewer }> {
  const found = await findDispute(db, disputeId);
  if (!found) throw missing();
  const side = sideOf(found, userId);
  if (side) return { dispute: found.dispute, viewer: side };
  if (isOperatorRole(await findUserRole(db, userId))) return { dispute: found.dispute, viewer: 'homebid' };
  throw missing();
}
