import { and, eq, isNull } from 'drizzle-orm';
import { ALERT_KIND_LABELS, type AlertKind } from '@homebid/shared/domain/alert-kinds';
import { alerts } from '../../db/schema/alerts';
import { users } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import { isEmailEnabled } from '../notifications/notification-preferences.service';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../notifications/unsubscribe-link';
import { ALERT_EMAIL_JOB } from './record-alert';

/**
 * Sends one alert by e-mail, in a background job: a slow or failing mail server never touches the request
 * that caused the alert, and pg-boss retries a failed send with backoff. `emailed_at` makes a retry after
 * a crash between sending and marking send at most one more copy, never a stream of them.
 */
export async function sendAlertEmail(ctx: Pick<AppContext, 'config' | 'db' | 'mailer'>, alertId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ alert: alerts, email: users.email, name: users.name })
    .from(alerts)
    .innerJoin(users, eq(users.id, alerts.userId))
    .where(and(eq(alerts.id, alertId), isNull(alerts.emailedAt)));
  if (!row) return;
  const kind = row.alert.kind as AlertKind;
  // the user may have turned this kind off since the alert was written
  if (!(await isEmailEnabled(ctx.db, row.alert.userId, kind))) return;
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
