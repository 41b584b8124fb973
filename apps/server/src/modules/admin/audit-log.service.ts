import { and, count, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { AUDIT_CSV_MAX_ROWS } from '@homebid/shared/constants/admin';
import type { AuditEntry, AuditFilter, AuditPage, AuditQuery } from '@homebid/shared/schemas/admin';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { csvLines } from './csv';

const DAY_MS = 86_400_000;
const startOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** The filters as one condition: all of them at once; dates are whole UTC days, `to` included. */
function auditWhere(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actorId === 'system') conditions.push(isNull(auditLog.actorId));
  else if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(auditLog.createdAt, startOfDay(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.createdAt, new Date(startOfDay(filter.to).getTime() + DAY_MS)));
  return and(...conditions);
}

/** The rows matching `filter`, newest first, with the actor's name and e-mail as they are now. */
function selectEntries(db: Database, filter: AuditFilter) {
  return db
    .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .$dynamic();
}

/** An audit row with its actor's name and e-mail, as the console shows it (the audit list, a user's page). */
export const toAuditEntry = ({ entry, actorName, actorEmail }: { entry: typeof auditLog.$inferSelect; actorName: string | null; actorEmail: string | null }): AuditEntry => ({
  id: entry.id,
  createdAt: entry.createdAt.toISOString(),
  actor: { id: entry.actorId, role: entry.actorRole, name: actorName, email: actorEmail },
  action: entry.action,
  target: { type: entry.targetType, id: entry.targetId },
  reason: entry.reason,
  before: entry.before,
  after: entry.after,
  ip: entry.ip,
});

/** A page of the audit log, newest first. */
export async function listAuditEntries(db: Database, query: AuditQuery): Promise<AuditPage> {
  const { page, pageSize, ...filter } = query;
  const [rows, [total]] = await Promise.all([
    selectEntries(db, filter).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(auditWhere(filter)),
  ]);
  return { entries: rows.map(toAuditEntry), total: total?.n ?? 0, page, pageSize };
}

const CSV_HEADER = ['id', 'created_at', 'actor_id', 'actor_name', 'actor_email', 'actor_role', 'action', 'target_type', 'target_id', 'reason', 'before', 'after', 'ip'];

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

/** The audit log matching `filter` as CSV (the newest AUDIT_CSV_MAX_ROWS rows at most), a header line first. */
export async function exportAuditCsv(db: Database, filter: AuditFilter): Promise<string> {
  const rows = await selectEntries(db, filter).limit(AUDIT_CSV_MAX_ROWS);
  return csvLines([
    CSV_HEADER,
    ...rows.map(({ entry, actorName, actorEmail }) => [
      entry.id,
      entry.createdAt.toISOString(),
      entry.actorId,
      actorName,
      actorEmail,
      entry.actorRole,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.reason,
      json(entry.before),
      json(entry.after),
      entry.ip,
    ]),
  ]);
}
