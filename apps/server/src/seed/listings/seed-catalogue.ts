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

  for (const [position, category] of CATALOGUE_CATEGORIES.entries()) {
    const key = categoryImageKey(category.id);
    if (!(await ctx.storage.get(key))) {
      await ctx.storage.put(key, drawPatternPng({ width: 160, height: 120, hue: category.hue, pattern: position % 4, accent: 40, band: 0.25 }), 'image/png');
    }
    await saveCatalogueCategory(ctx.db, { id: category.id, name: category.name, imageKey: key, position });
  }

  const categoryNames = new Map(CATALOGUE_CATEGORIES.map((c) => [c.id, c.name]));
  for (const p of products) {
    const key = productImageKey(p.id);
    if (!(await ctx.storage.get(key))) {
      const image = drawPatternPng({ width: 96, height: 96, hue: p.hue + p.variantIndex * 12, pattern: p.typeIndex, accent: 60 + p.brandIndex * 90, band: 0.15 + p.brandIndex * 0.05 });
      await ctx.storage.put(key, image, 'image/png');
    }
  }
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
