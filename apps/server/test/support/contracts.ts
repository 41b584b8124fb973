import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { TestUser } from '../factories';
import { buildContractor, buildPoster, createServiceListing, placeBidId } from './bids';

/**
 * A contract the bidder has accepted ($300 + $200 milestones): the poster hires through the API, the bidder
 * accepts. Returns the parties and the ids.
 */
export async function buildStartedContract(app: App, parties: { poster?: TestUser; bidder?: TestUser } = {}) {
  const poster = parties.poster ?? (await buildPoster(app));
  const bidder = parties.bidder ?? (await buildContractor(app));
  const listingId = await createServiceListing(poster);
  const bidId = await placeBidId(bidder, listingId);
  const hired = await poster.request({ method: 'POST', url: `/api/bids/${bidId}/hire` });
  if (hired.statusCode !== 200) throw new Error(`hire failed: ${hired.body}`);
  const contractId: string = hired.json().contract.id;
  const accepted = await bidder.request({ method: 'POST', url: `/api/contracts/${contractId}/accept` });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { poster, bidder, listingId, bidId, contractId };
}

/**
 * Test data only: writes what the payments feature writes once the provider confirms a milestone's money moved
 * (completed, poster_paid, bidder_received, total_paid), straight into the database. Positions default to all.
 */
export async function setMilestonesPaidForTest(app: App, contractId: string, positions?: number[]) {
  const only = positions ? sql`AND position IN (${sql.join(positions.map((p) => sql`${p}`), sql`, `)})` : sql``;
  await app.ctx.db.execute(sql`
    UPDATE contract_milestones SET completed = true, poster_paid = true, bidder_received = true
    WHERE contract_id = ${contractId} ${only}`);
  await app.ctx.db.execute(sql`
    UPDATE contracts SET total_paid_cents = (
      SELECT coalesce(sum(amount_cents), 0) FROM contract_milestones WHERE contract_id = ${contractId} AND poster_paid AND bidder_received)
    WHERE id = ${contractId}`);
}
