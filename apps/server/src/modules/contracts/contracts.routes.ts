import { idParamsSchema, messageResponseSchema } from '@homebid/shared/schemas/common';
import { CONTRACT_MSG, contractDetailSchema, contractSavedResponseSchema } from '@homebid/shared/schemas/contract';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { acceptContract, getContract, getContractOfListing, withdrawContract } from './contracts.service';

const tags = ['contracts'];

/** Contracts: read, accept, withdraw (see shared/schemas/contract.ts). */
export async function registerContractsRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/contracts/:id',
    {
      schema: {
        tags,
        operationId: 'getContract',
        summary: 'A contract, for its poster or bidder',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: contractDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getContract(ctx, user.id, request.params.id);
    },
  );

  api.get(
    '/listings/:id/contract',
    {
      schema: {
        tags,
        operationId: 'getListingContract',
        summary: 'The contract of a listing, for its poster or bidder',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: contractDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getContractOfListing(ctx, user.id, request.params.id);
    },
  );

  api.post(
    '/contracts/:id/accept',
    {
      schema: {
        tags,
        operationId: 'acceptContract',
        summary: 'Accept the contract offer (the bidder)',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: contractSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { message: CONTRACT_MSG.accepted, contract: await acceptContract(ctx, user.id, request.params.id) };
    },
  );

  api.post(
    '/contracts/:id/withdraw',
    {
      schema: {
        tags,
        operationId: 'withdrawContract',
        summary: 'Withdraw from a contract before anything is paid',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await withdrawContract(ctx, user.id, request.params.id);
      return { message: CONTRACT_MSG.withdrawn };
    },
  );
}
