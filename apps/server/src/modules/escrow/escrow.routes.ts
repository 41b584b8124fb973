import { idParamsSchema } from '@homebid/shared/schemas/common';
import { contractEscrowSchema, escrowActionResultSchema, requestChangesInputSchema } from '@homebid/shared/schemas/escrow';
import { milestonePathSchema } from '@homebid/shared/schemas/milestone-payment';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { refundMilestone, releaseMilestone, requestChanges } from './escrow-actions.service';
import { defineEscrowJobs } from './escrow.jobs';
import { getContractEscrow } from './escrow-view';

const tags = ['escrow'];

/**
 * Escrow: a contract's held money and milestone states, release, request changes, refund (shared/schemas/escrow.ts).
 * Funding is the milestone-payments module's ('fund'), submission the contracts module's Mark as Done; the payout
 * webhooks are given to the payment-webhooks module in modules/index.ts.
 */
export async function registerEscrowRoutes(api: ApiInstance, ctx: AppContext) {
  defineEscrowJobs(ctx, api.log);

  api.get(
    '/contracts/:id/escrow',
    {
      schema: {
        tags,
        operationId: 'getContractEscrow',
        summary: "A contract's escrow: each milestone's state, the money held, released and refunded, and its disputes",
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: contractEscrowSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getContractEscrow(ctx, user.id, request.params.id);
    },
  );

  api.post(
    '/contracts/:id/milestones/:position/release',
    {
      schema: {
        tags,
        operationId: 'releaseMilestone',
        summary: "Approve & Release: pay a funded milestone's held money to the seller (the poster)",
        security: SIGNED_IN,
        params: milestonePathSchema,
        response: { 200: escrowActionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return releaseMilestone(ctx, request.log, user.id, request.params.id, request.params.position);
    },
  );

  api.post(
    '/contracts/:id/milestones/:position/request-changes',
    {
      schema: {
        tags,
        operationId: 'requestMilestoneChanges',
        summary: 'Request Changes on a submitted milestone, with what to change (the poster)',
        security: SIGNED_IN,
        params: milestonePathSchema,
        body: requestChangesInputSchema,
        response: { 200: escrowActionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return requestChanges(ctx, user.id, request.params.id, request.params.position, request.body.message);
    },
  );

  api.post(
    '/contracts/:id/milestones/:position/refund',
    {
      schema: {
        tags,
        operationId: 'refundMilestone',
        summary: "Refund a funded milestone's held money to the poster (the seller)",
        security: SIGNED_IN,
        params: milestonePathSchema,
        response: { 200: escrowActionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return refundMilestone(ctx, request.log, user.id, request.params.id, request.params.position);
    },
  );
}
