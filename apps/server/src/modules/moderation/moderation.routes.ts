import type { FastifyRequest } from 'fastify';
import { idParamsSchema } from '@homebid/shared/schemas/common';
import { OPERATOR_ROLES, type OperatorRole } from '@homebid/shared/constants/admin';
import { certificateReviewInputSchema, operatorCertificateSchema } from '@homebid/shared/schemas/operator';
import {
  adminListingPageSchema,
  adminListingsQuerySchema,
  adminReportPageSchema,
  adminReportsQuerySchema,
  hideListingInputSchema,
  listingModerationSchema,
  MODERATION_LIMITS,
  MODERATION_MSG,
  reportCreatedSchema,
  reportDecisionInputSchema,
  reportDecisionResultSchema,
  reportInputSchema,
  suspendInputSchema,
  unhideListingInputSchema,
  unsuspendInputSchema,
  userSuspensionSchema,
} from '@homebid/shared/schemas/moderation';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireRole, requireStepUp } from '../../platform/auth/roles';
import { requireUser } from '../../platform/auth/session';
import { enforceRateLimit } from '../../platform/rate-limits/enforce-rate-limit';
import { reviewCertificate } from '../admin/certificate-review.service';
import { operatorSource } from '../admin/record-audit';
import { searchAdminListings } from './admin-listings.service';
import { hideListing, unhideListing } from './listing-hiding.service';
import { createReport, decideReport, listReports } from './reports.service';
import { suspendUser, unsuspendUser } from './suspensions.service';

const REPORT_RULE = { max: MODERATION_LIMITS.reportsPerHour, windowMs: 60 * 60_000 };

/**
 * Moderation (shared/schemas/moderation.ts): users' reports, and the operators' suspensions, listing search, hidden
 * listings, report decisions and certificate reviews (shared/schemas/operator.ts). An operator route checks the caller's role before its input is even validated (a refused caller
 * learns nothing of it) and again when it runs; a change needs a fresh step-up and writes its audit row.
 */
export async function registerModerationRoutes(api: ApiInstance, ctx: AppContext) {
  const allow = (roles: readonly OperatorRole[]) => async (request: FastifyRequest) => void (await requireRole(ctx, request, roles));
  /** The operator, checked again as the route runs, and the step-up its change needs. */
  const operatorChanging = async (request: FastifyRequest, roles: readonly OperatorRole[]) => {
    const operator = await requireRole(ctx, request, roles);
    await requireStepUp(ctx, request);
    return { operator, source: operatorSource(operator, request) };
  };

  api.post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        operationId: 'createReport',
        summary: "Report a listing, a user or a chat message ('Scam or fraud', 'Inappropriate', 'Spam', 'Asking to pay outside HomeBid', 'Other')",
        description: 'Not on oneself or one\'s own things; a message only by a member of its chat; one open report per target.',
        security: SIGNED_IN,
        body: reportInputSchema,
        response: { 201: reportCreatedSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      await enforceRateLimit(ctx, `report:${user.id}`, REPORT_RULE, MODERATION_MSG.reportRateLimited);
      return reply.status(201).send(await createReport(ctx.db, user.id, request.body));
    },
  );

  api.post(
    '/admin/users/:id/suspend',
    {
      preValidation: allow(['admin']),
      schema: {
        tags: ['admin'],
        operationId: 'suspendUser',
        summary: 'Suspend a user until a date or indefinitely: their sessions end everywhere, their listings and bids stop showing (admin; step-up; audited)',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: suspendInputSchema,
        response: { 200: userSuspensionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { source } = await operatorChanging(request, ['admin']);
      return suspendUser(ctx, source, request.params.id, request.body);
    },
  );

  api.post(
    '/admin/users/:id/unsuspend',
    {
      preValidation: allow(['admin']),
      schema: {
        tags: ['admin'],
        operationId: 'unsuspendUser',
        summary: 'Lift a suspension: the user may sign in again and their listings and bids show again (admin; step-up; audited)',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: unsuspendInputSchema,
        response: { 200: userSuspensionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { source } = await operatorChanging(request, ['admin']);
      return unsuspendUser(ctx.db, source, request.params.id, request.body);
    },
  );

  api.post(
    '/admin/listings/:id/hide',
    {
      preValidation: allow(['admin']),
      schema: {
        tags: ['admin'],
        operationId: 'hideListing',
        summary: "Hide a listing with a reason: others no longer find it, its owner sees 'Hidden by HomeBid: <reason>' (admin; step-up; audited)",
        security: SIGNED_IN,
        params: idParamsSchema,
        body: hideListingInputSchema,
        response: { 200: listingModerationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { source } = await operatorChanging(request, ['admin']);
      return hideListing(ctx.db, source, request.params.id, request.body);
    },
  );

  api.post(
    '/admin/listings/:id/unhide',
    {
      preValidation: allow(['admin']),
      schema: {
        tags: ['admin'],
        operationId: 'unhideListing',
        summary: 'Show a hidden listing again (admin; step-up; audited)',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: unhideListingInputSchema.nullish(),
        response: { 200: listingModerationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { source } = await operatorChanging(request, ['admin']);
      return unhideListing(ctx.db, source, request.params.id, request.body ?? {});
    },
  );

  api.get(
    '/admin/listings',
    {
      preValidation: allow(OPERATOR_ROLES),
      schema: {
        tags: ['admin'],
        operationId: 'listAdminListings',
        summary: "Search every listing (hidden ones too) by title or description words, its id, or its owner's name or e-mail; filter by hidden; newest first (support, admin)",
        security: SIGNED_IN,
        querystring: adminListingsQuerySchema,
        response: { 200: adminListingPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      return searchAdminListings(ctx.db, request.query);
    },
  );

  api.post(
    '/admin/certificates/:id/review',
    {
      preValidation: allow(['admin']),
      schema: {
        tags: ['admin'],
        operationId: 'reviewCertificate',
        summary: 'Mark a certificate as reviewed, once; a note for the audit log is optional (admin; step-up; audited)',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: certificateReviewInputSchema.nullish(),
        response: { 200: operatorCertificateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { source } = await operatorChanging(request, ['admin']);
      return reviewCertificate(ctx.db, source, request.params.id, request.body?.reason);
    },
  );

  api.get(
    '/admin/reports',
    {
      preValidation: allow(OPERATOR_ROLES),
      schema: {
        tags: ['admin'],
        operationId: 'listReports',
        summary: 'The reports queue: open ones oldest first, or handled ones, with what each target is now (support, admin)',
        security: SIGNED_IN,
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      return listReports(ctx.db, request.query);
    },
  );

  api.post(
    '/admin/reports/:id/decision',
    {
      preValidation: allow(OPERATOR_ROLES),
      schema: {
        tags: ['admin'],
        operationId: 'decideReport',
        summary: "Decide a report: hide the listing, suspend the user (admin only) or dismiss; the target's open reports are handled and their reporters alerted (support, admin; step-up; audited)",
        security: SIGNED_IN,
        params: idParamsSchema,
        body: reportDecisionInputSchema,
        response: { 200: reportDecisionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const decider = await operatorChanging(request, OPERATOR_ROLES);
      return decideReport(ctx, decider, request.params.id, request.body);
    },
  );
}
