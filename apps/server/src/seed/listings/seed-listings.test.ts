import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { listings } from '../../db/schema/listings';
import { buildUser } from '../../../test/factories';
import { buildListingsTestApp } from '../../../test/support/listings';
import { seedDemoApp } from '../seed-demo';
import { DEMO_LISTING_COUNT, seedListings } from './seed-listings';

describe('seedListings', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    await seedDemoApp(app); // the demo seed adds the listings after the demo users
  });
  afterAll(() => app.close());

  it('adds at least 200 listings in RI and MA by the demo users, with images; a second run adds none', async () => {
    expect(DEMO_LISTING_COUNT).toBeGreaterThanOrEqual(200);
    expect(await seedListings(app.ctx)).toEqual({ created: 0 });
    const [{ n }] = await app.ctx.db.select({ n: count() }).from(listings);
    expect(n).toBe(DEMO_LISTING_COUNT);
    const states = await app.ctx.db.selectDistinct({ state: listings.state }).from(listings);
    expect(states.map((s) => s.state).sort()).toEqual(['MA', 'RI']);
    const types = await app.ctx.db.selectDistinct({ t: listings.listingType }).from(listings);
    expect(types).toHaveLength(2);

    const viewer = await buildUser(app);
    const page = (await viewer.request({ method: 'GET', url: '/api/listings' })).json();
    expect(page.items).toHaveLength(20);
    const image = await app.inject({ method: 'GET', url: page.items[0].imageUrls[0] });
    expect(image.headers['content-type']).toBe('image/png');
    const [material] = await app.ctx.db.select({ id: listings.id }).from(listings).where(eq(listings.listingType, 'material_supply')).limit(1);
    const details = (await viewer.request({ method: 'GET', url: `/api/listings/${material.id}` })).json();
    expect(details.items.length).toBeGreaterThan(0);
  });
});
