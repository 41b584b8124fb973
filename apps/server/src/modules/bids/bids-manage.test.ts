import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { BID_STATE_MSG } from '@homebid/shared/domain/bid-state';
import { BID_MSG } from '@homebid/shared/schemas/bid';
import type { App } from '../../app';
import { bidTransitions, declinedBids } from '../../db/schema/bids';
import type { TestUser } from '../../../test/factories';
import { buildBidBody, buildListingsTestApp, buildContractor, buildPoster, createServiceListing, errorOf, placeBidId } from '../../../test/support/bids';

describe('bid updates, declines, lists and access', () => {
  let app: App;
  let poster: TestUser;
  let listingId: string;
  const bidderCount = async () => (await poster.request({ method: 'GET', url: `/api/listings/${listingId}` })).json().bidderCount;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    poster = await buildPoster(app);
    listingId = await createServiceListing(poster);
  });
  afterAll(() => app.close());

  it('shows the poster the bidders with amounts, and everyone else the bidders list without amounts', async () => {
    const a = await buildContractor(app, 'Alice Builder');
    const b = await buildContractor(app, 'Bob Builder');
    const bidA = await placeBidId(a, listingId);
    await placeBidId(b, listingId, buildBidBody({ amountCents: 70_000, milestones: [] }));
    expect(await bidderCount()).toBe(2);

    const view = await poster.request({ method: 'GET', url: `/api/listings/${listingId}/bids` });
    expect(view.statusCode).toBe(200);
    expect(view.json().listing.id).toBe(listingId);
    expect(view.json().bids.map((x: { bidder: { name: string }; amountCents: number }) => [x.bidder.name, x.amountCents])).toEqual([
      ['Bob Builder', 70_000],
      ['Alice Builder', 50_000],
    ]);

    // another bidder and a stranger cannot open View Bidders
    expect(errorOf(await a.request({ method: 'GET', url: `/api/listings/${listingId}/bids` }))).toEqual([403, BID_MSG.notPoster]);
    const publicList = await a.request({ method: 'GET', url: `/api/listings/${listingId}/bidders` });
    expect(publicList.statusCode).toBe(200);
    expect(publicList.json().bidders.map((r: { name: string }) => r.name)).toEqual(['Bob Builder', 'Alice Builder']);
    expect(publicList.body).not.toMatch(/amount|50000|70000/i);

    // a bidder reads only its own bid
    expect((await a.request({ method: 'GET', url: `/api/bids/${bidA}` })).statusCode).toBe(200);
    expect((await poster.request({ method: 'GET', url: `/api/bids/${bidA}` })).statusCode).toBe(200);
    expect(errorOf(await b.request({ method: 'GET', url: `/api/bids/${bidA}` }))).toEqual([404, BID_MSG.notFound]);
    expect((await b.request({ method: 'GET', url: '/api/bids/not-a-uuid' })).statusCode).toBe(404);
  });

  it('lets only the bidder update its bid, and logs it', async () => {
    const bidder = await buildContractor(app);
    const other = await buildContractor(app);
    const before = await bidderCount();
    const bidId = await placeBidId(bidder, listingId);
    expect(await bidderCount()).toBe(before + 1);
    const body = buildBidBody({ amountCents: 45_000, milestones: [], description: 'Cheaper' });
    expect(errorOf(await other.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: body }))).toEqual([404, BID_MSG.notFound]);
    expect(errorOf(await poster.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: body }))).toEqual([403, BID_MSG.notBidder]);
    const response = await bidder.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(BID_MSG.edited);
    expect(response.json().bid).toMatchObject({ amountCents: 45_000, description: 'Cheaper', milestones: [{ description: 'Cheaper', amountCents: 45_000 }] });
    // a submitted bid, edited, is still one bidder
    expect(await bidderCount()).toBe(before + 1);
    const invalid = await bidder.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: buildBidBody({ amountCents: 0, milestones: [] }) });
    expect(errorOf(invalid)).toEqual([400, BID_MSG.amountRequired]);
    const log = await app.ctx.db.select().from(bidTransitions).where(eq(bidTransitions.bidId, bidId)).orderBy(asc(bidTransitions.createdAt));
    expect(log.map((l) => [l.fromStatus, l.toStatus])).toEqual([[null, 'submitted'], ['submitted', 'submitted']]);
  });

  it('declines with a reason, keeps a copy for the poster, and lets the bidder resubmit', async () => {
    const bidder = await buildContractor(app);
    const bidId = await placeBidId(bidder, listingId);
    const before = await bidderCount();
    const decline = (user: TestUser, payload: Record<string, unknown>) => user.request({ method: 'POST', url: `/api/bids/${bidId}/decline`, payload });

    expect(errorOf(await decline(poster, {}))).toEqual([400, BID_MSG.reasonRequired]);
    expect(errorOf(await decline(poster, { reason: 'Others' }))).toEqual([400, BID_MSG.otherReasonRequired]);
    expect(errorOf(await decline(poster, { reason: 'Others', otherReason: '   ' }))).toEqual([400, BID_MSG.otherReasonRequired]);
    expect(errorOf(await decline(bidder, { reason: 'Bid was too high' }))).toEqual([403, BID_MSG.notPoster]);
    expect(errorOf(await decline(await buildContractor(app), { reason: 'Bid was too high' }))).toEqual([404, BID_MSG.notFound]);

    const response = await decline(poster, { reason: 'Others', otherReason: 'We chose a local crew' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(BID_MSG.declined);
    expect(await bidderCount()).toBe(before - 1);
    expect(errorOf(await decline(poster, { reason: 'Bid was too high' }))).toEqual([409, BID_STATE_MSG.decline]);

    // gone from View Bidders and the public list, shown to the bidder with the reason
    const view = (await poster.request({ method: 'GET', url: `/api/listings/${listingId}/bids` })).json();
    expect(view.bids.map((b: { id: string }) => b.id)).not.toContain(bidId);
    const bidders = (await poster.request({ method: 'GET', url: `/api/listings/${listingId}/bidders` })).json().bidders;
    expect(bidders.map((b: { bidderId: string }) => b.bidderId)).not.toContain(bidder.id);
    const mine = (await bidder.request({ method: 'GET', url: '/api/bids/mine' })).json().items;
    expect(mine).toMatchObject([{ id: bidId, status: 'declined', declinedReason: 'We chose a local crew', isWon: false }]);
    const [copy] = await app.ctx.db.select().from(declinedBids).where(eq(declinedBids.bidId, bidId));
    expect(copy).toMatchObject({ posterId: poster.id, reason: 'We chose a local crew', snapshot: { id: bidId, amountCents: 50_000, status: 'declined' } });

    // the bidder fixes the bid and resubmits: submitted again, counted again
    const resubmit = await bidder.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: buildBidBody({ amountCents: 40_000, milestones: [] }) });
    expect(resubmit.statusCode).toBe(200);
    expect(resubmit.json().bid).toMatchObject({ status: 'submitted', declinedReason: null, amountCents: 40_000 });
    expect(await bidderCount()).toBe(before);
    const log = await app.ctx.db.select().from(bidTransitions).where(eq(bidTransitions.bidId, bidId)).orderBy(asc(bidTransitions.createdAt));
    expect(log.map((l) => [l.fromStatus, l.toStatus, l.actorId])).toEqual([
      [null, 'submitted', bidder.id],
      ['submitted', 'declined', poster.id],
      ['declined', 'submitted', bidder.id],
    ]);
    expect(log[1].reason).toBe('We chose a local crew');
  });

  it('deletes a bid (bidder only) and keeps the count right', async () => {
    const bidder = await buildContractor(app);
    const bidId = await placeBidId(bidder, listingId);
    const before = await bidderCount();
    expect(errorOf(await poster.request({ method: 'DELETE', url: `/api/bids/${bidId}` }))).toEqual([403, BID_MSG.notBidder]);
    expect((await (await buildContractor(app)).request({ method: 'DELETE', url: `/api/bids/${bidId}` })).statusCode).toBe(404);
    const response = await bidder.request({ method: 'DELETE', url: `/api/bids/${bidId}` });
    expect(response.statusCode).toBe(200);
    expect(await bidderCount()).toBe(before - 1);
    expect((await bidder.request({ method: 'GET', url: `/api/listings/${listingId}/bids/mine` })).statusCode).toBe(404);
    const log = await app.ctx.db.select().from(bidTransitions).where(eq(bidTransitions.bidId, bidId));
    expect(log.map((l) => l.toStatus)).toEqual(['submitted', 'deleted']);
  });

  it('lists My Bids newest first with the listing title and image', async () => {
    const bidder = await buildContractor(app);
    const second = await createServiceListing(poster);
    const first = await placeBidId(bidder, listingId);
    const latest = await placeBidId(bidder, second);
    const mine = await bidder.request({ method: 'GET', url: '/api/bids/mine' });
    expect(mine.statusCode).toBe(200);
    const items = mine.json().items;
    expect(items.map((i: { id: string }) => i.id)).toEqual([latest, first]);
    expect(items[0]).toMatchObject({ status: 'submitted', amountCents: 50_000, listing: { id: second, title: 'Kitchen remodel', imageUrl: expect.stringMatching(/^\/uploads\//) }, contractId: null, isWon: false });
    expect((await poster.request({ method: 'GET', url: '/api/bids/mine' })).json().items).toEqual([]);
  });
});
