import { and, eq, isNull, sql } from 'drizzle-orm';
import { ALERT_KIND_LABELS, isEmailedByDefault, type AlertKind } from '@homebid/shared/domain/alert-kinds';
import { preparedPerDatabase, valuePlaceholder } from '../../db/prepared';
import { alerts } from '../../db/schema/alerts';
import { users } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import type { EmailMessage } from '../../platform/messaging/messaging';
import { emailChoiceSql } from '../notifications/notification-preferences.service';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../notifications/unsubscribe-link';
import { ALERT_EMAIL_JOB } from './record-alert';

/** How many alerts one run of the job e-mails: the batch shares the queue's fetch and completion, one read and one mark. */
const ALERT_EMAIL_BATCH = 50;
/** How many of a batch's e-mails are sent at a time. */
const SENDS_AT_ONCE = 5;

/** The alerts not yet e-mailed, each with its user's address and name and their choice for its kind (null: the default), in one statement. */
const selectAlertsToEmail = preparedPerDatabase((db) =>
  db
    .select({ alert: alerts, email: users.email, name: users.name, emailEnabled: emailChoiceSql(alerts.userId, alerts.kind) })
    .from(alerts)
    .innerJoin(users, eq(users.id, alerts.userId))
    .where(and(sql`${alerts.id} = ANY(${sql.placeholder('alertIds')}::bigint[])`, isNull(alerts.emailedAt)))
    .prepare('select_alerts_to_email'),
);

/** The batch's sent alerts marked e-mailed: one statement text whatever their number (an array), prepared once. */
const markEmailed = preparedPerDatabase((db) =>
  db
    .update(alerts)
    .set({ emailedAt: valuePlaceholder<Date>('now') })
    .where(sql`${alerts.id} = ANY(${sql.placeholder('alertIds')}::bigint[])`)
    .prepare('mark_alerts_emailed'),
);

type AlertToEmail = Awaited<ReturnType<ReturnType<typeof selectAlertsToEmail>['execute']>>[number];

function alertEmail(ctx: Pick<AppContext, 'config'>, row: AlertToEmail): EmailMessage {
  const kind = row.alert.kind as AlertKind;
  const link = `${ctx.config.publicUrl}${row.alert.link}`;
  const unsubscribe = unsubscribeUrl(ctx.config, row.alert.userId, kind);
  return {
    to: row.email,
    subject: `HomeBid: ${row.alert.title}`,
    // every alert e-mail is a notification the user can turn off: the provider's own unsubscribe button works too
    headers: listUnsubscribeHeaders(ctx.config, unsubscribe, kind),
    text: [
      `Hi ${row.name},`,
      '',
      row.alert.message,
      '',
      `Open it: ${link}`,
      '',
      `You receive this because e-mails for "${ALERT_KIND_LABELS[kind]}" are on. Turn them off: ${unsubscribe}`,
    ].join('\n'),
  };
}

/**
 * Sends alerts by e-mail, in a background job: a slow or failing mail server never touches the request that
 * caused an alert, and pg-boss retries a failed send with backoff, alert by alert. `emailed_at`, set for the
 * batch's sent alerts once they are all tried, makes a retry after a crash between sending and marking send at
 * most one more copy of each, never a stream of them. Resolves with the failed sends by their index in `alertIds`.
 */
export async function sendAlertEmails(ctx: Pick<AppContext, 'config' | 'db' | 'mailer'>, alertIds: number[]): Promise<Map<number, unknown>> {
  const rows = new Map((await selectAlertsToEmail(ctx.db).execute({ alertIds })).map((row) => [row.alert.id, row]));
  const failures = new Map<number, unknown>();
  const sent: number[] = [];
  // sent already, or the user turned this kind off since the alert was written: not sent
  const due = [...alertIds.entries()].flatMap(([index, alertId]) => {
    const row = rows.get(alertId);
    return row && (row.emailEnabled ?? isEmailedByDefault(row.alert.kind as AlertKind)) ? [{ index, alertId, row }] : [];
  });
  // a few sends side by side: a mail server's connections are not all taken by one batch, and the built-in outbox
  // stores the e-mails sent together in one statement
  const sendNext = async () => {
    for (let next = due.shift(); next; next = due.shift()) {
      try {
        await ctx.mailer.send(alertEmail(ctx, next.row));
        sent.push(next.alertId);
      } catch (error) {
        failures.set(next.index, error);
      }
    }
  };
  await Promise.all(Array.from({ length: SENDS_AT_ONCE }, sendNext));
  if (sent.length) await markEmailed(ctx.db).execute({ alertIds: sent, now: new Date() });
  return failures;
}

export function defineAlertEmailJob(ctx: Pick<AppContext, 'config' | 'db' | 'mailer' | 'jobs'>) {
  ctx.jobs.defineBatch<{ alertId: number }>({
    name: ALERT_EMAIL_JOB,
    batchSize: ALERT_EMAIL_BATCH,
    retryLimit: 6,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // a sent e-mail is recorded on its alert (emailed_at); kept jobs would only slow every fetch of the queue
    forgetDone: true,
    batchHandler: (batch) => sendAlertEmails(ctx, batch.map(({ alertId }) => Number(alertId))),
  });
}
