import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_MSG } from '@homebid/shared/schemas/bid';
import type { App } from '../../app';
import type { TestUser } from '../../../test/factories';
import { isPostgresRun } from '../../../test/test-app';
import { buildContractor, buildListingsTestApp, buildPoster, createServiceListing, errorOf, placeBid } from '../../../test/support/bids';

// A bid is placed in one statement with its listing's lock (bids.service.ts placeBid): bids placed at once must each
// count, a bidder's second bid must be refused as such, and a listing that closes while a bid waits for its lock
// must refuse the bid with nothing written. On PGlite the requests run one after another; on PostgreSQL at once.
describe('placing bids at once', () => {
  let app: App;
  let poster: TestUser;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    poster = await buildPoster(app);
  });
  afterAll(() => app.close());

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
    const holder = new pg.Client({ connectionString: app.ctx.database.connectionString });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM listings WHERE id = $1 FOR UPDATE', [listingId]);
      const pending = placeBid(contractor, listingId);
      // the bid's statement is past the checks before it and waits for the listing's lock
      for (let waiting = false; !waiting; await new Promise((resolve) => setTimeout(resolve, 20))) {
        // asked outside the holder's transaction, which keeps its first look at pg_stat_activity
        const { rows } = await app.ctx.database.query(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`);
        waiting = rows.length > 0;
      }
      await holder.query(`UPDATE listings SET status = 'closed' WHERE id = $1`, [listingId]);
      await holder.query('COMMIT');
      expect(errorOf(await pending)).toEqual([409, BID_MSG.listingNotOpen]);
    } finally {
      await holder.end();
    }
    const { rows } = await app.ctx.database.query(
      `SELECT (SELECT count(*) FROM bids WHERE listing_id = $1) AS bids, (SELECT count(*) FROM alerts WHERE user_id = $2) AS alerts,
        (SELECT bidder_count FROM listings WHERE id = $1) AS bidder_count`,
      [listingId, owner.id],
    );
    expect(rows[0]).toEqual({ bids: '0', alerts: '0', bidder_count: 0 });
  });
});
