import { count } from 'drizzle-orm';
import { normalizeSearchText } from '@homebid/shared/domain/listing-search';
import { catalogueProducts } from '../../db/schema/catalogue';
import type { AppContext } from '../../platform/context';
import { saveCatalogueCategory, saveCatalogueProducts } from '../../modules/catalogue/save-catalogue';
import { buildCatalogueProducts, CATALOGUE_CATEGORIES } from './catalogue-data';
import { drawPatternPng } from './generated-images';

type SeedContext = Pick<AppContext, 'db' | 'storage'>;

export const categoryImageKey = (id: string) => `catalogue-category-${id}.png`;
export const productImageKey = (id: string) => `catalogue-product-${id}.png`;

/**
 * Writes the material catalogue (14 categories, 336 products, a generated PNG each). Idempotent: rows are
 * upserted by their fixed ids and images rewritten only when missing, so it is safe on every start.
 */
export async function seedCatalogue(ctx: SeedContext): Promise<{ categories: number; products: number }> {
  const products = buildCatalogueProducts();
  const [{ n }] = await ctx.db.select({ n: count() }).from(catalogueProducts);
  const lastImage = await ctx.storage.get(productImageKey(products[products.length - 1].id));
  if (n === products.length && lastImage) return { categories: CATALOGUE_CATEGORIES.length, products: n };

  await storeMissingImages(ctx.storage, [
    ...CATALOGUE_CATEGORIES.map((category, position) => ({
      key: categoryImageKey(category.id),
      draw: () => drawPatternPng({ width: 160, height: 120, hue: category.hue, pattern: position % 4, accent: 40, band: 0.25 }),
    })),
    ...products.map((p) => ({
      key: productImageKey(p.id),
      draw: () => drawPatternPng({ width: 96, height: 96, hue: p.hue + p.variantIndex * 12, pattern: p.typeIndex, accent: 60 + p.brandIndex * 90, band: 0.15 + p.brandIndex * 0.05 }),
    })),
  ]);
  for (const [position, category] of CATALOGUE_CATEGORIES.entries()) {
    await saveCatalogueCategory(ctx.db, { id: category.id, name: category.name, imageKey: categoryImageKey(category.id), position });
  }

  const categoryNames = new Map(CATALOGUE_CATEGORIES.map((c) => [c.id, c.name]));
  const rows = products.map((p) => ({
    id: p.id,
    categoryId: p.categoryId,
    brand: p.brand,
    productName: p.productName,
    description: p.description,
    imageKey: productImageKey(p.id),
    estimatedPriceCents: p.estimatedPriceCents,
    searchText: normalizeSearchText(`${p.productName} ${categoryNames.get(p.categoryId)}`),
  }));
  await saveCatalogueProducts(ctx.db, rows);
  return { categories: CATALOGUE_CATEGORIES.length, products: products.length };
}

/**
 * Images looked up and written this many at a time: each is a few small file operations (or requests to a bucket),
 * and one after the other their round trips were most of a start's catalogue (2 s of 350 images on a slow machine).
 */
const IMAGES_AT_ONCE = 16;

/** Draws and stores each image whose key is not stored yet. */
async function storeMissingImages(storage: SeedContext['storage'], images: Array<{ key: string; draw: () => Buffer }>) {
  for (let i = 0; i < images.length; i += IMAGES_AT_ONCE) {
    await Promise.all(
      images.slice(i, i + IMAGES_AT_ONCE).map(async ({ key, draw }) => {
        if (!(await storage.get(key))) await storage.put(key, draw(), 'image/png');
      }),
    );
  }
}
