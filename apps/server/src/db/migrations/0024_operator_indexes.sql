-- The operator console (issue 28): indexes for its Overview and its user search, so that they read ranges and
-- matches instead of whole tables on a large database (measured with 200k users and listings, 400k payments).

-- Overview: the last 30 days of sign-ups, new listings and money moved, and the failed payments of the last 24 hours.
-- Users newest first is also the console's user list.
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
CREATE INDEX listings_created_idx ON listings (created_at);
CREATE INDEX milestone_payments_settled_idx ON milestone_payments (settled_at) INCLUDE (total_cents) WHERE status = 'succeeded';
CREATE INDEX milestone_payments_failed_idx ON milestone_payments (updated_at)
  WHERE status IN ('failed', 'returned') OR failure_reason IS NOT NULL;
CREATE INDEX escrow_payouts_settled_idx ON escrow_payouts (settled_at) INCLUDE (milestone_cents, fee_refund_cents) WHERE status = 'succeeded';

-- User search: part of a name or an e-mail, or digits of a phone number, anywhere in it (pg_trgm, 0006).
CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
CREATE INDEX profiles_phone_trgm_idx ON profiles USING gin (phone gin_trgm_ops);
