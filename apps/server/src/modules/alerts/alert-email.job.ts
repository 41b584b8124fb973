import { and, eq, isNull, sql } from 'drizzle-orm';
import { ALERT_KIND_LABELS, isEmailedByDefault, type AlertKind } from '@homebid/shared/domain/alert-kinds';
import { preparedPerDatabase } from '../../db/prepared';
import { alerts } from '../../db/schema/alerts';
import { users } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import { emailChoiceSql } from '../notifications/notification-preferences.service';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../notifications/unsubscribe-link';
import { ALERT_EMAIL_JOB } from './record-alert';

/** The alert not yet e-mailed, its user's address and name, and their choice for its kind (null: the default), in one statement. */
const selectAlertToEmail = preparedPerDatabase((db) =>
  db
    .select({ alert: alerts, email: users.email, name: users.name, emailEnabled: emailChoiceSql(alerts.userId, alerts.kind) })
    .from(alerts)
    .innerJoin(users, eq(users.id, alerts.userId))
    .where(and(eq(alerts.id, sql.placeholder('alertId')), isNull(alerts.emailedAt)))
    .prepare('select_alert_to_email'),
);

/**
 * Sends one alert by e-mail, in a background job: a slow or failing mail server never touches the request
 * that caused the alert, and pg-boss retries a failed send with backoff. `emailed_at` makes a retry after
 * a crash between sending and marking send at most one more copy, never a stream of them.
 */
export async function sendAlertEmail(ctx: Pick<AppContext, 'config' | 'db' | 'mailer'>, alertId: number): Promise<void> {
  const [row] = await selectAlertToEmail(ctx.db).execute({ alertId });
  if (!row) return;
  const kind = row.alert.kind as AlertKind;
  // the user may have turned this kind off since the alert was written
  if (!(row.emailEnabled ?? isEmailedByDefault(kind))) return;
  const link = `${ctx.config.publicUrl}${row.alert.link}`;
  const unsubscribe = unsubscribeUrl(ctx.config, row.alert.userId, kind);
  await ctx.mailer.send({
    to: row.email,
    subject: `HomeBid: ${row.alert.title}`,
    // every alert e-mail is a notification the user can turn off: the provider's own unsubscribe button works too
    headers: listUnsubscribeHeaders(ctx.config, row.alert.userId, kind),
    text: [
      `Hi ${row.name},`,
      '',
      row.alert.message,
      '',
      `Open it: ${link}`,
      '',
      `You receive this because e-mails for "${ALERT_KIND_LABELS[kind]}" are on. Turn them off: ${unsubscribe}`,
    ].join('\n'),
  });
  await ctx.db.update(alerts).set({ emailedAt: new Date() }).where(eq(alerts.id, alertId));
}

export function defineAlertEmailJob(ctx: Pick<AppContext, 'config' | 'db' | 'mailer' | 'jobs'>) {
  ctx.jobs.define<{ alertId: number }>({
    name: ALERT_EMAIL_JOB,
    retryLimit: 6,
    retryDelaySeconds: 30,
    retryBackoff: true,
    handler: ({ alertId }) => sendAlertEmail(ctx, Number(alertId)),
  });
}
