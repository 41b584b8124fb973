import { BID_MSG } from '@homebid/shared/schemas/bid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { bids } from '../../db/schema/bids';
import type { TestUser } from '../../../test/factories';
import { buildBidBody, buildListingsTestApp, buildContractor, buildPoster, createServiceListing, inDays, placeBid, placeBidId } from '../../../test/support/bids';

describe('bids: input a user can type never gives a 500', () => {
  let app: App;
  let poster: TestUser;
  let bidder: TestUser;
  let listingId: string;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    poster = await buildPoster(app);
    bidder = await buildContractor(app);
    listingId = await createServiceListing(poster);
  });
  afterAll(() => app.close());

  it.each([
    ['end date', { endDate: '2030-02-30', startDate: null }, BID_MSG.endDateRequired],
    ['start date', { startDate: '2030-04-31', endDate: '2030-05-10' }, BID_MSG.endDateRequired],
    ['milestone due date', { milestones: [{ description: 'All', dueDate: '2030-02-31', amountCents: 50_000 }] }, BID_MSG.milestoneDetails],
  ])('refuses an impossible %s with its field message and stores no bid', async (_label, overrides, message) => {
    const response = await placeBid(bidder, listingId, buildBidBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await app.ctx.db.select({ id: bids.id }).from(bids).where(eq(bids.listingId, listingId))).toEqual([]);
  });

  it('refuses an impossible date on update and keeps the bid as it was', async () => {
    const bidId = await placeBidId(bidder, listingId);
    const response = await bidder.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: buildBidBody({ endDate: '2030-02-30', description: 'changed' }) });
    expect(response.statusCode).toBe(400);
    const [row] = await app.ctx.db.select({ endDate: bids.endDate, description: bids.description }).from(bids).where(eq(bids.id, bidId));
    expect(row).toEqual({ endDate: inDays(20), description: 'Cabinets and counters in two steps.' });
  });
});
