import { sql, type SQL } from 'drizzle-orm';
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
 * Alerts as parts of a statement: `with` its WITH entries (`insert`, an INSERT INTO alerts of one or more rows of
 * `kind`, and the e-mail job of each in the job outbox when its user wants this kind e-mailed), `select` what the
 * statement selects (each alert's id, a NOTIFY on `alerts` with its user id, the outbox pump's wake-up). recordAlert
 * runs them as a statement of their own; a use case that writes other rows in one statement (db/write-together.ts)
 * adds them to it. PostgreSQL (and PGlite) deliver a NOTIFY only when its transaction commits, so a rolled-back event
 * announces nothing. `emailNow: false` leaves the e-mails out (their owner sends them another way).
 */
function alertsStatementParts(insert: SQL, kind: AlertKind, options: { emailNow?: boolean } = {}): { with: SQL; select: SQL } {
  const emailNow = options.emailNow ?? true;
  return {
    with: sql`alert AS (${insert} RETURNING id, user_id), email AS (${enqueueJobsSql(
      ALERT_EMAIL_JOB,
      sql`jsonb_build_object('alertId', alert.id)`,
      sql`alert WHERE ${emailNow} AND ${wantsEmailSql(sql`alert.user_id`, kind)}`,
    )})`,
    select: sql`alert.id, pg_notify(${ALERTS_TOPIC}, alert.user_id), ${wakeJobOutboxSql(sql`email`)} AS woke FROM alert`,
  };
}

/** One alert as parts of a statement (alertsStatementParts). */
export const alertStatementParts = (alert: NewAlert, options: { emailNow?: boolean } = {}) =>
  alertsStatementParts(
    sql`INSERT INTO alerts (user_id, kind, title, message, link) VALUES (${alert.userId}, ${alert.kind}, ${alert.title}, ${alert.message}, ${alert.link})`,
    alert.kind,
    options,
  );

/**
 * Writes an alert inside the caller's transaction, so that an event and its alert commit or roll back
 * together. Call it with the transaction (`tx`) of the use case that caused the event. A named statement: one text
 * whatever the alert, planned once per connection rather than at every alert.
 */
export async function recordAlert(tx: Database, alert: NewAlert, options: { emailNow?: boolean } = {}): Promise<{ id: number }> {
  const parts = alertStatementParts(alert, options);
  const { rows } = await executeNamed<{ id: number | string }>(tx, 'record_alert', sql`WITH ${parts.with} SELECT ${parts.select}`);
  return { id: Number(rows[0]!.id) };
}

/**
 * Alerts of one kind whose rows (user_id, kind, title, message, link) `rows` selects, e.g. from a contract's sides,
 * written as recordAlert writes one: in the caller's transaction, one named statement (`name` unique to its text).
 */
export async function recordAlertsFrom(tx: Database, name: string, rows: SQL, kind: AlertKind): Promise<void> {
  const parts = alertsStatementParts(sql`INSERT INTO alerts (user_id, kind, title, message, link) ${rows}`, kind);
  await executeNamed(tx, name, sql`WITH ${parts.with} SELECT ${parts.select}`);
}
