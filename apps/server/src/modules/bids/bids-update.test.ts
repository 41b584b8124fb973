import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_STATE_MSG } from '@homebid/shared/domain/bid-state';
import { BID_MSG } from '@homebid/shared/schemas/bid';
import type { App } from '../../app';
import type { TestUser } from '../../../test/factories';
import { isPostgresRun } from '../../../test/test-app';
import {
  buildBidBody,
  buildContractor,
  buildListingsTestApp,
  buildPoster,
  buildSupplier,
  createMaterialListing,
  createServiceListing,
  errorOf,
  inDays,
  placeBidId,
  whileListingLocked,
} from '../../../test/support/bids';

// A bid's update is one statement under the locks of its listing and the bid (bids.service.ts updateBid): its
// milestones and items are written over by position, and a bid that may no longer be updated when the statement gets
// its locks is refused with nothing written. On PGlite requests run one after another; on PostgreSQL at once.
describe('PUT /api/bids/:id', () => {
  let app: App;
  let poster: TestUser;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    poster = await buildPoster(app);
  });
  afterAll(() => app.close());

  const update = (user: TestUser, bidId: string, body: Record<string, unknown>) => user.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: body });
  const milestones = (...amounts: number[]) => amounts.map((amountCents, i) => ({ description: `Step ${i + 1}`, dueDate: inDays(5 + i), amountCents }));
  const bidRow = async (bidId: string) => {
    const { rows } = await app.ctx.database.query(
      `SELECT b.status, b.amount_cents::int AS amount,
        (SELECT count(*)::int FROM bid_milestones WHERE bid_id = b.id) AS milestones, (SELECT count(*)::int FROM bid_items WHERE bid_id = b.id) AS items,
        (SELECT count(*)::int FROM bid_transitions WHERE bid_id = b.id) AS transitions
      FROM bids b WHERE b.id = $1`,
      [bidId],
    );
    return rows[0] as { status: string; amount: number; milestones: number; items: number; transitions: number };
  };
  /** whileListingLocked on PostgreSQL; on PGlite, where requests run one after another, just `send`. */
  const whileLocked = <T>(listingId: string, waiting: number, send: () => Promise<T>, change?: { sql: string; params: unknown[] }) =>
    isPostgresRun() ? whileListingLocked(app, listingId, waiting, send, change) : send();
  const alertsOf = async (user: TestUser) => Number((await app.ctx.database.query('SELECT count(*) FROM alerts WHERE user_id = $1', [user.id])).rows[0].count);

  it('writes the milestones over by position, adds new ones and removes those past the new count', async () => {
    const listingId = await createServiceListing(poster);
    const bidder = await buildContractor(app);
    const bidId = await placeBidId(bidder, listingId);

    const three = await update(bidder, bidId, buildBidBody({ amountCents: 60_000, milestones: milestones(10_000, 20_000, 30_000) }));
    expect(three.statusCode).toBe(200);
    expect(three.json().bid.milestones.map((m: { position: number; description: string; amountCents: number }) => [m.position, m.description, m.amountCents])).toEqual([
      [1, 'Step 1', 10_000],
      [2, 'Step 2', 20_000],
      [3, 'Step 3', 30_000],
    ]);
    const one = await update(bidder, bidId, buildBidBody({ amountCents: 45_000, milestones: [], description: 'All at once' }));
    expect(one.json().bid.milestones).toMatchObject([{ position: 1, description: 'All at once', amountCents: 45_000, completed: false }]);
    expect(await bidRow(bidId)).toEqual({ status: 'submitted', amount: 45_000, milestones: 1, items: 0, transitions: 3 });
  });

  it('switches a materials bid between item by item and whole project', async () => {
    const materials = await createMaterialListing(app, poster, 2);
    const supplier = await buildSupplier(app);
    const itemBody = (quantities: number[]) =>
      buildBidBody({
        startDate: undefined,
        milestones: [],
        isIndividualBid: true,
        items: quantities.map((quantity, i) => ({ productId: materials.productIds[i], quantity, estimatedPriceCents: 1_000, isEstimatedPriceEnabled: true })),
        amountCents: quantities.reduce((sum, quantity) => sum + quantity * 1_000, 0),
      });
    const bidId = await placeBidId(supplier, materials.id, itemBody([1, 2]));

    const whole = await update(supplier, bidId, buildBidBody({ startDate: undefined, milestones: [], isIndividualBid: false, amountCents: 75_000 }));
    expect(whole.json().bid).toMatchObject({ isIndividualBid: false, amountCents: 75_000, items: [] });
    expect(await bidRow(bidId)).toMatchObject({ items: 0, milestones: 1 });

    const oneItem = await update(supplier, bidId, itemBody([4]));
    expect(oneItem.json().bid.items).toMatchObject([{ productId: materials.productIds[0], quantity: 4, estimatedPriceCents: 1_000 }]);
    const twoItems = await update(supplier, bidId, itemBody([5, 6]));
    expect(twoItems.json().bid.items.map((i: { quantity: number }) => i.quantity)).toEqual([5, 6]);
    expect(await bidRow(bidId)).toMatchObject({ amount: 11_000, items: 2, milestones: 1 });
  });

  it('lands each of several updates sent at once whole, one after another', async () => {
    const listingId = await createServiceListing(poster);
    const bidder = await buildContractor(app);
    const bidId = await placeBidId(bidder, listingId);
    const alertsBefore = await alertsOf(poster);
    // each body's milestones add up to its amount, fewer from body to body: an update whose snapshot missed the one
    // before it would leave that one's last milestones behind
    const bodies = Array.from({ length: 8 }, (_, i) => buildBidBody({ amountCents: (8 - i) * 10_000, milestones: milestones(...Array.from({ length: 8 - i }, () => 10_000)) }));
    // on PostgreSQL all eight wait for the listing's lock, held here, so each but the first has a snapshot older than
    // the update before it (the rows that update wrote are not in it)
    const responses = await whileLocked(listingId, bodies.length, () => Promise.all(bodies.map((body) => update(bidder, bidId, body))));
    expect(responses.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));

    const bid = (await bidder.request({ method: 'GET', url: `/api/bids/${bidId}` })).json();
    expect(bid.milestones).toHaveLength(bid.amountCents / 10_000);
    expect(bid.milestones.every((m: { amountCents: number }) => m.amountCents === 10_000)).toBe(true);
    expect(await bidRow(bidId)).toMatchObject({ status: 'submitted', milestones: bid.amountCents / 10_000, transitions: 9 });
    expect(await alertsOf(poster)).toBe(alertsBefore + 8);
  });

  it('answers updates and a decline sent at once with 200 or 409, never an error', async () => {
    const listingId = await createServiceListing(poster);
    const bidder = await buildContractor(app);
    const bidId = await placeBidId(bidder, listingId);
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => update(bidder, bidId, buildBidBody())),
      poster.request({ method: 'POST', url: `/api/bids/${bidId}/decline`, payload: { reason: 'Bid was too high' } }),
      ...Array.from({ length: 4 }, () => update(bidder, bidId, buildBidBody())),
    ]);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const row = await bidRow(bidId);
    // every answered update wrote one transition, as did the placing and an answered decline
    expect(row.transitions).toBe(1 + responses.filter((r) => r.statusCode === 200).length);
    const count = (await poster.request({ method: 'GET', url: `/api/listings/${listingId}` })).json().bidderCount;
    expect(count).toBe(row.status === 'declined' ? 0 : 1);
  });

  // The bid changes while the update waits for its listing's lock: held here by a transaction of the test's own.
  describe.runIf(isPostgresRun())('when the bid or its listing changes while the update waits for its lock', () => {
    /** A bid on a listing of a poster of its own: no alerts from the other tests. */
    const bidOfItsOwn = async () => {
      const owner = await buildPoster(app);
      const listingId = await createServiceListing(owner);
      const bidder = await buildContractor(app);
      return { owner, listingId, bidder, bidId: await placeBidId(bidder, listingId) };
    };
    const updateWhileHeld = (bidder: TestUser, bidId: string, listingId: string, change: string) =>
      whileLocked(listingId, 1, () => update(bidder, bidId, buildBidBody({ amountCents: 99_000, milestones: [] })), { sql: change, params: [bidId] });

    it('refuses the update of a bid hired meanwhile, and writes nothing', async () => {
      const { owner, listingId, bidder, bidId } = await bidOfItsOwn();
      const [before, alerts] = [await bidRow(bidId), await alertsOf(owner)];
      const response = await updateWhileHeld(bidder, bidId, listingId, `UPDATE bids SET status = 'contract_created' WHERE id = $1`);
      expect(errorOf(response)).toEqual([409, BID_STATE_MSG.update]);
      expect(await bidRow(bidId)).toEqual({ ...before, status: 'contract_created' });
      expect(await alertsOf(owner)).toBe(alerts);
    });

    it('refuses the update of a bid whose listing closed meanwhile, and writes nothing', async () => {
      const { owner, listingId, bidder, bidId } = await bidOfItsOwn();
      const [before, alerts] = [await bidRow(bidId), await alertsOf(owner)];
      const response = await updateWhileHeld(bidder, bidId, listingId, `UPDATE listings SET status = 'closed' WHERE id = (SELECT listing_id FROM bids WHERE id = $1)`);
      expect(errorOf(response)).toEqual([409, BID_MSG.listingNotOpen]);
      expect(await bidRow(bidId)).toEqual(before);
      expect(await alertsOf(owner)).toBe(alerts);
    });

    it('takes the update of a bid declined meanwhile, and counts its bidder again', async () => {
      const { owner, listingId, bidder, bidId } = await bidOfItsOwn();
      const response = await updateWhileHeld(
        bidder,
        bidId,
        listingId,
        `WITH d AS (UPDATE bids SET status = 'declined' WHERE id = $1 RETURNING listing_id) UPDATE listings SET bidder_count = 0 WHERE id = (SELECT listing_id FROM d)`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().bid).toMatchObject({ status: 'submitted', amountCents: 99_000 });
      expect((await owner.request({ method: 'GET', url: `/api/listings/${listingId}` })).json().bidderCount).toBe(1);
      const { rows } = await app.ctx.database.query('SELECT from_status, to_status FROM bid_transitions WHERE bid_id = $1 ORDER BY created_at', [bidId]);
      expect(rows.map((r) => [r.from_status, r.to_status])).toEqual([[null, 'submitted'], ['declined', 'submitted']]);
    });
  });
});
