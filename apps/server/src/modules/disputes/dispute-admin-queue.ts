import { asc, count, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminDisputeDetail, AdminDisputePage, AdminDisputeQuery } from '@homebid/shared/schemas/support-desk';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { contracts } from '../../db/schema/bids';
import { disputes } from '../../db/schema/escrow';
import { listings } from '../../db/schema/listings';
import { toIso } from '../../db/to-iso';
import type { Storage } from '../../platform/storage/storage';
import { notFound } from '../../platform/errors';
import { isUuid } from '../bids/bids.policy';
import { getDisputeView } from './dispute-view';

const posters = alias(users, 'poster_user');
const bidders = alias(users, 'bidder_user');

/** The disputes of a queue filter: 'open' is every dispute not settled yet, HomeBid's own ones included. */
const stateWhere = (state: AdminDisputeQuery['state']) =>
  state === 'open' ? ne(disputes.state, 'settled') : state === 'with_homebid' ? eq(disputes.state, 'with_homebid') : eq(disputes.state, 'settled');

/**
 * The operators' disputes queue: open ones by response deadline, nearest first (the queue index
 * `disputes_queue_idx`); settled ones most recently settled first. With the two sides' names and the listing.
 */
export async function listAdminDisputes(db: Database, query: AdminDisputeQuery): Promise<AdminDisputePage> {
  const where = stateWhere(query.state);
  const order = query.state === 'settled' ? [desc(disputes.settledAt), desc(disputes.id)] : [asc(disputes.responseDueAt), asc(disputes.createdAt), asc(disputes.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        dispute: disputes,
        listingTitle: listings.title,
        poster: { id: posters.id, name: posters.name },
        bidder: { id: bidders.id, name: bidders.name },
      })
      .from(disputes)
      .innerJoin(contracts, eq(contracts.id, disputes.contractId))
      .innerJoin(listings, eq(listings.id, contracts.listingId))
      .innerJoin(posters, eq(posters.id, contracts.posterId))
      .innerJoin(bidders, eq(bidders.id, contracts.bidderId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(disputes).where(where),
  ]);
  return {
    disputes: rows.map(({ dispute: d, listingTitle, poster, bidder }) => ({
      id: d.id,
      contractId: d.contractId,
      listingTitle,
      milestonePosition: d.milestonePosition,
      amountCents: d.amountCents,
      state: d.state,
      reason: d.reason,
      openedBy: d.openedBy,
      poster,
      bidder,
      responseDueAt: toIso(d.responseDueAt),
      createdAt: toIso(d.createdAt),
      settledAt: d.settledAt ? toIso(d.settledAt) : null,
      outcome: d.outcome,
      releaseCents: d.releaseCents,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One dispute as HomeBid sees it (statements, evidence, timeline), with both sides' accounts and the listing. */
export async function getAdminDispute(ctx: { db: Database; storage: Storage }, disputeId: string): Promise<AdminDisputeDetail> {
  const [row] = !isUuid(disputeId)
    ? []
    : await ctx.db
        .select({
          listingTitle: listings.title,
          poster: { id: posters.id, name: posters.name, email: posters.email },
          bidder: { id: bidders.id, name: bidders.name, email: bidders.email },
        })
        .from(disputes)
        .innerJoin(contracts, eq(contracts.id, disputes.contractId))
        .innerJoin(listings, eq(listings.id, contracts.listingId))
        .innerJoin(posters, eq(posters.id, contracts.posterId))
        .innerJoin(bidders, eq(bidders.id, contracts.bidderId))
        .where(eq(disputes.id, disputeId));
  if (!row) throw notFound(DISPUTE_MSG.notFound);
  return { dispute: await getDisputeView(ctx, disputeId, 'homebid'), ...row };
}
