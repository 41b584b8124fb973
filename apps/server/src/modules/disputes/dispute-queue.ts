import { asc, ne } from 'drizzle-orm';
import type { DisputeState } from '@homebid/shared/domain/dispute';
import type { Database } from '../../db/client';
import { disputes } from '../../db/schema/escrow';

export interface OpenDisputeRow {
  id: string;
  contractId: string;
  milestonePosition: number;
  amountCents: number;
  state: DisputeState;
  openedBy: 'poster' | 'bidder';
  responseDueAt: Date;
  createdAt: Date;
}

/** Every dispute not settled yet, the nearest response deadline first: the operators' queue. */
export function listOpenDisputes(db: Database): Promise<OpenDisputeRow[]> {
  return db
    .select({
      id: disputes.id,
      contractId: disputes.contractId,
      milestonePosition: disputes.milestonePosition,
      amountCents: disputes.amountCents,
      state: disputes.state,
      openedBy: disputes.openedBy,
      responseDueAt: disputes.responseDueAt,
      createdAt: disputes.createdAt,
    })
    .from(disputes)
    .where(ne(disputes.state, 'settled'))
    .orderBy(asc(disputes.responseDueAt), asc(disputes.createdAt));
}
