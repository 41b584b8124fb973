-- Milestone payments and the double-entry ledger (issue 9). Money is integer cents.

-- One row per attempt to pay a milestone: stored with its idempotency key BEFORE the provider is called, so a
-- retry after a crash or time-out re-sends the same key and never makes a second charge.
CREATE TABLE milestone_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL,
  milestone_position integer NOT NULL,
  attempt integer NOT NULL CHECK (attempt >= 1),
  method text NOT NULL CHECK (method IN ('card', 'ach')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'processing', 'succeeded', 'failed', 'returned', 'canceled', 'refunded')),
  idempotency_key text NOT NULL UNIQUE,
  payer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payee_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  milestone_amount_cents bigint NOT NULL CHECK (milestone_amount_cents >= 0),
  fee_cents bigint NOT NULL CHECK (fee_cents >= 0),
  total_cents bigint NOT NULL,
  -- the card provider's own cut, paid by the platform out of fee_cents (0 for bank transfers)
  provider_fee_cents bigint NOT NULL DEFAULT 0 CHECK (provider_fee_cents >= 0 AND provider_fee_cents <= fee_cents),
  -- the payment intent or transfer id, once the provider answered
  provider_ref text,
  failure_code text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  -- when the provider confirmed the money moved: the milestone's date paid
  settled_at timestamptz,
  CONSTRAINT milestone_payments_total_ck CHECK (total_cents = milestone_amount_cents + fee_cents),
  CONSTRAINT milestone_payments_attempt_uq UNIQUE (contract_id, milestone_position, attempt),
  CONSTRAINT milestone_payments_provider_ref_uq UNIQUE (method, provider_ref),
  CONSTRAINT milestone_payments_milestone_fk FOREIGN KEY (contract_id, milestone_position)
    REFERENCES contract_milestones (contract_id, position) ON DELETE CASCADE
);
-- the last line of defence behind the contract row lock: one attempt in flight or paid per milestone
CREATE UNIQUE INDEX milestone_payments_live_uq ON milestone_payments (contract_id, milestone_position)
  WHERE status IN ('pending', 'processing', 'succeeded');

-- Double-entry ledger. A line's amount is signed cents: positive debits its account, negative credits it.
-- Accounts per user and per purpose: poster_funding:<uid> (money the poster paid in), seller_payout:<uid>
-- (money that reached the seller), platform_fees, provider_fees, and escrow (funds held before release, for
-- the planned escrow step). Balances are sums of lines, never stored counters.
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('poster_funding', 'seller_payout', 'platform_fees', 'provider_fees', 'escrow')),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);

-- Entries keep no foreign key to contracts or payments: the books outlive what they describe.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('card_payment', 'ach_payment', 'ach_return', 'refund')),
  payment_id uuid,
  contract_id uuid,
  milestone_position integer,
  memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  -- one entry per movement of one attempt: a replayed webhook cannot post twice
  CONSTRAINT ledger_entries_payment_kind_uq UNIQUE (payment_id, kind)
);
CREATE INDEX ledger_entries_contract_idx ON ledger_entries (contract_id);

CREATE TABLE ledger_lines (
  id bigserial PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0)
);
CREATE INDEX ledger_lines_entry_idx ON ledger_lines (entry_id);
CREATE INDEX ledger_lines_account_idx ON ledger_lines (account_id);

-- Every entry balances, checked at COMMIT (deferred) so that an entry's lines can be written one by one.
CREATE FUNCTION ledger_assert_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT COALESCE(sum(amount_cents), 0) INTO total FROM ledger_lines WHERE entry_id = NEW.entry_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance (lines sum to %)', NEW.entry_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_lines_balanced AFTER INSERT ON ledger_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_assert_entry_balanced();

-- The books are append-only: a mistake is corrected by a new entry, never by editing an old one.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON ledger_lines FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
