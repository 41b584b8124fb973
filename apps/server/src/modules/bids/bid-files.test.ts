import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_MSG } from '@homebid/shared/schemas/bid';
import type { App } from '../../app';
import type { TestUser } from '../../../test/factories';
import { buildBidBody, buildListingsTestApp, buildContractor, buildMultipart, buildPoster, createServiceListing, placeBid, placeBidId } from '../../../test/support/bids';

const isStored = async (app: App, key: string) => (await app.ctx.storage.get(key)) !== undefined;

describe('bid attachments leave storage when nothing shows them any more', () => {
  let app: App;
  let poster: TestUser;
  let bidder: TestUser;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    poster = await buildPoster(app);
    bidder = await buildContractor(app);
  });
  afterAll(() => app.close());

  async function uploadAttachment(user: TestUser): Promise<string> {
    const response = await user.request({ method: 'POST', url: '/api/bids/uploads', ...buildMultipart({}, [{ fileName: 'quote.pdf', bytes: Buffer.from('%PDF-1.7\nquote') }]) });
    expect(response.statusCode).toBe(200);
    return response.json().key;
  }

  it('deletes the attachment an update replaces or drops, keeps the new one', async () => {
    const listingId = await createServiceListing(poster);
    const [first, second] = [await uploadAttachment(bidder), await uploadAttachment(bidder)];
    const bidId = await placeBidId(bidder, listingId, buildBidBody({ attachmentKey: first }));

    const replaced = await bidder.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: buildBidBody({ attachmentKey: second }) });
    expect(replaced.statusCode).toBe(200);
    expect(await isStored(app, first)).toBe(false);
    expect(await isStored(app, second)).toBe(true);
    // the deleted file cannot be attached again
    const reuse = await bidder.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: buildBidBody({ attachmentKey: first }) });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.message).toBe(BID_MSG.uploadNotFound);

    const dropped = await bidder.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: buildBidBody({ attachmentKey: null }) });
    expect(dropped.statusCode).toBe(200);
    expect(await isStored(app, second)).toBe(false);
  });

  it('keeps the attachment when the update is refused or sends the same file again', async () => {
    const listingId = await createServiceListing(poster);
    const [kept, other] = [await uploadAttachment(bidder), await uploadAttachment(bidder)];
    const bidId = await placeBidId(bidder, listingId, buildBidBody({ attachmentKey: kept }));
    const same = await bidder.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: buildBidBody({ attachmentKey: kept, description: 'again' }) });
    expect(same.statusCode).toBe(200);
    await poster.request({ method: 'POST', url: `/api/bids/${bidId}/hire` });
    const refused = await bidder.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: buildBidBody({ attachmentKey: other }) });
    expect(refused.statusCode).toBe(409);
    expect(await isStored(app, kept)).toBe(true);
  });

  it('deletes the attachment of a deleted bid, unless the poster keeps a declined copy of it', async () => {
    const listingId = await createServiceListing(poster);
    const [plain, declined] = [await uploadAttachment(bidder), await uploadAttachment(bidder)];
    const bidId = await placeBidId(bidder, listingId, buildBidBody({ attachmentKey: plain }));
    expect((await bidder.request({ method: 'DELETE', url: `/api/bids/${bidId}` })).statusCode).toBe(200);
    expect(await isStored(app, plain)).toBe(false);

    const declinedId = await placeBidId(bidder, listingId, buildBidBody({ attachmentKey: declined }));
    expect((await poster.request({ method: 'POST', url: `/api/bids/${declinedId}/decline`, payload: { reason: 'Bid was too high' } })).statusCode).toBe(200);
    expect((await bidder.request({ method: 'DELETE', url: `/api/bids/${declinedId}` })).statusCode).toBe(200);
    expect(await isStored(app, declined)).toBe(true);
  });

  it('deletes the attachments of the bids of a removed listing', async () => {
    const listingId = await createServiceListing(poster);
    const key = await uploadAttachment(bidder);
    expect((await placeBid(bidder, listingId, buildBidBody({ attachmentKey: key }))).statusCode).toBe(201);
    expect((await poster.request({ method: 'DELETE', url: `/api/listings/${listingId}` })).statusCode).toBe(200);
    expect(await isStored(app, key)).toBe(false);
  });
});
