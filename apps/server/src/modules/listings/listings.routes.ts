import { idParamsSchema, messageResponseSchema } from '@homebid/shared/schemas/common';
import {
  bidderListSchema,
  LISTING_MSG,
  likeResponseSchema,
  listingCardListSchema,
  listingCreateSchema,
  listingDetailSchema,
  listingPageSchema,
  listingSavedResponseSchema,
  listingSearchQuerySchema,
  listingStatusQuerySchema,
  listingUploadSchema,
  type ListingPage,
} from '@homebid/shared/schemas/listing';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
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
  api.post('/listings/uploads', { schema: { tags, consumes: ['multipart/form-data'], response: { 200: listingUploadSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await limitUploads(ctx, user.id);
    const form = await readUploadForm(request, { maxBytes: LISTING_UPLOAD_MAX_BYTES, tooLargeMessage: 'The file must be smaller than 10MB.' });
    return uploadListingFile(ctx, user.id, form);
  });

  api.post('/listings', { schema: { tags, body: listingCreateSchema, response: { 201: listingDetailSchema } } }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const listing = await createListing(ctx, user.id, request.body);
    return reply.status(201).send(listing);
  });

  // the busiest route: its page comes as JSON text (listing-search.service.ts) and is sent as it is
  // (listing-search.test.ts checks the page against the schema; the schema documents it)
  api.get(
    '/listings',
    { schema: { tags, querystring: listingSearchQuerySchema, response: { 200: listingPageSchema } }, serializerCompiler: () => (text) => text as string },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const page = await searchListingsJson(ctx, user.id, request.query);
      // already the schema's JSON: the route's serializer passes the text through
      return reply.type('application/json; charset=utf-8').send(page as unknown as ListingPage);
    },
  );

  api.get('/listings/mine', { schema: { tags, querystring: listingStatusQuerySchema, response: { 200: listingCardListSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return { items: await listMyListings(ctx, user.id, request.query.status) };
  });

  api.get('/listings/liked', { schema: { tags, querystring: listingStatusQuerySchema, response: { 200: listingCardListSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return { items: await listLikedListings(ctx, user.id, request.query.status) };
  });

  api.get('/listings/:id', { schema: { tags, params: idParamsSchema, response: { 200: listingDetailSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return getListingDetail(ctx, user.id, request.params.id);
  });

  api.put(
    '/listings/:id',
    { schema: { tags, params: idParamsSchema, body: listingCreateSchema, response: { 200: listingSavedResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      const listing = await updateListing(ctx, user.id, request.params.id, request.body);
      return { message: LISTING_MSG.updated, listing };
    },
  );

  api.post('/listings/:id/close', { schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await closeListing(ctx, user.id, request.params.id);
    return { message: LISTING_MSG.closed };
  });

  api.delete('/listings/:id', { schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await deleteListing(ctx, user.id, request.params.id);
    return { message: LISTING_MSG.removed };
  });

  for (const method of ['put', 'delete'] as const) {
    api[method]('/listings/:id/like', { schema: { tags, params: idParamsSchema, response: { 200: likeResponseSchema } } }, async (request) => {
      const user = await requireUser(ctx, request);
      const isLiked = method === 'put';
      await setListingLike(ctx, user.id, request.params.id, isLiked);
      return { isLiked };
    });
  }

  api.get('/listings/:id/bidders', { schema: { tags, params: idParamsSchema, response: { 200: bidderListSchema } } }, async (request) => {
    await requireUser(ctx, request);
    return { bidders: await listListingBidders(ctx, request.params.id) };
  });
}

