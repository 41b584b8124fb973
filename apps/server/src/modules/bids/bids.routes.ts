import { idParamsSchema, messageResponseSchema } from '@homebid/shared/schemas/common';
import {
  BID_MSG,
  BID_UPLOAD_MAX_BYTES,
  bidDeclineSchema,
  bidInputSchema,
  bidSavedResponseSchema,
  bidSchema,
  bidUploadSchema,
  listingBidsSchema,
  myBidListSchema,
} from '@homebid/shared/schemas/bid';
import { contractDetailSchema, contractSavedResponseSchema } from '@homebid/shared/schemas/contract';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { requireUser } from '../../platform/auth/session';
import { readUploadForm } from '../uploads/read-upload';
import { getContractOfBid } from '../contracts/contracts.service';
import { declineBid, hireBid } from './bid-decisions.service';
import { listListingBids, listMyBids } from './bid-lists.service';
import { uploadBidFile } from './bid-uploads.service';
import { deleteBid, getMyBidOnListing, getVisibleBid, placeBid, updateBid } from './bids.service';
import { limitUploads } from '../uploads/upload-rate-limit';

const tags = ['bids'];

/** Bids: place, update, delete, my bids, view bidders, decline, hire (see shared/schemas/bid.ts). */
export async function registerBidsRoutes(api: ApiInstance, ctx: AppContext) {
  api.post('/bids/uploads', { schema: { tags, consumes: ['multipart/form-data'], response: { 200: bidUploadSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await limitUploads(ctx, user.id);
    const form = await readUploadForm(request, { maxBytes: BID_UPLOAD_MAX_BYTES, tooLargeMessage: 'The file must be smaller than 10MB.' });
    return uploadBidFile(ctx, user.id, form);
  });

  api.post('/listings/:id/bids', { schema: { tags, params: idParamsSchema, body: bidInputSchema, response: { 201: bidSavedResponseSchema } } }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    return reply.status(201).send(await placeBid(ctx, user.id, request.params.id, request.body));
  });

  api.get('/listings/:id/bids/mine', { schema: { tags, params: idParamsSchema, response: { 200: bidSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return getMyBidOnListing(ctx, user.id, request.params.id);
  });

  api.get('/listings/:id/bids', { schema: { tags, params: idParamsSchema, response: { 200: listingBidsSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return listListingBids(ctx, user.id, request.params.id);
  });

  api.get('/bids/mine', { schema: { tags, response: { 200: myBidListSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return { items: await listMyBids(ctx, user.id) };
  });

  api.get('/bids/:id', { schema: { tags, params: idParamsSchema, response: { 200: bidSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return getVisibleBid(ctx, user.id, request.params.id);
  });

  api.put('/bids/:id', { schema: { tags, params: idParamsSchema, body: bidInputSchema, response: { 200: bidSavedResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return updateBid(ctx, user.id, request.params.id, request.body);
  });

  api.delete('/bids/:id', { schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await deleteBid(ctx, user.id, request.params.id);
    return { message: BID_MSG.deleted };
  });

  api.post('/bids/:id/decline', { schema: { tags, params: idParamsSchema, body: bidDeclineSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await declineBid(ctx, user.id, request.params.id, request.body);
    return { message: BID_MSG.declined };
  });

  api.post('/bids/:id/hire', { schema: { tags, params: idParamsSchema, response: { 200: contractSavedResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return { message: BID_MSG.hired, contract: await hireBid(ctx, user.id, request.params.id) };
  });

  api.get('/bids/:id/contract', { schema: { tags, params: idParamsSchema, response: { 200: contractDetailSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return getContractOfBid(ctx, user.id, request.params.id);
  });
}
