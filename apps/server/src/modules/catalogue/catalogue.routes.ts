import { idParamsSchema } from '@homebid/shared/schemas/common';
import { catalogueProductSchema, categoryListResponseSchema, productListResponseSchema, productSearchQuerySchema } from '@homebid/shared/schemas/catalogue';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { requireUser } from '../../platform/auth/session';
import { getProduct, listCategories, searchProducts } from './catalogue.service';

const tags = ['catalogue'];

/** The material catalogue of the materials form: category grid, product search, item detail. */
export async function registerCatalogueRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/catalogue/categories',
    {
      schema: {
        tags,
        operationId: 'listCatalogueCategories',
        summary: 'The categories of the material catalogue',
        security: SIGNED_IN,
        response: { 200: categoryListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await requireUser(ctx, request);
      return { categories: await listCategories(ctx) };
    },
  );

  api.get(
    '/catalogue/products',
    {
      schema: {
        tags,
        operationId: 'searchCatalogueProducts',
        summary: 'Search the catalogue by words, within a category',
        security: SIGNED_IN,
        querystring: productSearchQuerySchema,
        response: { 200: productListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await requireUser(ctx, request);
      return { products: await searchProducts(ctx, request.query) };
    },
  );

  api.get(
    '/catalogue/products/:id',
    {
      schema: {
        tags,
        operationId: 'getCatalogueProduct',
        summary: 'One product of the catalogue',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: catalogueProductSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await requireUser(ctx, request);
      return getProduct(ctx, request.params.id);
    },
  );
}
