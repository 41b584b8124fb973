import { z } from 'zod';
import { idParamsSchema } from '@homebid/shared/schemas/common';
import {
  ADMIN_MSG,
  adminUserSchema,
  AUDIT_CSV_MAX_ROWS,
  auditFilterSchema,
  auditPageSchema,
  auditQuerySchema,
  OPERATOR_ROLES,
  operatorMeSchema,
  roleChangeInputSchema,
  stepUpInputSchema,
  stepUpResultSchema,
} from '@homebid/shared/schemas/admin';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireRole, requireStepUp } from '../../platform/auth/roles';
import { OPERATOR_STEP_UP, proveStepUp, readStepUp } from '../../platform/auth/step-up';
import { AppError } from '../../platform/errors';
import { enforceRateLimit } from '../../platform/rate-limits/enforce-rate-limit';
import { exportAuditCsv, listAuditEntries } from './audit-log.service';
import { operatorSource } from './record-audit';
import { changeUserRole } from './user-roles.service';

const tags = ['admin'];
const csvText = z.string();
/** Passwords tried per operator: enough for typos, too few to guess. */
const STEP_UP_RULE = { max: 10, windowMs: 15 * 60_000 };

/**
 * The operator console's foundation (shared/schemas/admin.ts): who the operator is, step-up, roles and the audit
 * log. Every route reads the caller's role from the database; a refusal says nothing of the operation's data.
 */
export async function registerAdminRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/admin/me',
    {
      schema: {
        tags,
        operationId: 'getOperatorMe',
        summary: "The signed-in operator: role, and whether a change may be made without entering the password again (support, admin)",
        security: SIGNED_IN,
        response: { 200: operatorMeSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const operator = await requireRole(ctx, request, OPERATOR_ROLES);
      const stepUp = await readStepUp(ctx, request, OPERATOR_STEP_UP);
      return { id: operator.id, name: operator.name, email: operator.email, role: operator.role, stepUpFresh: stepUp.fresh, stepUpUntil: stepUp.until.toISOString() };
    },
  );

  api.post(
    '/admin/step-up',
    {
      schema: {
        tags,
        operationId: 'stepUpOperator',
        summary: "Enter the password again: the session may make operator changes for the next 15 minutes (support, admin)",
        security: SIGNED_IN,
        body: stepUpInputSchema,
        response: { 200: stepUpResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const operator = await requireRole(ctx, request, OPERATOR_ROLES);
      await enforceRateLimit(ctx, `step-up:${operator.id}`, STEP_UP_RULE);
      const stepUp = await proveStepUp(ctx, request, { password: request.body.password }, OPERATOR_STEP_UP);
      if (!stepUp) throw new AppError('wrong_password', ADMIN_MSG.wrongPassword, 400);
      return { message: ADMIN_MSG.steppedUp, stepUpUntil: stepUp.until.toISOString() };
    },
  );

  api.put(
    '/admin/users/:id/role',
    {
      schema: {
        tags,
        operationId: 'changeUserRole',
        summary: "Change a user's role: user, support or admin, with an optional reason (admin; step-up; audited)",
        security: SIGNED_IN,
        params: idParamsSchema,
        body: roleChangeInputSchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const admin = await requireRole(ctx, request, ['admin']);
      await requireStepUp(ctx, request);
      return changeUserRole(ctx.db, operatorSource(admin, request), request.params.id, request.body);
    },
  );

  api.get(
    '/admin/audit',
    {
      schema: {
        tags,
        operationId: 'listAuditLog',
        summary: 'A page of the audit log, newest first, filtered by actor, action, target and dates (support, admin)',
        security: SIGNED_IN,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      return listAuditEntries(ctx.db, request.query);
    },
  );

  api.get(
    '/admin/audit.csv',
    {
      schema: {
        tags,
        operationId: 'exportAuditLog',
        summary: 'The audit log as a CSV download, with the same filters (support, admin)',
        description: `The newest ${AUDIT_CSV_MAX_ROWS} rows at most; before and after are JSON text.`,
        security: SIGNED_IN,
        querystring: auditFilterSchema,
        produces: ['text/csv'],
        response: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: csvText } } }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      const csv = await exportAuditCsv(ctx.db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="homebid-audit-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
