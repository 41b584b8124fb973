import { sql } from 'drizzle-orm';
import type { OperatorUserDetail } from '@homebid/shared/schemas/operator';
import type { Database } from '../../db/client';
import { rowsOf } from './sql-rows';

interface ReportRow {
  id: string;
  target_type: string;
  target_id: string;
  reason: string;
  state: string;
  reporter_id: string | null;
  created_at: Date | string;
  total: string;
}

/**
 * Users' reports of this user, their listings or their messages (reports.target_user_id: whom the target belongs
 * to), newest first. Read with SQL: the moderation module owns the table (0023).
 */
export async function listReportsAbout(db: Database, userId: string, limit: number): Promise<OperatorUserDetail['reports']> {
  const rows = rowsOf<ReportRow>(
    await db.execute(sql`
      SELECT id::text, target_type, target_id, reason, state, reporter_id, created_at, count(*) OVER () AS total
      FROM reports WHERE target_user_id = ${userId}
      ORDER BY created_at DESC, id DESC LIMIT ${limit}`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      targetType: r.target_type,
      targetId: r.target_id,
      reason: r.reason,
      status: r.state,
      reporterId: r.reporter_id,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
