-- Alerts: one row per event that concerns a user, written in the same transaction as the event (issue 10).
CREATE TABLE alerts (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  message text NOT NULL,
  -- where a click takes the user, an app path such as /v1/projects/contract?contract_id=...
  link text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  read_at timestamptz
);
-- the alerts page and the unread badge: newest first per user
CREATE INDEX alerts_user_created_idx ON alerts (user_id, created_at DESC, id DESC);
CREATE INDEX alerts_user_unread_idx ON alerts (user_id) WHERE read_at IS NULL;
