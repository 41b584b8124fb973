import { idParamsSchema } from '@homebid/shared/schemas/common';
import {
  contractMoneySchema,
  ledgerCheckReportSchema,
  operatorOverviewSchema,
  operatorRefundInputSchema,
  operatorRefundResultSchema,
  operatorUserDetailSchema,
  operatorUserPageSchema,
  operatorUserQuerySchema,
} from '@homebid/shared/schemas/operator';
import { OPERATOR_ROLES } from '@homebid/shared/constants/admin';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireRole, requireStepUp } from '../../platform/auth/roles';
import { operatorSource } from '../admin/record-audit';
import { checkLedger } from '../milestone-payments/ledger-check';
import { getContractMoney } from './contract-money.service';
import { getOverview } from './overview.service';
import { refundPayment } from './refund.service';
import { getUserDetail } from './user-detail.service';
import { searchUsers } from './user-search.service';

const tags = ['admin'];

/**
 * The operator console's Overview, Users and Money (shared/schemas/operator.ts). Every route reads the caller's role
 * from the database first: support and admin read; the refund needs an admin with a fresh step-up and is audited.
 * A refusal (401, 403) says nothing of the operation's data.
 */
export async function registerOperatorRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/admin/overview',
    {
      schema: {
        tags,
        operationId: 'getOperatorOverview',
        summary: 'Users, open listings, contracts by state, money in escrow, open disputes and tickets, failed payments, and 30 days of sign-ups, listings and money moved (support, admin)',
        security: SIGNED_IN,
        response: { 200: operatorOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      return getOverview(ctx.db);
    },
  );

  api.get(
    '/admin/users',
    {
      schema: {
        tags,
        operationId: 'searchOperatorUsers',
        summary: 'Search users by name, e-mail or phone, newest first, a page at a time (support, admin)',
        security: SIGNED_IN,
        querystring: operatorUserQuerySchema,
        response: { 200: operatorUserPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      return searchUsers(ctx.db, request.query);
    },
  );

  api.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        operationId: 'getOperatorUser',
        summary: "A user's profile, role and suspension, listings, bids, contracts, payments, tickets, reports, sessions and audit entries (support, admin)",
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: operatorUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      return getUserDetail(ctx.db, request.params.id);
    },
  );

  api.get(
    '/admin/contracts/:id/money',
    {
      schema: {
        tags,
        operationId: 'getContractMoney',
        summary: "A contract's money: milestones with their escrow state, payment attempts with the provider's ids, payouts, refunds and ledger entries (support, admin)",
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: contractMoneySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      return getContractMoney(ctx.db, request.params.id);
    },
  );

  api.post(
    '/admin/ledger-check',
    {
      schema: {
        tags,
        operationId: 'runLedgerCheck',
        summary: "Run ledger:check: the books balance and agree with contracts, payments and escrow; its figures and any mismatch (support, admin; reads only)",
        security: SIGNED_IN,
        response: { 200: ledgerCheckReportSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      return { ...(await checkLedger(ctx.db)), checkedAt: new Date().toISOString() };
    },
  );

  api.post(
    '/admin/payments/:id/refund',
    {
      schema: {
        tags,
        operationId: 'refundPayment',
        summary: 'Refund a completed card payment of a milestone, with a reason: the provider refund, the milestone unpaid again, the ledger reversal (admin; step-up; audited)',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: operatorRefundInputSchema,
        response: { 200: operatorRefundResultSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const admin = await requireRole(ctx, request, ['admin']);
      await requireStepUp(ctx, request);
      return refundPayment(ctx, request.log, operatorSource(admin, request), request.params.id, request.body);
    },
  );
}
