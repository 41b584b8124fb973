import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Alert, AlertPage, AlertsQuery } from '@homebid/shared/schemas/alert';
import type { AlertKind } from '@homebid/shared/domain/alert-kinds';
import { preparedPerDatabase } from '../../db/prepared';
import { alerts } from '../../db/schema/alerts';
import type { AppContext } from '../../platform/context';
import { ALERTS_TOPIC } from './record-alert';

type AlertRow = typeof alerts.$inferSelect;

const toAlert = (row: AlertRow): Alert => ({
  id: Number(row.id),
  kind: row.kind as AlertKind,
  title: row.title,
  message: row.message,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

// the Alerts page's read, prepared once: the page with the count of all the user's alerts on each row
const selectAlertPage = preparedPerDatabase((db) =>
  db
    .select({
      alert: alerts,
      total: sql<number>`(select count(*) from ${alerts} counted where counted.user_id = ${sql.placeholder('userId')})`.mapWith(Number),
    })
    .from(alerts)
    .where(eq(alerts.userId, sql.placeholder('userId')))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('select_alert_page'),
);
const countAlerts = preparedPerDatabase((db) =>
  db.select({ n: count() }).from(alerts).where(eq(alerts.userId, sql.placeholder('userId'))).prepare('count_alerts'),
);

/**
 * One page of the user's alerts, newest first, with their count in the same statement (a page past the last asks for
 * the count alone). Offset paging walks the (user_id, created_at, id) index, so a page costs the offset in index
 * entries, not a sort of all the user's alerts.
 */
export async function listAlerts(ctx: Pick<AppContext, 'db'>, userId: string, query: AlertsQuery): Promise<AlertPage> {
  const rows = await selectAlertPage(ctx.db).execute({ userId, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : Number((await countAlerts(ctx.db).execute({ userId }))[0]?.n ?? 0));
  return { alerts: rows.map((row) => toAlert(row.alert)), total, page: query.page, pageSize: query.pageSize };
}

export async function countUnreadAlerts(ctx: Pick<AppContext, 'db'>, userId: string): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(alerts).where(and(eq(alerts.userId, userId), isNull(alerts.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the given alerts read; ids of other users' alerts are ignored (they match nothing). */
export async function markAlertsRead(ctx: Pick<AppContext, 'db' | 'pubsub'>, userId: string, ids: number[] | 'all'): Promise<number> {
  const marked = await ctx.db
    .update(alerts)
    .set({ readAt: new Date() })
    .where(and(eq(alerts.userId, userId), isNull(alerts.readAt), ids === 'all' ? undefined : inArray(alerts.id, ids)))
    .returning({ id: alerts.id });
  // the user's other tabs and devices update their bell
  if (marked.length) await ctx.pubsub.publish(ALERTS_TOPIC, userId);
  return countUnreadAlerts(ctx, userId);
}
