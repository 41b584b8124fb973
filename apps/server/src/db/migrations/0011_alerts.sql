-- Alert e-mails, notification preferences, support tickets and the job outbox (issue 10).

-- whether the alert was e-mailed: set by the e-mail job, so a retried job never sends twice
ALTER TABLE alerts ADD COLUMN emailed_at timestamptz;

-- one row per user and kind the user changed; a missing row means the kind's default (chat off, the rest on)
CREATE TABLE notification_preferences (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  email_enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

CREATE TABLE support_tickets (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject text NOT NULL,
  message text NOT NULL,
  priority text NOT NULL DEFAULT 'urgent',
  -- open (stored) -> forwarded (handed to the support desk) ; closed by the desk
  status text NOT NULL DEFAULT 'open',
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  forwarded_at timestamptz
);
CREATE INDEX support_tickets_user_created_idx ON support_tickets (user_id, created_at DESC);

-- Jobs enqueued inside a use case's transaction: a plain insert that commits or rolls back with it. A
-- running instance moves rows to pg-boss (in one transaction with pg-boss's own insert), so the app
-- does not need pg-boss's schema until something processes jobs.
CREATE TABLE job_outbox (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  singleton_key text,
  start_after timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
