import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ALERT_KIND_LABELS, ALERT_KINDS, isEmailedByDefault, type AlertKind } from '@homebid/shared/domain/alert-kinds';
import type { NotificationPreference } from '@homebid/shared/schemas/notifications';
import type { Database } from '../../db/client';
import { notificationPreferences } from '../../db/schema/notifications';

/** Every kind with the user's choice, or the kind's default when the user never chose. */
export async function listNotificationPreferences(db: Database, userId: string): Promise<NotificationPreference[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.kind, r.emailEnabled]));
  return ALERT_KINDS.map((kind) => ({ kind, label: ALERT_KIND_LABELS[kind], emailEnabled: chosen.get(kind) ?? isEmailedByDefault(kind) }));
}

export async function setEmailPreference(db: Database, userId: string, kind: AlertKind, emailEnabled: boolean): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, emailEnabled })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { emailEnabled, updatedAt: new Date() } });
}

/**
 * Turns a kind off for the user an unsubscribe link names. The link outlives its e-mail: when that user no
 * longer exists there is nothing to turn off (and nothing will be sent), so the insert takes its user from
 * `users` instead of failing on the foreign key.
 */
export async function turnOffEmail(db: Database, userId: string, kind: AlertKind): Promise<void> {
  // a repeated POST (providers may retry) matches no row to update and changes nothing
  await db.execute(sql`
    INSERT INTO notification_preferences (user_id, kind, email_enabled)
    SELECT id, ${kind}, false FROM users WHERE id = ${userId}
    ON CONFLICT (user_id, kind) DO UPDATE SET email_enabled = false, updated_at = now() WHERE notification_preferences.email_enabled`);
}

/** SQL: the user's own choice of e-mails for the alert kind, or null when they made none (then isEmailedByDefault). */
export const emailChoiceSql = (userId: SQL | AnyColumn, kind: SQL | AnyColumn) =>
  sql<boolean | null>`(select ${notificationPreferences.emailEnabled} from ${notificationPreferences} where ${notificationPreferences.userId} = ${userId} and ${notificationPreferences.kind} = ${kind})`;

/** SQL true when the user wants alerts of `kind` e-mailed: their choice, or the kind's default (isEmailEnabled in a statement). */
export const wantsEmailSql = (userId: SQL | AnyColumn, kind: AlertKind) => sql<boolean>`coalesce(${emailChoiceSql(userId, sql`${kind}`)}, ${isEmailedByDefault(kind)})`;

export async function isEmailEnabled(db: Database, userId: string, kind: AlertKind): Promise<boolean> {
  const [row] = await db
    .select({ emailEnabled: notificationPreferences.emailEnabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row?.emailEnabled ?? isEmailedByDefault(kind);
}
