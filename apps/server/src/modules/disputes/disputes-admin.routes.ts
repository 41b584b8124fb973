import { OPERATOR_ROLES } from '@homebid/shared/schemas/admin';
import { disputeParamsSchema } from '@homebid/shared/schemas/escrow';
import { adminDisputeDetailSchema, adminDisputePageSchema, adminDisputeQuerySchema } from '@homebid/shared/schemas/support-desk';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireRole } from '../../platform/auth/roles';
import { getAdminDispute, listAdminDisputes } from './dispute-admin-queue';

const tags = ['admin'];

/**
 * The operators' disputes queue (shared/schemas/support-desk.ts): support and admin read it; the decision itself is
 * POST /api/admin/disputes/:id/decision (disputes.routes.ts). Every call reads the caller's role from the database.
 */
export async function registerDisputesAdminRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/admin/disputes',
    {
      schema: {
        tags,
        operationId: 'listDisputeQueue',
        summary: "The disputes queue: open (nearest response deadline first), with HomeBid, or settled, with amounts and both sides' names (support, admin)",
        security: SIGNED_IN,
        querystring: adminDisputeQuerySchema,
        response: { 200: adminDisputePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      return listAdminDisputes(ctx.db, request.query);
    },
  );

  api.get(
    '/admin/disputes/:id',
    {
      schema: {
        tags,
        operationId: 'getDisputeForOperator',
        summary: "A dispute as HomeBid sees it: both sides' accounts, their statements and evidence, and the timeline (support, admin)",
        security: SIGNED_IN,
        params: disputeParamsSchema,
        response: { 200: adminDisputeDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      return getAdminDispute(ctx, request.params.id);
    },
  );
}
