import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_MSG, bidPlacedMessage, DEFAULT_MILESTONE_DESCRIPTION } from '@homebid/shared/schemas/bid';
import { eq } from 'drizzle-orm';
import { MONEY_CENTS_MSG } from '@homebid/shared/money';
import type { App } from '../../app';
import { bidTransitions } from '../../db/schema/bids';
import { buildUser, type TestUser } from '../../../test/factories';
import { isPostgresRun } from '../../../test/test-app';
import { testPng } from '../../../test/support/listings';
import {
  buildBidBody,
  buildListingsTestApp,
  buildContractor,
  buildMultipart,
  buildPoster,
  buildSupplier,
  createMaterialListing,
  createServiceListing,
  errorOf,
  inDays,
  placeBid,
  whileListingLocked,
} from '../../../test/support/bids';

describe('POST /api/listings/:id/bids', () => {
  let app: App;
  let poster: TestUser;
  let listingId: string;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    poster = await buildPoster(app);
    listingId = await createServiceListing(poster);
  });
  afterAll(() => app.close());

  it('places a bid with two milestones and congratulates with the poster name', async () => {
    const contractor = await buildContractor(app);
    const response = await placeBid(contractor, listingId);
    expect(response.statusCode).toBe(201);
    const { message, bid } = response.json();
    expect(message).toBe(bidPlacedMessage(poster.name));
    expect(bid).toMatchObject({
      status: 'submitted',
      amountCents: 50_000,
      bidder: { id: contractor.id, name: contractor.name },
      listing: { id: listingId, poster: { id: poster.id } },
      contractId: null,
      attachment: null,
    });
    expect(bid.milestones.map((m: { position: number; amountCents: number; completed: boolean; posterPaid: boolean }) => [m.position, m.amountCents, m.completed, m.posterPaid])).toEqual([
      [1, 30_000, false, false],
      [2, 20_000, false, false],
    ]);
    const log = await app.ctx.db.select().from(bidTransitions).where(eq(bidTransitions.bidId, bid.id));
    expect(log).toMatchObject([{ actorId: contractor.id, fromStatus: null, toStatus: 'submitted' }]);

    const mine = await contractor.request({ method: 'GET', url: `/api/listings/${listingId}/bids/mine` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().id).toBe(bid.id);
  });

  it('makes the default milestone when none is given', async () => {
    const contractor = await buildContractor(app);
    const response = await placeBid(contractor, listingId, buildBidBody({ milestones: [], description: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().bid.milestones).toMatchObject([{ position: 1, description: DEFAULT_MILESTONE_DESCRIPTION, amountCents: 50_000, dueDate: inDays(20) }]);
  });

  it('refuses a second bid by the same bidder', async () => {
    const contractor = await buildContractor(app);
    expect((await placeBid(contractor, listingId)).statusCode).toBe(201);
    expect(errorOf(await placeBid(contractor, listingId))).toEqual([409, BID_MSG.alreadyBid]);
    // before the second bid's own checks: its milestones not adding up are not what stops it
    expect(errorOf(await placeBid(contractor, listingId, buildBidBody({ amountCents: 40_000 })))).toEqual([409, BID_MSG.alreadyBid]);
  });

  it('refuses home owners, users without a type and the poster', async () => {
    expect(errorOf(await placeBid(await buildPoster(app), listingId))).toEqual([403, BID_MSG.homeOwnerCannotBid]);
    expect(errorOf(await placeBid(await buildUser(app), listingId))).toEqual([403, BID_MSG.userTypeRequired]);
    const contractorPoster = await buildContractor(app);
    const own = await createServiceListing(contractorPoster);
    expect(errorOf(await placeBid(contractorPoster, own))).toEqual([403, BID_MSG.ownProject]);
  });

  it('refuses bids on a closed listing and an unknown one', async () => {
    const closedId = await createServiceListing(poster);
    await poster.request({ method: 'POST', url: `/api/listings/${closedId}/close` });
    expect(errorOf(await placeBid(await buildContractor(app), closedId))).toEqual([409, BID_MSG.listingNotOpen]);
    expect((await placeBid(await buildContractor(app), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await placeBid(await buildContractor(app), 'not-a-uuid')).statusCode).toBe(404);
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['an amount of 0', { amountCents: 0, milestones: [] }, BID_MSG.amountRequired],
    ['no amount', { amountCents: undefined, milestones: [] }, BID_MSG.amountRequired],
    ['a negative amount', { amountCents: -5, milestones: [] }, BID_MSG.invalidAmount],
    // $100.555: refused, not rounded to $100.56
    ['an amount finer than a cent', { amountCents: 10_055.5, milestones: [] }, MONEY_CENTS_MSG],
    ['a text amount', { amountCents: 'abc', milestones: [] }, BID_MSG.invalidAmount],
    ['a milestone without description', { milestones: [{ dueDate: inDays(5), amountCents: 50_000 }] }, BID_MSG.milestoneDetails],
    ['a milestone without due date', { milestones: [{ description: 'All', amountCents: 50_000 }] }, BID_MSG.milestoneDetails],
    ['a milestone without amount', { milestones: [{ description: 'All', dueDate: inDays(5), amountCents: null }] }, BID_MSG.milestoneDetails],
    ['a milestone amount that is not a number', { milestones: [{ description: 'All', dueDate: inDays(5), amountCents: '12x' }] }, BID_MSG.invalidAmount],
    ['milestones not adding up', { milestones: [{ description: 'All', dueDate: inDays(5), amountCents: 40_000 }] }, BID_MSG.milestoneSumMismatch],
    ['a past milestone date', { milestones: [{ description: 'All', dueDate: inDays(-3), amountCents: 50_000 }] }, BID_MSG.dateInPast],
    ['a past end date', { endDate: inDays(-3) }, BID_MSG.dateInPast],
    ['no end date', { endDate: undefined }, BID_MSG.endDateRequired],
    ['a start after the end', { startDate: inDays(30), endDate: inDays(20) }, BID_MSG.startAfterEnd],
    ['a NUL character in the description', { description: 'a\u0000b' }, 'Please remove unsupported characters.'],
    ['a NUL character in a milestone', { milestones: [{ description: 'a\u0000', dueDate: inDays(5), amountCents: 50_000 }] }, 'Please remove unsupported characters.'],
    ['an attachment that was never uploaded', { attachmentKey: `${'A'.repeat(60)}.png` }, BID_MSG.uploadNotFound],
  ];
  it.each(refusals)('refuses %s with the spec message and saves nothing', async (_name, overrides, message) => {
    const contractor = await buildContractor(app);
    const response = await placeBid(contractor, listingId, buildBidBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await contractor.request({ method: 'GET', url: `/api/listings/${listingId}/bids/mine` })).statusCode).toBe(404);
  });

  it('takes an attachment uploaded by the bidder and refuses another user\'s upload', async () => {
    const contractor = await buildContractor(app);
    const upload = await contractor.request({ method: 'POST', url: '/api/bids/uploads', ...buildMultipart({}, [{ fileName: 'quote.png', bytes: testPng() }]) });
    expect(upload.statusCode).toBe(200);
    const { key, name } = upload.json();
    expect(name).toBe('quote.png');
    const other = await buildContractor(app);
    expect(errorOf(await placeBid(other, listingId, buildBidBody({ attachmentKey: key })))).toEqual([400, BID_MSG.uploadNotFound]);
    const response = await placeBid(contractor, listingId, buildBidBody({ attachmentKey: key }));
    expect(response.statusCode).toBe(201);
    expect(response.json().bid.attachment).toEqual({ key, name: 'quote.png', url: `/uploads/${key}` });
  });

  it('refuses uploads that are not images or documents', async () => {
    const contractor = await buildContractor(app);
    const bad = await contractor.request({ method: 'POST', url: '/api/bids/uploads', ...buildMultipart({}, [{ fileName: 'run.exe', bytes: Buffer.from('MZ\x90\x00 not a document') }]) });
    expect(errorOf(bad)).toEqual([400, BID_MSG.fileTypeNotSupported]);
    const none = await contractor.request({ method: 'POST', url: '/api/bids/uploads', ...buildMultipart({}) });
    expect(errorOf(none)).toEqual([400, BID_MSG.fileRequired]);
  });

  describe('on a materials post with items', () => {
    let materials: { id: string; productIds: string[] };
    beforeAll(async () => {
      materials = await createMaterialListing(app, poster, 2);
    });
    const itemsBody = (ids: string[], overrides: Record<string, unknown> = {}) =>
      buildBidBody({
        startDate: undefined,
        milestones: [],
        isIndividualBid: true,
        items: [
          { productId: ids[0], quantity: 3, estimatedPriceCents: 1_000, isEstimatedPriceEnabled: true },
          { productId: ids[1], productName: 'Cedar boards', quantity: 2, estimatedPriceCents: 9_999, isEstimatedPriceEnabled: false },
        ],
        amountCents: 3_000,
        ...overrides,
      });

    it('requires the project type', async () => {
      const supplier = await buildSupplier(app);
      expect(errorOf(await placeBid(supplier, materials.id, itemsBody(materials.productIds, { isIndividualBid: undefined })))).toEqual([400, BID_MSG.projectTypeRequired]);
    });

    it('prices item by item: the total counts only switched-on items, a switched-off price is 0', async () => {
      const supplier = await buildSupplier(app);
      const response = await placeBid(supplier, materials.id, itemsBody(materials.productIds));
      expect(response.statusCode).toBe(201);
      const { bid } = response.json();
      expect(bid).toMatchObject({ isIndividualBid: true, amountCents: 3_000, startDate: null, endDate: inDays(20) });
      expect(bid.items).toMatchObject([
        { productId: materials.productIds[0], quantity: 3, estimatedPriceCents: 1_000, isEstimatedPriceEnabled: true },
        { productId: materials.productIds[1], productName: 'Cedar boards', quantity: 2, estimatedPriceCents: 0, isEstimatedPriceEnabled: false },
      ]);
      expect(bid.items[0].imageUrl).toMatch(/^\/uploads\//);
    });

    it('refuses an amount that is not the items total, a negative quantity and a foreign item', async () => {
      const supplier = await buildSupplier(app);
      expect(errorOf(await placeBid(supplier, materials.id, itemsBody(materials.productIds, { amountCents: 4_000 })))).toEqual([400, BID_MSG.itemsTotalMismatch]);
      const negative = itemsBody(materials.productIds);
      (negative.items as Array<Record<string, unknown>>)[0].quantity = -1;
      expect((await placeBid(supplier, materials.id, negative)).statusCode).toBe(400);
      expect(errorOf(await placeBid(supplier, materials.id, itemsBody(['nope', materials.productIds[1]])))).toEqual([400, BID_MSG.itemNotInListing]);
      expect(errorOf(await placeBid(supplier, materials.id, itemsBody(materials.productIds, { items: [] })))).toEqual([400, BID_MSG.itemsRequired]);
    });

    it('takes a whole-project bid with an amount', async () => {
      const supplier = await buildSupplier(app);
      const response = await placeBid(supplier, materials.id, itemsBody(materials.productIds, { isIndividualBid: false, amountCents: 75_000 }));
      expect(response.statusCode).toBe(201);
      expect(response.json().bid).toMatchObject({ isIndividualBid: false, amountCents: 75_000, items: [] });
    });
  });

  // A bid is placed in one statement with its listing's lock (placeBid): bids placed at once each count, a bidder's
  // second is refused as such, and a listing that closes while a bid waits for its lock refuses the bid with nothing
  // written. On PGlite the requests run one after another; on PostgreSQL at once.
  describe('placed at once', () => {
    const listingOf = async (listingId: string) => (await poster.request({ method: 'GET', url: `/api/listings/${listingId}` })).json();

    it('counts every bidder when many bid on one listing at once', async () => {
      const listingId = await createServiceListing(poster);
      const contractors = await Promise.all(Array.from({ length: 12 }, () => buildContractor(app)));
      const responses = await Promise.all(contractors.map((contractor) => placeBid(contractor, listingId)));
      expect(responses.map((r) => r.statusCode)).toEqual(contractors.map(() => 201));
      expect((await listingOf(listingId)).bidderCount).toBe(12);
    });

    it('takes one of two bids a bidder sends at once and refuses the other as already placed', async () => {
      const listingId = await createServiceListing(poster);
      const contractor = await buildContractor(app);
      const responses = await Promise.all([placeBid(contractor, listingId), placeBid(contractor, listingId)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(errorOf(responses.find((r) => r.statusCode === 409)!)).toEqual([409, BID_MSG.alreadyBid]);
      expect((await listingOf(listingId)).bidderCount).toBe(1);
    });

    it.runIf(isPostgresRun())('refuses a bid whose listing closes while the bid waits for its lock, and writes nothing', async () => {
      // a poster of its own: no alerts from the other tests
      const owner = await buildPoster(app);
      const listingId = await createServiceListing(owner);
      const contractor = await buildContractor(app);
      // the bid's statement is past the checks before it and waits for the listing's lock when the listing closes
      const response = await whileListingLocked(app, listingId, 1, () => placeBid(contractor, listingId), { sql: `UPDATE listings SET status = 'closed' WHERE id = $1`, params: [listingId] });
      expect(errorOf(response)).toEqual([409, BID_MSG.listingNotOpen]);
      const { rows } = await app.ctx.database.query(
        `SELECT (SELECT count(*) FROM bids WHERE listing_id = $1) AS bids, (SELECT count(*) FROM alerts WHERE user_id = $2) AS alerts,
          (SELECT bidder_count FROM listings WHERE id = $1) AS bidder_count`,
        [listingId, owner.id],
      );
      expect(rows[0]).toEqual({ bids: '0', alerts: '0', bidder_count: 0 });
    });
  });
});
