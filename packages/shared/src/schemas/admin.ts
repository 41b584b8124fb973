import { z } from 'zod';
import {
  ADMIN_LIMITS,
  ADMIN_MSG,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_ROLES,
  AUDIT_PAGE,
  AUDIT_TARGET_TYPES,
  OPERATOR_ROLES,
  USER_ROLES,
} from '../constants/admin';
import { isCalendarDate } from './common';

// plain constants live in constants/admin.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/admin';

/**
 * The operator console's API (under /api/admin, signed in; 403 for anyone who is not HomeBid's staff). A change
 * needs a fresh step-up (a sign-in or the password entered within STEP_UP_MINUTES), else 403 'step_up_required'.
 *
 *   GET  /api/admin/me                    -> OperatorMe (support, admin)
 *   POST /api/admin/step-up               StepUpInput -> StepUpResult (support, admin)
 *   PUT  /api/admin/users/:id/role        RoleChangeInput -> AdminUser (admin; step-up; audited)
 *   GET  /api/admin/audit                 AuditQuery -> AuditPage (support, admin)
 *   GET  /api/admin/audit.csv             AuditFilter -> text/csv download (support, admin)
 *   POST /api/admin/disputes/:id/decision DecideDisputeInput -> DisputeView (support, admin; step-up; audited)
 */

export const operatorMeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** Whether a change may be made now without entering the password again. */
  stepUpFresh: z.boolean(),
  /** When the current step-up (the sign-in, or the last password entered) stops counting. */
  stepUpUntil: z.string(),
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;

export const stepUpInputSchema = z.object({
  password: z.string({ error: ADMIN_MSG.passwordRequired }).min(1, ADMIN_MSG.passwordRequired).max(ADMIN_LIMITS.passwordMax, ADMIN_MSG.wrongPassword),
});
export type StepUpInput = z.infer<typeof stepUpInputSchema>;

export const stepUpResultSchema = z.object({ message: z.string(), stepUpUntil: z.string() });
export type StepUpResult = z.infer<typeof stepUpResultSchema>;

const reason = z.string().trim().max(ADMIN_LIMITS.reasonMax, ADMIN_MSG.reasonTooLong).optional();

export const roleChangeInputSchema = z.object({ role: z.enum(USER_ROLES, { error: ADMIN_MSG.roleRequired }), reason });
export type RoleChangeInput = z.infer<typeof roleChangeInputSchema>;

export const adminUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(USER_ROLES) });
export type AdminUser = z.infer<typeof adminUserSchema>;

const calendarDate = z.string().refine(isCalendarDate, ADMIN_MSG.invalidDate);

/** The audit log's filters: all optional, combined with AND. Dates are whole days in UTC, `to` included. */
export const auditFilterSchema = z.object({
  /** An operator's user id, or 'system' for the command line and ADMIN_EMAILS at start. */
  actorId: z.string().trim().min(1).max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().trim().min(1).max(100).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditQuerySchema = auditFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE.maxSize).default(AUDIT_PAGE.defaultSize),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A before/after summary: a few named values, never a whole record. */
const auditSummarySchema = z.record(z.string(), z.unknown());

export const auditEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  actor: z.object({
    /** null: the system (the command line, ADMIN_EMAILS at start). */
    id: z.string().nullable(),
    role: z.enum(AUDIT_ACTOR_ROLES),
    /** The operator's name and e-mail now; null for the system or a deleted user. */
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string() }),
  reason: z.string().nullable(),
  before: auditSummarySchema.nullable(),
  after: auditSummarySchema.nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type AuditPage = z.infer<typeof auditPageSchema>;
