import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueCategories, catalogueProducts } from '../../db/schema/catalogue';

/*
 * The catalogue's writes: its data (seed/listings/catalogue-data.ts) is written at every start by seedCatalogue,
 * upserted by fixed ids so a start after a change of the data brings the rows up to date.
 */

export async function saveCatalogueCategory(db: Database, category: typeof catalogueCategories.$inferInsert): Promise<void> {
  const { id: _id, ...changes } = category;
  await db.insert(catalogueCategories).values(category).onConflictDoUpdate({ target: catalogueCategories.id, set: changes });
}

/** Upserts products, 100 per statement. */
export async function saveCatalogueProducts(db: Database, products: ReadonlyArray<typeof catalogueProducts.$inferInsert>): Promise<void> {
  for (let i = 0; i < products.length; i += 100) {
    await db
      .insert(catalogueProducts)
      .values(products.slice(i, i + 100))
      .onConflictDoUpdate({
        target: catalogueProducts.id,
        set: {
          categoryId: sql`excluded.category_id`,
          brand: sql`excluded.brand`,
          productName: sql`excluded.product_name`,
          description: sql`excluded.description`,
          imageKey: sql`excluded.image_key`,
          estimatedPriceCents: sql`excluded.estimated_price_cents`,
          searchText: sql`excluded.search_text`,
        },
      });
  }
}
