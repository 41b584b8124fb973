import { desc, eq, sql } from 'drizzle-orm';
import type { AuditEntry } from '@homebid/shared/schemas/admin';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { toAuditEntry } from '../admin/audit-log.service';

/**
 * Audit rows about a user: the user themself, and what is theirs (listings, certificates, tickets, reports about them,
 * the payments and disputes of their contracts).
 */
const aboutUser = (userId: string) => sql`(
  (${auditLog.targetType} = 'user' AND ${auditLog.targetId} = ${userId})
  OR (${auditLog.targetType} = 'listing' AND ${auditLog.targetId} IN (SELECT id::text FROM listings WHERE poster_id = ${userId}))
  OR (${auditLog.targetType} = 'certificate' AND ${auditLog.targetId} IN (SELECT id FROM certificates WHERE user_id = ${userId}))
  OR (${auditLog.targetType} = 'ticket' AND ${auditLog.targetId} IN (SELECT id::text FROM support_tickets WHERE user_id = ${userId}))
  OR (${auditLog.targetType} = 'report' AND ${auditLog.targetId} IN (SELECT id::text FROM reports WHERE target_user_id = ${userId}))
  OR (${auditLog.targetType} IN ('payment', 'dispute') AND ${auditLog.targetId} IN (
    SELECT p.id::text FROM milestone_payments p JOIN contracts c ON c.id = p.contract_id WHERE c.poster_id = ${userId} OR c.bidder_id = ${userId}
    UNION ALL
    SELECT d.id::text FROM disputes d JOIN contracts c ON c.id = d.contract_id WHERE c.poster_id = ${userId} OR c.bidder_id = ${userId}
  ))
)`;

/** The newest `limit` audit entries about the user, with the actor's name and e-mail as they are now, and the total. */
export async function listAuditAbout(db: Database, userId: string, limit: number): Promise<{ items: AuditEntry[]; total: number }> {
  const rows = await db
    .select({ entry: auditLog, actorName: users.name, actorEmail: users.email, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(aboutUser(userId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(toAuditEntry),
  };
}
