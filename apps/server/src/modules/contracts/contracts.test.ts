import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { BID_STATE_MSG } from '@homebid/shared/domain/bid-state';
import { BID_MSG } from '@homebid/shared/schemas/bid';
import { CONTRACT_MSG } from '@homebid/shared/schemas/contract';
import type { App } from '../../app';
import { bidTransitions, contracts } from '../../db/schema/bids';
import type { TestUser } from '../../../test/factories';
import { buildListingsTestApp, buildContractor, buildPoster, createServiceListing, errorOf, placeBidId } from '../../../test/support/bids';

describe('hire, accept, withdraw and contract pages', () => {
  let app: App;
  let poster: TestUser;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    poster = await buildPoster(app);
  });
  afterAll(() => app.close());

  const listingStatus = async (id: string) => (await poster.request({ method: 'GET', url: `/api/listings/${id}` })).json().status;
  const hire = (user: TestUser, bidId: string) => user.request({ method: 'POST', url: `/api/bids/${bidId}/hire` });
  const logOf = async (bidId: string) =>
    (await app.ctx.db.select().from(bidTransitions).where(eq(bidTransitions.bidId, bidId)).orderBy(asc(bidTransitions.createdAt))).map((l) => [l.fromStatus, l.toStatus, l.actorId]);

  it('hires: a contract offer with the bid milestones, listing ongoing; then the bidder accepts and wins', async () => {
    const listingId = await createServiceListing(poster);
    const bidder = await buildContractor(app);
    const other = await buildContractor(app);
    const bidId = await placeBidId(bidder, listingId);
    const otherBid = await placeBidId(other, listingId);

    expect(errorOf(await hire(bidder, bidId))).toEqual([403, BID_MSG.notPoster]);
    expect(errorOf(await hire(await buildContractor(app), bidId))).toEqual([404, BID_MSG.notFound]);
    const response = await hire(poster, bidId);
    expect(response.statusCode).toBe(200);
    const { message, contract } = response.json();
    expect(message).toBe(BID_MSG.hired);
    expect(contract).toMatchObject({
      bidId,
      viewerRole: 'poster',
      bidderAccepted: 'offer_sent',
      status: 'ongoing',
      bidAmountCents: 50_000,
      totalCostCents: 50_000,
      totalPaidCents: 0,
      remainingCents: 50_000,
      milestonesCompleted: 0,
      milestonesTotal: 2,
      poster: { id: poster.id },
      bidder: { id: bidder.id },
      listing: { id: listingId },
    });
    expect(contract.milestones.map((m: { description: string; amountCents: number }) => [m.description, m.amountCents])).toEqual([
      ['Cabinets', 30_000],
      ['Counters', 20_000],
    ]);
    expect(await listingStatus(listingId)).toBe('ongoing');
    expect(errorOf(await hire(poster, otherBid))).toEqual([409, BID_MSG.listingHasContract]);
    expect(errorOf(await hire(poster, bidId))).toEqual([409, BID_STATE_MSG.hire]);

    // View Bidders shows the Withdraw state; both sides read the contract, nobody else
    const view = (await poster.request({ method: 'GET', url: `/api/listings/${listingId}/bids` })).json();
    expect(view.bids.find((b: { id: string }) => b.id === bidId)).toMatchObject({ status: 'contract_created', contractId: contract.id, bidderAccepted: 'offer_sent' });
    const asBidder = await bidder.request({ method: 'GET', url: `/api/bids/${bidId}/contract` });
    expect(asBidder.statusCode).toBe(200);
    expect(asBidder.json()).toMatchObject({ id: contract.id, viewerRole: 'bidder' });
    expect((await poster.request({ method: 'GET', url: `/api/contracts/${contract.id}` })).statusCode).toBe(200);
    expect(errorOf(await other.request({ method: 'GET', url: `/api/contracts/${contract.id}` }))).toEqual([404, CONTRACT_MSG.notFound]);
    expect(errorOf(await other.request({ method: 'GET', url: `/api/bids/${bidId}/contract` }))).toEqual([404, CONTRACT_MSG.notFound]);
    expect((await other.request({ method: 'GET', url: '/api/contracts/xyz' })).statusCode).toBe(404);

    // only the bidder accepts
    const accept = (user: TestUser) => user.request({ method: 'POST', url: `/api/contracts/${contract.id}/accept` });
    expect(errorOf(await accept(poster))).toEqual([403, BID_MSG.notBidder]);
    expect((await accept(other)).statusCode).toBe(404);
    const accepted = await accept(bidder);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: CONTRACT_MSG.accepted, contract: { bidderAccepted: 'accepted', viewerRole: 'bidder' } });
    expect(errorOf(await accept(bidder))).toEqual([409, BID_STATE_MSG.accept]);
    const mine = (await bidder.request({ method: 'GET', url: '/api/bids/mine' })).json().items;
    expect(mine[0]).toMatchObject({ id: bidId, status: 'contract_started', isWon: true, contractId: contract.id });
    // the poster cannot withdraw an accepted contract
    expect(errorOf(await poster.request({ method: 'POST', url: `/api/contracts/${contract.id}/withdraw` }))).toEqual([409, BID_STATE_MSG.withdraw]);
    expect(await logOf(bidId)).toEqual([
      [null, 'submitted', bidder.id],
      ['submitted', 'contract_created', poster.id],
      ['contract_created', 'contract_started', bidder.id],
    ]);
  });

  it('withdraws from both sides: contract deleted, bid submitted, listing open; then hires again', async () => {
    const listingId = await createServiceListing(poster);
    const bidder = await buildContractor(app);
    const bidId = await placeBidId(bidder, listingId);
    const withdraw = (user: TestUser, contractId: string) => user.request({ method: 'POST', url: `/api/contracts/${contractId}/withdraw` });

    const first = (await hire(poster, bidId)).json().contract.id;
    expect((await withdraw(await buildContractor(app), first)).statusCode).toBe(404);
    const byPoster = await withdraw(poster, first);
    expect(byPoster.statusCode).toBe(200);
    expect(byPoster.json().message).toBe(CONTRACT_MSG.withdrawn);
    expect(await listingStatus(listingId)).toBe('open');
    expect((await bidder.request({ method: 'GET', url: `/api/bids/${bidId}` })).json()).toMatchObject({ status: 'submitted', contractId: null });
    expect(errorOf(await poster.request({ method: 'GET', url: `/api/contracts/${first}` }))).toEqual([404, CONTRACT_MSG.notFound]);
    expect(errorOf(await withdraw(poster, first))).toEqual([404, CONTRACT_MSG.notFound]);

    // the bidder withdraws from an accepted contract
    const second = (await hire(poster, bidId)).json().contract.id;
    expect(second).not.toBe(first);
    await bidder.request({ method: 'POST', url: `/api/contracts/${second}/accept` });
    expect((await withdraw(bidder, second)).statusCode).toBe(200);
    expect(await listingStatus(listingId)).toBe('open');
    expect(await app.ctx.db.select().from(contracts).where(eq(contracts.listingId, listingId))).toEqual([]);
    expect((await logOf(bidId)).map(([from, to]) => `${from}>${to}`)).toEqual([
      'null>submitted',
      'submitted>contract_created',
      'contract_created>submitted',
      'submitted>contract_created',
      'contract_created>contract_started',
      'contract_started>submitted',
    ]);
  });

  it('refuses to decline, edit or delete a hired bid', async () => {
    const listingId = await createServiceListing(poster);
    const bidder = await buildContractor(app);
    const bidId = await placeBidId(bidder, listingId);
    await hire(poster, bidId);
    expect(errorOf(await poster.request({ method: 'POST', url: `/api/bids/${bidId}/decline`, payload: { reason: 'Bid was too high' } }))).toEqual([409, BID_STATE_MSG.decline]);
    expect(errorOf(await bidder.request({ method: 'DELETE', url: `/api/bids/${bidId}` }))).toEqual([409, BID_STATE_MSG.delete]);
  });

  it('makes exactly one contract when ten hires of different bids on one listing arrive at once', async () => {
    const listingId = await createServiceListing(poster);
    const bidIds: string[] = [];
    for (let i = 0; i < 10; i++) bidIds.push(await placeBidId(await buildContractor(app), listingId));
    const responses = await Promise.all(bidIds.map((id) => hire(poster, id)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().error.message).toBe(BID_MSG.listingHasContract);
    expect(await app.ctx.db.select().from(contracts).where(eq(contracts.listingId, listingId))).toHaveLength(1);
    expect(await listingStatus(listingId)).toBe('ongoing');
    const view = (await poster.request({ method: 'GET', url: `/api/listings/${listingId}/bids` })).json();
    expect(view.bids.filter((b: { status: string }) => b.status === 'contract_created')).toHaveLength(1);
    const hires = await app.ctx.db.select().from(bidTransitions).where(eq(bidTransitions.toStatus, 'contract_created'));
    expect(hires.filter((h) => bidIds.includes(h.bidId))).toHaveLength(1);
  });

  it("finds a listing's contract for its poster and bidder, and for nobody else", async () => {
    const listingId = await createServiceListing(poster);
    const bidder = await buildContractor(app);
    const bidId = await placeBidId(bidder, listingId);
    const contractOf = (user: TestUser) => user.request({ method: 'GET', url: `/api/listings/${listingId}/contract` });
    expect(errorOf(await contractOf(poster))).toEqual([404, CONTRACT_MSG.notFound]);
    const hired = (await hire(poster, bidId)).json().contract;
    expect((await contractOf(poster)).json()).toMatchObject({ id: hired.id, viewerRole: 'poster' });
    expect((await contractOf(bidder)).json()).toMatchObject({ id: hired.id, viewerRole: 'bidder' });
    expect(errorOf(await contractOf(await buildContractor(app)))).toEqual([404, CONTRACT_MSG.notFound]);
  });
});
