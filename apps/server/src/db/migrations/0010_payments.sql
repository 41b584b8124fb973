-- Payment accounts (issue 8): what we keep of each user's payment setup, webhook deduplication, and the built-in
-- sandbox providers' own objects. No SSN digits, date of birth or bank account number is stored anywhere here.

-- One row per user: the providers' ids and statuses only (the spec's accountId, dwollaAccountId, isDwolaAccountSetup).
CREATE TABLE payment_profiles (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  card_account_id text,
  card_charges_enabled boolean NOT NULL DEFAULT false,
  card_payouts_enabled boolean NOT NULL DEFAULT false,
  card_details_submitted boolean NOT NULL DEFAULT false,
  ach_customer_id text,
  ach_customer_status text,
  funding_source_id text,
  funding_source_bank_name text,
  funding_source_mask text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- webhooks name the provider's ids: find the profile they concern
CREATE UNIQUE INDEX payment_profiles_card_account_idx ON payment_profiles (card_account_id) WHERE card_account_id IS NOT NULL;
CREATE UNIQUE INDEX payment_profiles_ach_customer_idx ON payment_profiles (ach_customer_id) WHERE ach_customer_id IS NOT NULL;
CREATE INDEX payment_profiles_funding_source_idx ON payment_profiles (funding_source_id) WHERE funding_source_id IS NOT NULL;

-- Each webhook event id is recorded in the same transaction as its effect: a replayed delivery has no second effect.
CREATE TABLE webhook_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- The sandbox card provider (Stripe's test mode inside the server).
CREATE TABLE sandbox_card_accounts (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  email text NOT NULL,
  business_name text,
  charges_enabled boolean NOT NULL DEFAULT false,
  payouts_enabled boolean NOT NULL DEFAULT false,
  details_submitted boolean NOT NULL DEFAULT false,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL,
  amount_cents bigint NOT NULL,
  application_fee_cents bigint NOT NULL,
  destination_account_id text NOT NULL,
  description text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL,
  last_error text,
  -- the test card's last four digits, as Stripe shows them; the full test number is not kept
  card_last4 text,
  amount_refunded_cents bigint NOT NULL DEFAULT 0,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_refunds (
  id text PRIMARY KEY,
  payment_intent_id text NOT NULL REFERENCES sandbox_payment_intents (id),
  amount_cents bigint NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The sandbox bank-transfer provider (Dwolla's sandbox). The SSN and date of birth are checked and dropped.
CREATE TABLE sandbox_ach_customers (
  id text PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  status text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_funding_sources (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES sandbox_ach_customers (id),
  name text NOT NULL,
  bank_name text NOT NULL,
  mask text NOT NULL,
  status text NOT NULL,
  removed boolean NOT NULL DEFAULT false,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_funding_sources_customer_idx ON sandbox_funding_sources (customer_id);

CREATE TABLE sandbox_transfers (
  id text PRIMARY KEY,
  source_funding_source_id text NOT NULL REFERENCES sandbox_funding_sources (id),
  destination_funding_source_id text NOT NULL REFERENCES sandbox_funding_sources (id),
  amount_cents bigint NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL,
  failure_code text,
  failure_reason text,
  idempotency_key text NOT NULL UNIQUE,
  -- when the dev timer settles it (processed, or failed with the return code of an R01/R03 test account)
  settle_after timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_transfers_pending_idx ON sandbox_transfers (settle_after) WHERE status = 'pending';

-- The sandbox bank-linking provider (Plaid's sandbox): link tokens, the items a user signed in to, processor tokens.
CREATE TABLE sandbox_bank_link_tokens (
  token text PRIMARY KEY,
  client_user_id text NOT NULL,
  client_name text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_bank_link_items (
  item_id text PRIMARY KEY,
  public_token text NOT NULL UNIQUE,
  -- set once the public token is exchanged; a public token is good for one exchange
  access_token text UNIQUE,
  institution_id text NOT NULL,
  client_user_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_processor_tokens (
  token text PRIMARY KEY,
  item_id text NOT NULL REFERENCES sandbox_bank_link_items (item_id),
  account_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
