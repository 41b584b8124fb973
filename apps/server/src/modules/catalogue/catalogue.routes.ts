import { idParamsSchema } from '@homebid/shared/schemas/common';
import { catalogueProductSchema, categoryListResponseSchema, productListResponseSchema, productSearchQuerySchema } from '@homebid/shared/schemas/catalogue';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { requireUser } from '../../platform/auth/session';
import { getProduct, listCategories, searchProducts } from './catalogue.service';

const tags = ['catalogue'];

/** The material catalogue of the materials form: category grid, product search, item detail. */
export async function registerCatalogueRoutes(api: ApiInstance, ctx: AppContext) {
  api.get('/catalogue/categories', { schema: { tags, response: { 200: categoryListResponseSchema } } }, async (request) => {
    await requireUser(ctx, request);
    return { categories: await listCategories(ctx) };
  });

  api.get('/catalogue/products', { schema: { tags, querystring: productSearchQuerySchema, response: { 200: productListResponseSchema } } }, async (request) => {
    await requireUser(ctx, request);
    return { products: await searchProducts(ctx, request.query) };
  });

  api.get('/catalogue/products/:id', { schema: { tags, params: idParamsSchema, response: { 200: catalogueProductSchema } } }, async (request) => {
    await requireUser(ctx, request);
    return getProduct(ctx, request.params.id);
  });
}
