import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { BID_STATE_MSG } from '@homebid/shared/domain/bid-state';
import { END_CONTRACT_MSG } from '@homebid/shared/schemas/contract-end';
import { CONTRACT_MSG } from '@homebid/shared/schemas/contract';
import type { App } from '../../app';
import type { TestUser } from '../../../test/factories';
import { alerts } from '../../db/schema/alerts';
import { bidTransitions, bids, contracts } from '../../db/schema/bids';
import { listings } from '../../db/schema/listings';
import { buildContractor, buildListingsTestApp, buildPoster, createServiceListing, errorOf, placeBidId } from '../../../test/support/bids';
import { buildStartedContract, setMilestonesPaidForTest } from '../../../test/support/contracts';
import { confirmCard, pay, setupSellerCard } from '../../../test/support/milestone-payments';

describe('End Contract', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildListingsTestApp();
  });
  afterAll(() => app.close());

  const end = (user: TestUser, id: string) =>
    user.request({ method: 'POST', url: `/api/contracts/${id}/end` });
  const stateOf = async (contractId: string) => {
    const [row] = await app.ctx.db
      .select({ contract: contracts.status, bid: bids.status, listing: listings.status, paid: contracts.totalPaidCents })
      .from(contracts)
      .innerJoin(bids, eq(bids.id, contracts.bidId))
      .innerJoin(listings, eq(listings.id, contracts.listingId))
      .where(eq(contracts.id, contractId));
    return row;
  };

  it('is refused until every milestone is paid, then closes bid, contract and listing and alerts the bidder', async () => {
    const { poster, bidder, bidId, contractId, listingId } = await buildStartedContract(app);
    expect(errorOf(await end(poster, contractId))).toEqual([409, END_CONTRACT_MSG.openMilestones]);
    await setMilestonesPaidForTest(app, contractId, [1]);
    expect(errorOf(await end(poster, contractId))).toEqual([409, END_CONTRACT_MSG.openMilestones]);
    expect(await stateOf(contractId)).toEqual({ contract: 'ongoing', bid: 'contract_started', listing: 'ongoing', paid: 30_000 });

    await setMilestonesPaidForTest(app, contractId);
    // the bidder and strangers may not end it, whatever the milestones
    expect(errorOf(await end(bidder, contractId))).toEqual([403, 'Only the poster of this project can do this.']);
    expect(errorOf(await end(await buildContractor(app), contractId))).toEqual([404, CONTRACT_MSG.notFound]);

    const response = await end(poster, contractId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: END_CONTRACT_MSG.ended });
    expect(await stateOf(contractId)).toEqual({ contract: 'closed', bid: 'end_by_poster', listing: 'closed', paid: 50_000 });
    const detail = (await poster.request({ method: 'GET', url: `/api/contracts/${contractId}` })).json();
    expect(detail).toMatchObject({ status: 'closed', milestonesCompleted: 2, remainingCents: 0, listing: { id: listingId, status: 'closed' } });

    const log = await app.ctx.db.select().from(bidTransitions).where(eq(bidTransitions.bidId, bidId)).orderBy(asc(bidTransitions.createdAt));
    expect(log.at(-1)).toMatchObject({ fromStatus: 'contract_started', toStatus: 'end_by_poster', actorId: poster.id });
    const bidderAlerts = await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, bidder.id), eq(alerts.kind, 'contract_ended')));
    expect(bidderAlerts).toHaveLength(1);
    expect(bidderAlerts[0]).toMatchObject({ title: 'Contract Ended', link: `/v1/my-bids/contract?bid_id=${bidId}` });
    expect(bidderAlerts[0]!.message).toContain(poster.name);

    // ending twice, withdrawing after the end: refused, nothing changes
    expect(errorOf(await end(poster, contractId))).toEqual([409, BID_STATE_MSG.end]);
    expect(errorOf(await bidder.request({ method: 'POST', url: `/api/contracts/${contractId}/withdraw` }))[0]).toBe(409);
    expect(await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, bidder.id), eq(alerts.kind, 'contract_ended')))).toHaveLength(1);

    // the poster finds it under Closed in My Projects
    const mine = (await poster.request({ method: 'GET', url: '/api/listings/mine?status=closed' })).json();
    expect(JSON.stringify(mine)).toContain(listingId);
  });

  it('refuses a contract the bidder has not accepted yet (even when paid) and a malformed id', async () => {
    const poster = await buildPoster(app);
    const bidder = await buildContractor(app);
    const listingId = await createServiceListing(poster);
    const bidId = await placeBidId(bidder, listingId);
    const contractId = (await poster.request({ method: 'POST', url: `/api/bids/${bidId}/hire` })).json().contract.id;
    await setMilestonesPaidForTest(app, contractId);
    expect(errorOf(await end(poster, contractId))).toEqual([409, BID_STATE_MSG.end]);
    expect((await stateOf(contractId))?.contract).toBe('ongoing');
    expect(errorOf(await end(poster, 'not-a-uuid'))).toEqual([404, CONTRACT_MSG.notFound]);
  });

  it('ends after both milestones are paid through the card sandbox, not while a card payment waits', async () => {
    const { poster, bidder, contractId } = await buildStartedContract(app);
    await setupSellerCard(app, bidder);
    const first = (await pay(poster, contractId, 1, 'card')).json();
    expect((await confirmCard(poster, first.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    // milestone 2 started but not confirmed: not paid, so the contract cannot end
    const second = (await pay(poster, contractId, 2, 'card')).json();
    expect(errorOf(await end(poster, contractId))).toEqual([409, END_CONTRACT_MSG.openMilestones]);
    expect((await confirmCard(poster, second.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    expect((await end(poster, contractId)).statusCode).toBe(200);
    expect(await stateOf(contractId)).toEqual({ contract: 'closed', bid: 'end_by_poster', listing: 'closed', paid: 50_000 });
    // nothing more can be paid on an ended contract
    expect((await pay(poster, contractId, 1, 'card')).statusCode).toBe(409);
  });

  it('ends exactly once under ten concurrent clicks', async () => {
    const { poster, bidder, contractId } = await buildStartedContract(app);
    await setMilestonesPaidForTest(app, contractId);
    const results = await Promise.all(Array.from({ length: 10 }, () => end(poster, contractId)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, bidder.id), eq(alerts.kind, 'contract_ended')))).toHaveLength(1);
  });
});
