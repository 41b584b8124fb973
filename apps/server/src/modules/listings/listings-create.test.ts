import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MSG } from '@homebid/shared/schemas/listing';
import { MONEY_CENTS_MSG } from '@homebid/shared/money';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildListingsTestApp, buildServicesBody, inDays, postListing, uploadImage } from '../../../test/support/listings';

describe('POST /api/listings', () => {
  let app: App;
  let owner: TestUser;
  let images: string[];
  beforeAll(async () => {
    app = await buildListingsTestApp();
    owner = await buildUser(app, { userType: 'home_owner', onboarded: true });
    images = [await uploadImage(owner, 10), await uploadImage(owner, 200)];
  });
  afterAll(() => app.close());

  it('posts a services project in Providence, RI with two images', async () => {
    const response = await postListing(owner, buildServicesBody(images));
    expect(response.statusCode).toBe(201);
    const listing = response.json();
    expect(listing).toMatchObject({
      listingType: 'service',
      status: 'open',
      title: 'Kitchen remodel',
      industries: ['Carpenter', 'Plumbing'],
      materialsProvided: true,
      budgetCents: 1_250_000,
      city: 'Providence',
      state: 'RI',
      bidderCount: 0,
      isLiked: false,
      isOwner: true,
      poster: { id: owner.id, name: owner.name, city: 'Providence' },
      location: { streetAddress: '12 Main St', city: 'Providence', state: 'RI', zip: '02903', country: 'US' },
    });
    expect(listing.location.lat).toBeCloseTo(41.82, 1);
    expect(listing.location.lng).toBeCloseTo(-71.41, 1);
    expect(listing.images).toHaveLength(2);
    expect(listing.imageUrls[0]).toBe(`/uploads/${images[0]}`);
    expect(listing.shareUrl).toMatch(/^http:\/\/localhost:3000\/s\/[A-Za-z0-9]{8}$/);

    const details = await owner.request({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(details.statusCode).toBe(200);
    expect(details.json().title).toBe('Kitchen remodel');
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { title: '' }, LISTING_MSG.titleRequired],
    ['a blank title', { title: '   ' }, LISTING_MSG.titleRequired],
    ['no industry', { industries: [] }, LISTING_MSG.industryRequired],
    ['an unknown industry', { industries: ['Juggling'] }, LISTING_MSG.industryRequired],
    ['materials provided missing', { materialsProvided: undefined }, LISTING_MSG.materialsProvidedRequired],
    ['no budget', { budgetCents: undefined }, LISTING_MSG.budgetRequired],
    // $1,234.567: refused, not rounded to $1,234.57
    ['a budget finer than a cent', { budgetCents: 123_456.7 }, MONEY_CENTS_MSG],
    ['a past completion date', { deadline: inDays(-5) }, LISTING_MSG.deadlineInPast],
    ['no completion date', { deadline: undefined }, LISTING_MSG.completionDateRequired],
    ['a malformed date', { deadline: '12/01/2030' }, LISTING_MSG.completionDateRequired],
    ['no location', { location: undefined }, LISTING_MSG.locationRequired],
    ['a location without a place', { location: { streetAddress: '1 Elm St', placeId: '' } }, LISTING_MSG.locationRequired],
    ['an unknown place', { location: { streetAddress: '1 Elm St', placeId: '00000' } }, LISTING_MSG.locationRequired],
    ['a blank street', { location: { streetAddress: '  ', placeId: '02903' } }, LISTING_MSG.streetRequired],
    ['a place in New York', { location: { streetAddress: '1 Broadway', placeId: '10004' } }, LISTING_MSG.stateNotAllowed],
    ['no images', { images: [] }, LISTING_MSG.imageRequired],
    ['six images', { images: Array(6).fill('x') }, LISTING_MSG.tooManyImages],
    ['someone else’s upload', { images: ['A'.repeat(60) + '.png'] }, LISTING_MSG.uploadNotFound],
    ['no type', { listingType: 'job' }, LISTING_MSG.typeRequired],
  ];
  it.each(refusals)('refuses %s', async (_name, overrides, message) => {
    const body = buildServicesBody(images, overrides);
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key];
    const response = await postListing(owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('uses the materials words: digits-only budget and a delivery date', async () => {
    const base = { listingType: 'material_supply', materialsProvided: undefined, items: [] };
    const fraction = buildServicesBody(images, { ...base, budgetCents: 10.5 });
    delete fraction.materialsProvided;
    expect((await postListing(owner, fraction)).json().error.message).toBe(LISTING_MSG.budgetDigits);
    const text = buildServicesBody(images, { ...base, budgetCents: '12a' });
    delete text.materialsProvided;
    expect((await postListing(owner, text)).json().error.message).toBe(LISTING_MSG.budgetDigits);
    const noDate = buildServicesBody(images, base);
    delete noDate.materialsProvided;
    delete noDate.deadline;
    expect((await postListing(owner, noDate)).json().error.message).toBe(LISTING_MSG.deliveryDateRequired);
  });

  it('posts a materials request with three catalogue items and shows them in the details', async () => {
    const products = await owner.request({ method: 'GET', url: '/api/catalogue/products?category=lumber&limit=3' });
    expect(products.json()).toHaveProperty('products');
    const ids = products.json().products.map((p: { id: string }) => p.id);
    expect(ids).toHaveLength(3);
    const body = buildServicesBody(images.slice(0, 1), {
      listingType: 'material_supply',
      title: 'Deck lumber',
      budgetCents: 90_000,
      items: ids.map((productId: string, i: number) => ({ productId, quantity: i + 1 })),
    });
    delete body.materialsProvided;
    const response = await postListing(owner, body);
    expect(response.statusCode).toBe(201);
    const listing = response.json();
    expect(listing.materialsProvided).toBeNull();
    expect(listing.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual(ids.map((id: string, i: number) => [id, i + 1]));
    expect(listing.items[0]).toMatchObject({ brand: expect.any(String), category: 'Lumber & Plywood', estimatedPriceCents: expect.any(Number) });
  });

  it('refuses an item that is not in the catalogue and a zero quantity', async () => {
    const base = { listingType: 'material_supply' };
    const unknown = buildServicesBody(images, { ...base, items: [{ productId: 'nope', quantity: 1 }] });
    delete unknown.materialsProvided;
    expect((await postListing(owner, unknown)).json().error.message).toBe(LISTING_MSG.itemNotFound);
    const zero = buildServicesBody(images, { ...base, items: [{ productId: 'lumber-111', quantity: 0 }] });
    delete zero.materialsProvided;
    expect((await postListing(owner, zero)).json().error.message).toBe(LISTING_MSG.itemQuantity);
  });

  it('refuses a signed-out visitor', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/listings', payload: buildServicesBody(images), headers: { origin: 'http://localhost:3000' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Please login to continue.');
  });

  it('refuses images uploaded by another user', async () => {
    const other = await buildUser(app);
    const response = await postListing(other, buildServicesBody(images));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(LISTING_MSG.uploadNotFound);
  });

  it('allows any state listed in ALLOWED_STATES', async () => {
    const nyApp = await buildListingsTestApp({ ALLOWED_STATES: 'NY' });
    try {
      const user = await buildUser(nyApp);
      const image = await uploadImage(user);
      const ny = await postListing(user, buildServicesBody([image], { location: { streetAddress: '1 Broadway', placeId: '10004' } }));
      expect(ny.statusCode).toBe(201);
      const ri = await postListing(user, buildServicesBody([image]));
      expect(ri.json().error.message).toBe(LISTING_MSG.stateNotAllowed);
    } finally {
      await nyApp.close();
    }
  });
});
