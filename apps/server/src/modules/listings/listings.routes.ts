import { idParamsSchema, messageResponseSchema } from '@homebid/shared/schemas/common';
import {
  bidderListSchema,
  LISTING_MSG,
  likeResponseSchema,
  listingCreateSchema,
  listingDetailSchema,
  listingListQuerySchema,
  listingPageSchema,
  listingSavedResponseSchema,
  listingSearchQuerySchema,
  listingUploadFieldsSchema,
  listingUploadSchema,
} from '@homebid/shared/schemas/listing';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { jsonTextSerializer, sendJsonText } from '../../platform/json-text';
import { errorResponses, SIGNED_IN, uploadForm } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { readUploadForm } from '../uploads/read-upload';
import { listListingBidders } from './bidders.service';
import { listLikedListings, listMyListings, setListingLike } from './listing-lists.service';
import { searchListingsJson } from './listing-search.service';
import { LISTING_UPLOAD_MAX_BYTES, uploadListingFile } from './listing-uploads.service';
import { closeListing, createListing, deleteListing, getListingDetail, updateListing } from './listings.service';
import { limitUploads } from '../uploads/upload-rate-limit';

const tags = ['listings'];

/** Listings: post, search, details, My Projects, Saved Projects, likes, bidders (see shared/schemas/listing.ts). */
export async function registerListingsRoutes(api: ApiInstance, ctx: AppContext) {
  api.post(
    '/listings/uploads',
    {
      schema: {
        tags,
        operationId: 'uploadListingFile',
        summary: 'Upload an image or document for a listing',
        description: "Multipart with one file field 'file', smaller than 10 MB; its id goes into the listing's images or documents.",
        security: SIGNED_IN,
        ...uploadForm('required', listingUploadFieldsSchema),
        response: { 200: listingUploadSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await limitUploads(ctx, user.id);
      const form = await readUploadForm(request, { maxBytes: LISTING_UPLOAD_MAX_BYTES, tooLargeMessage: 'The file must be smaller than 10MB.' });
      return uploadListingFile(ctx, user.id, form);
    },
  );

  api.post(
    '/listings',
    {
      schema: {
        tags,
        operationId: 'createListing',
        summary: 'Post a project',
        security: SIGNED_IN,
        body: listingCreateSchema,
        response: { 201: listingDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const listing = await createListing(ctx, user.id, request.body);
      return reply.status(201).send(listing);
    },
  );

  // the busiest route: its page comes as JSON text (listing-search.service.ts; listing-search.test.ts checks it against the schema)
  api.get(
    '/listings',
    {
      schema: {
        tags,
        operationId: 'searchListings',
        summary: 'Search open projects: words, filters, distance; one page at a time',
        security: SIGNED_IN,
        querystring: listingSearchQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses(400, 401) },
      },
      serializerCompiler: jsonTextSerializer,
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      return sendJsonText(reply, await searchListingsJson(ctx, user.id, request.query));
    },
  );

  api.get(
    '/listings/mine',
    {
      schema: {
        tags,
        operationId: 'listMyListings',
        summary: "My Projects: the signed-in user's listings in one status, one page at a time",
        security: SIGNED_IN,
        querystring: listingListQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return listMyListings(ctx, user.id, request.query);
    },
  );

  api.get(
    '/listings/liked',
    {
      schema: {
        tags,
        operationId: 'listLikedListings',
        summary: 'Saved Projects: the listings the signed-in user saved, in one status, one page at a time',
        security: SIGNED_IN,
        querystring: listingListQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return listLikedListings(ctx, user.id, request.query);
    },
  );

  api.get(
    '/listings/:id',
    {
      schema: {
        tags,
        operationId: 'getListing',
        summary: 'The details of a listing',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: listingDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getListingDetail(ctx, user.id, request.params.id);
    },
  );

  api.put(
    '/listings/:id',
    {
      schema: {
        tags,
        operationId: 'updateListing',
        summary: 'Edit my open listing (its type cannot change)',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: listingCreateSchema,
        response: { 200: listingSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const listing = await updateListing(ctx, user.id, request.params.id, request.body);
      return { message: LISTING_MSG.updated, listing };
    },
  );

  api.post(
    '/listings/:id/close',
    {
      schema: {
        tags,
        operationId: 'closeListing',
        summary: 'Close my open listing',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await closeListing(ctx, user.id, request.params.id);
      return { message: LISTING_MSG.closed };
    },
  );

  api.delete(
    '/listings/:id',
    {
      schema: {
        tags,
        operationId: 'deleteListing',
        summary: 'Remove my open listing, with its bids',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await deleteListing(ctx, user.id, request.params.id);
      return { message: LISTING_MSG.removed };
    },
  );

  // PUT saves the listing, DELETE unsaves it; both are idempotent
  for (const method of ['put', 'delete'] as const) {
    const isLiked = method === 'put';
    api[method](
      '/listings/:id/like',
      {
        schema: {
          tags,
          operationId: isLiked ? 'likeListing' : 'unlikeListing',
          summary: isLiked ? 'Save a listing (Saved Projects)' : 'Unsave a listing',
          security: SIGNED_IN,
          params: idParamsSchema,
          response: { 200: likeResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = await requireUser(ctx, request);
        await setListingLike(ctx, user.id, request.params.id, isLiked);
        return { isLiked };
      },
    );
  }

  api.get(
    '/listings/:id/bidders',
    {
      schema: {
        tags,
        operationId: 'listListingBidders',
        summary: 'Who bid on a listing, and when (never how much)',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: bidderListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { bidders: await listListingBidders(ctx, user.id, request.params.id) };
    },
  );
}

