import { sql } from 'drizzle-orm';
import type { AlertKind } from '@homebid/shared/domain/alert-kinds';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/prepared';
import { enqueueJobsSql, wakeJobOutboxSql } from '../../platform/jobs/enqueue-job';
import { wantsEmailSql } from '../notifications/notification-preferences.service';

export interface NewAlert {
  userId: string;
  kind: AlertKind;
  title: string;
  message: string;
  /** Web app path a click opens, from shared/web-paths.ts (e.g. `viewBiddersPath(listingId)`). */
  link: string;
}

/** The pub/sub topic (a NOTIFY channel) that carries the user id of every new or read alert. */
export const ALERTS_TOPIC = 'alerts';
export const ALERT_EMAIL_JOB = 'alert-email';

/**
 * Writes an alert inside the caller's transaction, so that an event and its alert commit or roll back
 * together. Call it with the transaction (`tx`) of the use case that caused the event.
 *
 * In the same statement: the e-mail job (when the user wants this kind e-mailed) goes to the job outbox,
 * and a NOTIFY on `alerts` carries the user id to every instance's sockets. PostgreSQL (and PGlite)
 * deliver a NOTIFY only when its transaction commits, so a rolled-back event announces nothing.
 * `emailNow: false` leaves the e-mail out (its owner sends it another way). A named statement: one text whatever
 * the alert, planned once per connection rather than at every alert.
 */
export async function recordAlert(tx: Database, alert: NewAlert, options: { emailNow?: boolean } = {}): Promise<{ id: number }> {
  const emailNow = options.emailNow ?? true;
  const { rows } = await executeNamed<{ id: number | string }>(tx, 'record_alert', sql`
    WITH alert AS (
      INSERT INTO alerts (user_id, kind, title, message, link)
      VALUES (${alert.userId}, ${alert.kind}, ${alert.title}, ${alert.message}, ${alert.link})
      RETURNING id
    ), email AS (${enqueueJobsSql(
      ALERT_EMAIL_JOB,
      sql`jsonb_build_object('alertId', alert.id)`,
      sql`alert WHERE ${emailNow} AND ${wantsEmailSql(sql`${alert.userId}`, alert.kind)}`,
    )})
    SELECT alert.id, pg_notify(${ALERTS_TOPIC}, ${alert.userId}), ${wakeJobOutboxSql(sql`email`)} AS woke
    FROM alert`);
  return { id: Number(rows[0]!.id) };
}
