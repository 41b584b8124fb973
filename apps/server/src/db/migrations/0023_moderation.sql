-- Moderation (issue 28): suspended users, listings hidden by HomeBid, and users' reports.

-- A user is suspended while suspended_at is set and suspended_until is NULL (indefinitely) or still ahead: an
-- expired suspension ends by itself, checked against the time wherever it counts (no job clears it).
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
ALTER TABLE users ADD COLUMN suspended_until timestamptz;
ALTER TABLE users ADD COLUMN suspension_reason text;

-- Hidden by an operator: others no longer find the listing; its owner sees the reason on the card.
ALTER TABLE listings ADD COLUMN hidden_at timestamptz;
ALTER TABLE listings ADD COLUMN hidden_reason text;

-- A user's report of a listing, a user or a chat message, and the operator's decision on it.
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('listing', 'user', 'message')),
  -- a listing's uuid, a user's id or a chat message's number, as text; no foreign key: a report outlives its target
  target_id text NOT NULL,
  -- whom the target belongs to (the listing's poster, the user, the message's sender): whom a suspension would hit
  target_user_id text REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (reason IN ('scam', 'inappropriate', 'spam', 'off_platform_payment', 'other')),
  text text,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'handled')),
  decision text CHECK (decision IN ('hide_listing', 'suspend_user', 'dismiss')),
  decision_reason text,
  handled_by text REFERENCES users (id) ON DELETE SET NULL,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  CONSTRAINT reports_decision_ck CHECK ((state = 'handled') = (decision IS NOT NULL AND handled_at IS NOT NULL)),
  CONSTRAINT reports_other_text_ck CHECK (reason <> 'other' OR text IS NOT NULL)
);
-- one open report per reporter and target; a handled one may be followed by a new report
CREATE UNIQUE INDEX reports_open_uq ON reports (reporter_id, target_type, target_id) WHERE state = 'open';
-- the operators' queues, and the open reports of one target (a decision handles them all)
CREATE INDEX reports_state_created_idx ON reports (state, created_at, id);
CREATE INDEX reports_target_idx ON reports (target_type, target_id) WHERE state = 'open';
CREATE INDEX reports_reporter_idx ON reports (reporter_id);
