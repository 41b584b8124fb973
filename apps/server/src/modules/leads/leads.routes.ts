import { SAVED_SEARCH_MSG } from '@homebid/shared/constants/saved-search';
import { idParamsSchema, messageResponseSchema } from '@homebid/shared/schemas/common';
import { savedSearchInputSchema, savedSearchListSchema, savedSearchSchema, savedSearchUpdateSchema } from '@homebid/shared/schemas/saved-search';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { defineLeadJobs } from './leads.jobs';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, openSavedSearch, updateSavedSearch } from './saved-searches.service';

const tags = ['saved searches'];

/** Saved searches and their lead alerts (the routes are listed in shared/schemas/saved-search.ts). */
export async function registerLeadsRoutes(api: ApiInstance, ctx: AppContext) {
  defineLeadJobs(ctx);

  api.get(
    '/saved-searches',
    {
      schema: {
        tags,
        operationId: 'listSavedSearches',
        summary: "The signed-in user's saved searches, each with its count of new matches",
        security: SIGNED_IN,
        response: { 200: savedSearchListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { searches: await listSavedSearches(ctx, user.id) };
    },
  );

  api.post(
    '/saved-searches',
    {
      schema: {
        tags,
        operationId: 'createSavedSearch',
        summary: 'Save the current listing filters as a search that alerts on new matching projects',
        security: SIGNED_IN,
        body: savedSearchInputSchema,
        response: { 201: savedSearchSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      return reply.code(201).send(await createSavedSearch(ctx, user.id, request.body));
    },
  );

  api.patch(
    '/saved-searches/:id',
    {
      schema: {
        tags,
        operationId: 'updateSavedSearch',
        summary: 'Rename a saved search, change how its owner is told, pause or resume it',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return updateSavedSearch(ctx, user.id, request.params.id, request.body);
    },
  );

  api.post(
    '/saved-searches/:id/open',
    {
      schema: {
        tags,
        operationId: 'openSavedSearch',
        summary: 'Open a saved search (its filter, to run on the listing page); its matches so far count as seen',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: savedSearchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return openSavedSearch(ctx, user.id, request.params.id);
    },
  );

  api.delete(
    '/saved-searches/:id',
    {
      schema: {
        tags,
        operationId: 'deleteSavedSearch',
        summary: 'Delete a saved search',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await deleteSavedSearch(ctx, user.id, request.params.id);
      return { message: SAVED_SEARCH_MSG.deleted };
    },
  );
}
