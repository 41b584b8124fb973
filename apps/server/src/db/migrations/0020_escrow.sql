-- Escrow and disputes (issue 27): a milestone funded up front is held by the platform until it is released to the
-- seller, refunded to the poster, or settled by a dispute.

-- A payment attempt either pays a milestone to the seller ('pay', 'Mark as Completed & Pay') or funds it into
-- escrow ('fund'); both share the attempt's idempotency, provider-confirmed settling and one-live-attempt index.
ALTER TABLE milestone_payments ADD COLUMN purpose text NOT NULL DEFAULT 'pay' CHECK (purpose IN ('pay', 'fund'));

-- The escrow side of a contract's milestone: one row once someone started funding it.
CREATE TABLE escrow_milestones (
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  position integer NOT NULL,
  state text NOT NULL DEFAULT 'unfunded' CHECK (state IN ('unfunded', 'funding', 'funded', 'submitted', 'changes_requested',
    'disputed', 'releasing', 'refunding', 'settling', 'released', 'refunded', 'split')),
  -- the funding attempt and what it paid, copied so that a release or refund needs no other table
  funding_payment_id uuid,
  method text CHECK (method IN ('card', 'ach')),
  amount_cents bigint NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  fee_cents bigint NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  provider_fee_cents bigint NOT NULL DEFAULT 0 CHECK (provider_fee_cents >= 0),
  held_cents bigint NOT NULL DEFAULT 0 CHECK (held_cents >= 0),
  released_cents bigint NOT NULL DEFAULT 0 CHECK (released_cents >= 0),
  refunded_cents bigint NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  funded_at timestamptz,
  submitted_at timestamptz,
  submit_note text,
  changes_note text,
  auto_release_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (contract_id, position),
  CONSTRAINT escrow_milestones_money_ck CHECK (held_cents + released_cents <= amount_cents)
);
-- the auto-release sweep reads the due ones
CREATE INDEX escrow_milestones_auto_release_idx ON escrow_milestones (auto_release_at) WHERE state = 'submitted';

-- Money leaving escrow: at most one release and one refund per milestone (a split has both). Each provider call
-- carries the payout's key for its attempt; a failed payout waits for next_attempt_at and is retried by a job.
CREATE TABLE escrow_payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL,
  milestone_position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('release', 'refund')),
  method text NOT NULL CHECK (method IN ('card', 'ach')),
  funding_payment_id uuid NOT NULL,
  payee_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- of the milestone amount: released to the seller, or refunded to the poster
  milestone_cents bigint NOT NULL CHECK (milestone_cents > 0),
  -- of the platform's fee, refunded with a full refund
  fee_refund_cents bigint NOT NULL DEFAULT 0 CHECK (fee_refund_cents >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'succeeded', 'failed')),
  attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1),
  idempotency_key text NOT NULL UNIQUE,
  provider_ref text,
  failure_reason text,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  settled_at timestamptz,
  CONSTRAINT escrow_payouts_kind_uq UNIQUE (contract_id, milestone_position, kind),
  CONSTRAINT escrow_payouts_provider_ref_uq UNIQUE (method, provider_ref)
);
CREATE INDEX escrow_payouts_retry_idx ON escrow_payouts (next_attempt_at) WHERE status IN ('pending', 'failed');

CREATE TABLE disputes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  milestone_position integer NOT NULL,
  opened_by_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  opened_by text NOT NULL CHECK (opened_by IN ('poster', 'bidder')),
  reason text NOT NULL CHECK (reason IN ('work_not_delivered', 'work_not_as_described', 'payment_not_released', 'other')),
  reason_text text,
  state text NOT NULL DEFAULT 'awaiting_response' CHECK (state IN ('awaiting_response', 'negotiating', 'with_homebid', 'settled')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  response_due_at timestamptz NOT NULL,
  proposal_by text CHECK (proposal_by IN ('poster', 'bidder')),
  proposal_release_cents bigint CHECK (proposal_release_cents >= 0 AND proposal_release_cents <= amount_cents),
  proposal_at timestamptz,
  outcome text CHECK (outcome IN ('release', 'refund', 'split')),
  settlement text CHECK (settlement IN ('agreement', 'no_response', 'homebid')),
  release_cents bigint CHECK (release_cents >= 0 AND release_cents <= amount_cents),
  decided_by_id text REFERENCES users (id) ON DELETE SET NULL,
  settled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
-- one open dispute per milestone
CREATE UNIQUE INDEX disputes_open_uq ON disputes (contract_id, milestone_position) WHERE state <> 'settled';
CREATE INDEX disputes_contract_idx ON disputes (contract_id);
CREATE INDEX disputes_queue_idx ON disputes (state, response_due_at) WHERE state <> 'settled';

CREATE TABLE dispute_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  dispute_id uuid NOT NULL REFERENCES disputes (id) ON DELETE CASCADE,
  uploader_id text REFERENCES users (id) ON DELETE SET NULL,
  storage_key text NOT NULL,
  name text NOT NULL,
  mime text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX dispute_files_dispute_idx ON dispute_files (dispute_id);

-- The timeline: every step of a dispute, who took it and when.
CREATE TABLE dispute_events (
  id bigserial PRIMARY KEY,
  dispute_id uuid NOT NULL REFERENCES disputes (id) ON DELETE CASCADE,
  actor_id text REFERENCES users (id) ON DELETE SET NULL,
  actor text NOT NULL CHECK (actor IN ('poster', 'bidder', 'homebid', 'system')),
  kind text NOT NULL CHECK (kind IN ('opened', 'evidence', 'responded', 'proposed', 'accepted', 'asked_homebid', 'decided', 'deadline_passed')),
  note text,
  release_cents bigint,
  file_id uuid REFERENCES dispute_files (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX dispute_events_dispute_idx ON dispute_events (dispute_id, id);

-- Operators (the console of issue 28 grants them): 'support' decides disputes, 'admin' too.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'support', 'admin'));

-- The ledger's escrow entries, and the account of money the platform must recover (a bank return of funding that had
-- already been released).
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('poster_funding', 'seller_payout', 'platform_fees', 'provider_fees', 'escrow', 'recoveries'));
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check
  CHECK (kind IN ('card_payment', 'ach_payment', 'ach_return', 'refund', 'escrow_release', 'escrow_refund'));
COMMENT ON COLUMN ledger_entries.payment_id IS 'the payment attempt, or the escrow payout, the entry belongs to';
