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
import { errorResponses, SIGNED_IN, uploadForm } from '../../platform/api-docs';
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
  api.post(
    '/bids/uploads',
    {
      schema: {
        tags,
        operationId: 'uploadBidFile',
        summary: 'Upload an attachment for a bid',
        description: "Multipart with one file field 'file', smaller than 10 MB; its id goes into the bid's attachment.",
        ...uploadForm('required'),
        security: SIGNED_IN,
        response: { 200: bidUploadSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await limitUploads(ctx, user.id);
      const form = await readUploadForm(request, { maxBytes: BID_UPLOAD_MAX_BYTES, tooLargeMessage: 'The file must be smaller than 10MB.' });
      return uploadBidFile(ctx, user.id, form);
    },
  );

  api.post(
    '/listings/:id/bids',
    {
      schema: {
        tags,
        operationId: 'placeBid',
        summary: 'Bid on an open listing of someone else (contractors and suppliers)',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: bidInputSchema,
        response: { 201: bidSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      return reply.status(201).send(await placeBid(ctx, user.id, request.params.id, request.body));
    },
  );

  api.get(
    '/listings/:id/bids/mine',
    {
      schema: {
        tags,
        operationId: 'getMyBidOnListing',
        summary: "The signed-in user's bid on a listing",
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: bidSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getMyBidOnListing(ctx, user.id, request.params.id);
    },
  );

  api.get(
    '/listings/:id/bids',
    {
      schema: {
        tags,
        operationId: 'listListingBids',
        summary: 'The bids on my listing',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: listingBidsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return listListingBids(ctx, user.id, request.params.id);
    },
  );

  api.get(
    '/bids/mine',
    {
      schema: {
        tags,
        operationId: 'listMyBids',
        summary: 'My Bids: the bids of the signed-in user',
        security: SIGNED_IN,
        response: { 200: myBidListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { items: await listMyBids(ctx, user.id) };
    },
  );

  api.get(
    '/bids/:id',
    {
      schema: {
        tags,
        operationId: 'getBid',
        summary: 'A bid, for its bidder or the poster of its listing',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: bidSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getVisibleBid(ctx, user.id, request.params.id);
    },
  );

  api.put(
    '/bids/:id',
    {
      schema: {
        tags,
        operationId: 'updateBid',
        summary: 'Edit my bid (submitted or declined); it is submitted again',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: bidInputSchema,
        response: { 200: bidSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return updateBid(ctx, user.id, request.params.id, request.body);
    },
  );

  api.delete(
    '/bids/:id',
    {
      schema: {
        tags,
        operationId: 'deleteBid',
        summary: 'Remove my bid (submitted or declined)',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await deleteBid(ctx, user.id, request.params.id);
      return { message: BID_MSG.deleted };
    },
  );

  api.post(
    '/bids/:id/decline',
    {
      schema: {
        tags,
        operationId: 'declineBid',
        summary: 'Decline a bid on my listing, with a reason',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: bidDeclineSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await declineBid(ctx, user.id, request.params.id, request.body);
      return { message: BID_MSG.declined };
    },
  );

  api.post(
    '/bids/:id/hire',
    {
      schema: {
        tags,
        operationId: 'hireBid',
        summary: 'Hire a bidder: the contract offer is sent',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: contractSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { message: BID_MSG.hired, contract: await hireBid(ctx, user.id, request.params.id) };
    },
  );

  api.get(
    '/bids/:id/contract',
    {
      schema: {
        tags,
        operationId: 'getBidContract',
        summary: 'The contract of a bid, for its poster or bidder',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: contractDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getContractOfBid(ctx, user.id, request.params.id);
    },
  );
}
