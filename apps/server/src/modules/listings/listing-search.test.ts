import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@homebid/shared/constants';
import { listingPageSchema } from '@homebid/shared/schemas/listing';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildListingsTestApp, buildServicesBody, postListing, uploadImage } from '../../../test/support/listings';

describe('GET /api/listings', () => {
  let app: App;
  let owner: TestUser;
  let viewer: TestUser;
  let images: string[];
  beforeAll(async () => {
    app = await buildListingsTestApp();
    owner = await buildUser(app, { name: 'Ω'.repeat(100) });
    viewer = await buildUser(app, { userType: 'contractor' });
    images = [];
    for (let i = 0; i < 5; i++) images.push(await uploadImage(owner, i * 50));
  });
  afterAll(() => app.close());

  const search = async (query: string) => {
    const response = await viewer.request({ method: 'GET', url: `/api/listings?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    // the route sends JSON PostgreSQL wrote (listing-search.service.ts): exactly the schema's keys and values
    expect(response.json()).toStrictEqual(listingPageSchema.encode(response.json()));
    return response.json() as { items: Array<{ id: string; title: string }>; nextCursor: string | null };
  };

  it('finds a posted project by text (any case, punctuation ignored), by budget and by distance', async () => {
    const posted = (await postListing(owner, buildServicesBody(images.slice(0, 2), { title: 'Roof Repair: slate & copper!', budgetCents: 800_000 }))).json();
    expect((await search('text=ROOF%20repair')).items.map((l) => l.id)).toContain(posted.id);
    expect((await search('text=slate%2C%20copper')).items.map((l) => l.id)).toContain(posted.id);
    expect((await search('text=shingle')).items.map((l) => l.id)).not.toContain(posted.id);
    expect((await search('maxBudgetCents=800000&text=roof')).items.map((l) => l.id)).toContain(posted.id);
    expect((await search('maxBudgetCents=799999&text=roof')).items.map((l) => l.id)).not.toContain(posted.id);
    expect((await search('maxBudgetCents=0&text=roof')).items.map((l) => l.id)).toContain(posted.id);
    // Cranston is about 5 miles from Providence, Boston about 40
    expect((await search('nearLat=41.78&nearLng=-71.44&miles=10&text=roof')).items.map((l) => l.id)).toContain(posted.id);
    expect((await search('nearLat=42.36&nearLng=-71.06&miles=10&text=roof')).items.map((l) => l.id)).not.toContain(posted.id);
    expect((await search('city=providence&types=Plumbing&listingTypes=service&text=roof')).items.map((l) => l.id)).toContain(posted.id);
    expect((await search('types=Roofing,Windows&text=roof')).items.map((l) => l.id)).not.toContain(posted.id);
  });

  it('writes each card as My Projects does: PostgreSQL’s JSON of the search and Node’s cards agree field for field', async () => {
    const posted = (await postListing(owner, buildServicesBody(images.slice(1, 4), { title: 'Cards agree “exactly”' }))).json();
    expect((await owner.request({ method: 'PUT', url: `/api/listings/${posted.id}/like` })).statusCode).toBe(200);
    const fromSearch = (await owner.request({ url: '/api/listings?text=cards%20agree' })).json().items;
    const fromMine = (await owner.request({ url: '/api/listings/mine?status=open' })).json().items.filter((c: { id: string }) => c.id === posted.id);
    expect(fromSearch).toHaveLength(1);
    expect(fromSearch).toStrictEqual(fromMine);
    expect(fromSearch[0]).toMatchObject({ isLiked: true, imageUrls: posted.images.map((i: { url: string }) => i.url) });
  });

  it('keeps a page of 20 of the largest possible cards under 40 KB, and pages by number and cursor', async () => {
    const long = '€'.repeat(120);
    for (let i = 0; i < 22; i++) {
      const response = await postListing(owner, buildServicesBody(images, { title: long, description: '😀'.repeat(2500), industries: [...INDUSTRIES] }));
      expect(response.statusCode).toBe(201);
    }
    const response = await viewer.request({ method: 'GET', url: '/api/listings' });
    expect(response.json().items).toHaveLength(20);
    expect(response.json()).toStrictEqual(listingPageSchema.encode(response.json()));
    expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(40 * 1024);
    const first = response.json();
    const second = await search(`cursor=${encodeURIComponent(first.nextCursor)}`);
    const byPage = await search('page=2');
    expect(second.items.map((l) => l.id)).toEqual(byPage.items.map((l) => l.id));
    expect(second.items.map((l) => l.id)).not.toContain(first.items[0].id);
  });

  it.each([
    ['types=Juggling', 'Please choose industries from the list.'],
    ['miles=10', 'Please choose a place for the distance filter.'],
    ['cursor=garbage', 'This page link is no longer valid. Please search again.'],
    ['deadline=tomorrow', 'Please select a valid date.'],
  ])('refuses %s with a readable message', async (query, message) => {
    const response = await viewer.request({ method: 'GET', url: `/api/listings?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('refuses signed-out visitors', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/listings' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/listings/mine' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/listings/liked' })).statusCode).toBe(401);
  });
});
