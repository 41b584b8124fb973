-- Bids on listings, their item lines and payment milestones, contracts made at hire, the transition log and
-- the posters' copies of declined bids (issue 4). Money is integer cents, never negative.

-- Attachments a bidder uploaded: a bid may only reference its own bidder's uploads.
CREATE TABLE bid_uploads (
  key text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bid_uploads_owner_id_idx ON bid_uploads (owner_id);

CREATE TABLE bids (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  bidder_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'submitted'
    CHECK (status IN ('submitted', 'declined', 'contract_created', 'contract_started', 'end_by_poster')),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  description text NOT NULL DEFAULT '',
  start_date date,
  end_date date,
  -- material posts: priced item by item (true) or as a whole project (false)
  is_individual_bid boolean NOT NULL DEFAULT false,
  declined_reason text,
  attachment_key text,
  attachment_name text,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  CONSTRAINT bids_listing_bidder_uq UNIQUE (listing_id, bidder_id)
);
CREATE INDEX bids_bidder_idx ON bids (bidder_id, created_at);

CREATE TABLE bid_items (
  bid_id uuid NOT NULL REFERENCES bids (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id text,
  product_name text NOT NULL,
  image_key text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity >= 0),
  estimated_price_cents bigint NOT NULL CHECK (estimated_price_cents >= 0),
  is_estimated_price_enabled boolean NOT NULL DEFAULT true,
  PRIMARY KEY (bid_id, position)
);

CREATE TABLE bid_milestones (
  bid_id uuid NOT NULL REFERENCES bids (id) ON DELETE CASCADE,
  position integer NOT NULL,
  description text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  due_date date NOT NULL,
  completed boolean NOT NULL DEFAULT false,
  bidder_completed boolean NOT NULL DEFAULT false,
  poster_paid boolean NOT NULL DEFAULT false,
  bidder_received boolean NOT NULL DEFAULT false,
  PRIMARY KEY (bid_id, position)
);

CREATE TABLE contracts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bid_id uuid NOT NULL UNIQUE REFERENCES bids (id) ON DELETE CASCADE,
  listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  poster_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bidder_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bidder_accepted text NOT NULL DEFAULT 'offer_sent' CHECK (bidder_accepted IN ('offer_sent', 'accepted')),
  status text NOT NULL DEFAULT 'ongoing' CHECK (status IN ('ongoing', 'closed')),
  total_cost_cents bigint NOT NULL CHECK (total_cost_cents >= 0),
  total_paid_cents bigint NOT NULL DEFAULT 0 CHECK (total_paid_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
-- the last line of defence behind the listing row lock: one live contract per listing
CREATE UNIQUE INDEX contracts_live_listing_uq ON contracts (listing_id) WHERE status <> 'closed';
CREATE INDEX contracts_poster_idx ON contracts (poster_id);
CREATE INDEX contracts_bidder_idx ON contracts (bidder_id);

CREATE TABLE contract_milestones (
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  position integer NOT NULL,
  description text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  due_date date NOT NULL,
  completed boolean NOT NULL DEFAULT false,
  bidder_completed boolean NOT NULL DEFAULT false,
  poster_paid boolean NOT NULL DEFAULT false,
  bidder_received boolean NOT NULL DEFAULT false,
  PRIMARY KEY (contract_id, position)
);

-- Every state change, kept after the bid is deleted (no foreign key to bids on purpose).
CREATE TABLE bid_transitions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bid_id uuid NOT NULL,
  actor_id text REFERENCES users (id) ON DELETE SET NULL,
  from_status text,
  to_status text NOT NULL,
  reason text,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX bid_transitions_bid_idx ON bid_transitions (bid_id, created_at);

-- The poster's copy of each declined bid (spec: user_data/{uid}/declined_bids).
CREATE TABLE declined_bids (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  poster_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bid_id uuid NOT NULL,
  snapshot jsonb NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX declined_bids_poster_idx ON declined_bids (poster_id, created_at);
