import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import type { TestUser } from '../factories';

/** An e-mail an instance handed to its mailer: which instance sent it, to whom, about what. */
export interface SentMail {
  instance: string;
  to: string;
  subject: string;
}

/**
 * Notes every e-mail `app` sends in `sent`, under `instance`, then sends it through the app's own mailer (the
 * dev outbox): the jobs read `ctx.mailer` at each send, so this shows which instance of a fleet ran a job.
 */
export function recordMailOf(app: App, instance: string, sent: SentMail[]) {
  const real = app.ctx.mailer;
  app.ctx.mailer = {
    async send(message) {
      sent.push({ instance, to: message.to, subject: message.subject });
      await real.send(message);
    },
  };
}

/** Calls `app` as `user` (signed up on any instance of the fleet: the session is a row they all read). */
export const requestAs =
  (app: App, user: Pick<TestUser, 'cookie'>) =>
  (options: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...options, headers: { cookie: user.cookie, origin: 'http://localhost:3000', ...(options.headers ?? {}) } });

/** pg-boss's rows of one job name (all states): what it ran, and how often it had to try. */
export async function pgBossJobsOf(app: App, name: string) {
  const { rows } = await app.ctx.database.query(`SELECT id, state, retry_count, data FROM pgboss.job WHERE name = $1 ORDER BY created_on`, [name]);
  return rows as Array<{ id: string; state: string; retry_count: number; data: Record<string, unknown> }>;
}

/**
 * A probe of the database, not of the code: a statement-level trigger that writes a row in `probe_table` each
 * time any connection runs a DELETE on `table` (even one that deletes nothing). So it counts the runs of a job
 * whose every run deletes from `table`, whichever instance or queue ran it. Test databases only.
 */
export async function countDeleteStatements(app: App, table: string, probeTable: string): Promise<() => Promise<Array<{ at: Date }>>> {
  await app.ctx.database.exec(`
    CREATE TABLE ${probeTable} (at timestamptz NOT NULL DEFAULT clock_timestamp());
    CREATE FUNCTION ${probeTable}_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO ${probeTable} DEFAULT VALUES; RETURN NULL; END $$;
    CREATE TRIGGER ${probeTable}_count AFTER DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${probeTable}_count();`);
  return async () => (await app.ctx.database.query(`SELECT at FROM ${probeTable} ORDER BY at`)).rows as Array<{ at: Date }>;
}
