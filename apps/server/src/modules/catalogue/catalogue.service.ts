import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText } from '@homebid/shared/domain/listing-search';
import { CATALOGUE_MSG, type CatalogueCategory, type CatalogueProduct } from '@homebid/shared/schemas/catalogue';
import { catalogueCategories, catalogueProducts } from '../../db/schema/catalogue';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

type CatalogueContext = Pick<AppContext, 'db' | 'storage'>;

/** The category grid: every category with its image and number of products. */
export async function listCategories(ctx: CatalogueContext): Promise<CatalogueCategory[]> {
  const rows = await ctx.db
    .select({ id: catalogueCategories.id, name: catalogueCategories.name, imageKey: catalogueCategories.imageKey, productCount: count(catalogueProducts.id) })
    .from(catalogueCategories)
    .leftJoin(catalogueProducts, eq(catalogueProducts.categoryId, catalogueCategories.id))
    .groupBy(catalogueCategories.id)
    .orderBy(asc(catalogueCategories.position), asc(catalogueCategories.name));
  return rows.map(({ imageKey, ...c }) => ({ ...c, imageUrl: ctx.storage.urlOf(imageKey) }));
}

const productColumns = {
  id: catalogueProducts.id,
  brand: catalogueProducts.brand,
  categoryId: catalogueProducts.categoryId,
  category: catalogueCategories.name,
  productName: catalogueProducts.productName,
  description: catalogueProducts.description,
  imageKey: catalogueProducts.imageKey,
  estimatedPriceCents: catalogueProducts.estimatedPriceCents,
};

const toProduct = (ctx: CatalogueContext, { imageKey, ...p }: { imageKey: string } & Omit<CatalogueProduct, 'imageUrl'>): CatalogueProduct => ({
  ...p,
  imageUrl: ctx.storage.urlOf(imageKey),
});

/**
 * Typo-tolerant product search: full-text match (stemmed words) or trigram word similarity
 * ('plywod' finds plywood), best first. An empty query lists a category; with no category it returns none.
 */
export async function searchProducts(ctx: CatalogueContext, query: { q: string; category?: string; limit: number }): Promise<CatalogueProduct[]> {
  const q = normalizeSearchText(query.q);
  if (!q && !query.category) return [];
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(catalogueProducts.categoryId, query.category));
  const order: SQL[] = [];
  if (q) {
    const tsQuery = sql`plainto_tsquery('english', ${q})`;
    conditions.push(sql`(${catalogueProducts.searchVector} @@ ${tsQuery} or ${q} <% ${catalogueProducts.searchText})`);
    order.push(desc(sql`ts_rank(${catalogueProducts.searchVector}, ${tsQuery}) + word_similarity(${q}, ${catalogueProducts.searchText})`));
  }
  const rows = await ctx.db
    .select(productColumns)
    .from(catalogueProducts)
    .innerJoin(catalogueCategories, eq(catalogueCategories.id, catalogueProducts.categoryId))
    .where(and(...conditions))
    .orderBy(...order, asc(catalogueProducts.productName))
    .limit(query.limit);
  return rows.map((row) => toProduct(ctx, row));
}

export async function getProduct(ctx: CatalogueContext, id: string): Promise<CatalogueProduct> {
  const [row] = await ctx.db
    .select(productColumns)
    .from(catalogueProducts)
    .innerJoin(catalogueCategories, eq(catalogueCategories.id, catalogueProducts.categoryId))
    .where(eq(catalogueProducts.id, id));
  if (!row) throw notFound(CATALOGUE_MSG.productNotFound);
  return toProduct(ctx, row);
}
