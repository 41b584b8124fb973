import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditActorRole, AuditTargetType } from '@homebid/shared/constants/admin';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import type { Operator } from '../../platform/auth/roles';

/** Who acted: an operator with the role they held, or the system (no user id). */
export interface AuditActor {
  id: string | null;
  role: AuditActorRole;
}

/** The command line and ADMIN_EMAILS at start. */
export const SYSTEM_ACTOR: AuditActor = { id: null, role: 'system' };

/** Who acts and from which address: what a use case needs to write its audit row. */
export interface AuditSource {
  actor: AuditActor;
  /** The request's client address; null off HTTP. */
  ip: string | null;
}

export const SYSTEM_SOURCE: AuditSource = { actor: SYSTEM_ACTOR, ip: null };

/** The audit source of an operator's request (request.ip follows TRUST_PROXY). */
export const operatorSource = (operator: Operator, request: FastifyRequest): AuditSource => ({ actor: { id: operator.id, role: operator.role }, ip: request.ip });

export interface AuditRecord extends AuditSource {
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  reason?: string | null;
  /** Small summaries of what changed (a state, a role, amounts in cents), never whole records. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one row of the audit log. Call it with the action's own transaction, so the action and its record commit
 * or roll back together; the table refuses any later change (0022).
 */
export async function recordAudit(tx: Database, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actor.id,
    actorRole: record.actor.role,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    reason: record.reason?.trim() || null,
    before: record.before ?? null,
    after: record.after ?? null,
    ip: record.ip,
  });
}
