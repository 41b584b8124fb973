-- The operators' audit log (issue 28): one row per operator action, written in the action's own transaction, so
-- an action and its row commit or roll back together. Append-only, as the ledger is (0012).
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  -- the operator; NULL for the system (the command line, ADMIN_EMAILS at start). No foreign key: the log outlives
  -- the users it names, and deleting a user must not have to change a row here.
  actor_id text,
  -- the role the actor held when acting
  actor_role text NOT NULL CHECK (actor_role IN ('support', 'admin', 'system')),
  action text NOT NULL CHECK (action IN (
    'role_change', 'suspend', 'unsuspend', 'hide_listing', 'unhide_listing', 'report_decision', 'ticket_reply',
    'ticket_status', 'dispute_decision', 'refund', 'certificate_review')),
  target_type text NOT NULL CHECK (target_type IN ('user', 'listing', 'report', 'ticket', 'dispute', 'payment', 'certificate')),
  target_id text NOT NULL,
  reason text,
  -- small summaries of what changed (e.g. {"role": "user"} then {"role": "support"}), never whole records
  before jsonb,
  after jsonb,
  -- the request's client address; NULL when the action did not come over HTTP
  ip text,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  CONSTRAINT audit_log_system_ck CHECK ((actor_role = 'system') = (actor_id IS NULL))
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, created_at DESC);

-- A record of what operators did is only worth something if nobody can rewrite it: refuse every UPDATE, DELETE
-- and TRUNCATE.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- Step-up (issue 28): when the session's user last entered their password again. A sign-in (the session's
-- created_at) counts as well; an operator's change needs one of them within the last 15 minutes.
ALTER TABLE sessions ADD COLUMN stepped_up_at timestamptz;
