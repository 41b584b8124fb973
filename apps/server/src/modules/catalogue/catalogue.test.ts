import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { seedCatalogue } from '../../seed/listings/seed-catalogue';
import { buildListingsTestApp } from '../../../test/support/listings';

describe('catalogue', () => {
  let app: App;
  let user: TestUser;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    user = await buildUser(app);
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const response = await user.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('has at least 12 categories and 300 products, each with an image served by us', async () => {
    const { categories } = await get('/api/catalogue/categories');
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories.reduce((n: number, c: { productCount: number }) => n + c.productCount, 0)).toBeGreaterThanOrEqual(300);
    const image = await app.inject({ method: 'GET', url: categories[0].imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const { products } = await get(`/api/catalogue/products?category=${categories[0].id}&limit=100`);
    expect(products.length).toBe(categories[0].productCount);
    const productImage = await app.inject({ method: 'GET', url: products[0].imageUrl });
    expect(productImage.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('is typo tolerant: "plywod" finds plywood, "insulaton" finds insulation', async () => {
    const plywood = (await get('/api/catalogue/products?q=plywod')).products;
    expect(plywood.length).toBeGreaterThan(0);
    expect(plywood[0].productName).toMatch(/Plywood/);
    const insulation = (await get('/api/catalogue/products?q=insulaton')).products;
    expect(insulation.every((p: { category: string }) => p.category === 'Insulation')).toBe(true);
    expect(insulation.length).toBeGreaterThan(0);
    const stemmed = (await get('/api/catalogue/products?q=shingle')).products;
    expect(stemmed[0].productName).toMatch(/Shingles/);
    const scoped = (await get('/api/catalogue/products?q=screws&category=fasteners')).products;
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.every((p: { categoryId: string }) => p.categoryId === 'fasteners')).toBe(true);
  });

  it('returns nothing for an empty query without a category, and 404 for an unknown product', async () => {
    expect((await get('/api/catalogue/products?q=')).products).toEqual([]);
    expect((await get('/api/catalogue/products?q=%25%25%25')).products).toEqual([]);
    const product = await user.request({ method: 'GET', url: '/api/catalogue/products/nope' });
    expect(product.statusCode).toBe(404);
    expect(product.json().error.message).toBe('Product not found.');
    const one = await get('/api/catalogue/products/lumber-111');
    expect(one).toMatchObject({ id: 'lumber-111', categoryId: 'lumber', estimatedPriceCents: expect.any(Number) });
  });

  it('seeds idempotently and refuses signed-out visitors', async () => {
    expect(await seedCatalogue(app.ctx)).toEqual(await seedCatalogue(app.ctx));
    expect((await app.inject({ method: 'GET', url: '/api/catalogue/categories' })).statusCode).toBe(401);
  });
});
