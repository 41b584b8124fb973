-- The sandbox card provider learns escrow (issue 27) as Stripe does it: separate charges and transfers. A payment
-- intent without a destination is a separate charge that stays on the platform's balance with its transfer group;
-- transfers (with the charge as source_transaction) pay sellers from it, and reversals take transfers back.
ALTER TABLE sandbox_payment_intents ALTER COLUMN application_fee_cents DROP NOT NULL;
ALTER TABLE sandbox_payment_intents ALTER COLUMN destination_account_id DROP NOT NULL;
ALTER TABLE sandbox_payment_intents ADD COLUMN transfer_group text;

CREATE TABLE sandbox_card_transfers (
  id text PRIMARY KEY,
  -- the separate charge's intent whose money the transfer moves on (Stripe's source_transaction names its charge)
  payment_intent_id text NOT NULL REFERENCES sandbox_payment_intents (id),
  destination_account_id text NOT NULL REFERENCES sandbox_card_accounts (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  amount_reversed_cents bigint NOT NULL DEFAULT 0 CHECK (amount_reversed_cents >= 0 AND amount_reversed_cents <= amount_cents),
  transfer_group text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  idempotency_key text NOT NULL UNIQUE,
  -- the request the key was first used with: the same key with another request is refused, as Stripe refuses it
  request_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_card_transfers_intent_idx ON sandbox_card_transfers (payment_intent_id);

CREATE TABLE sandbox_card_transfer_reversals (
  id text PRIMARY KEY,
  transfer_id text NOT NULL REFERENCES sandbox_card_transfers (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  idempotency_key text NOT NULL UNIQUE,
  request_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_card_transfer_reversals_transfer_idx ON sandbox_card_transfer_reversals (transfer_id);
