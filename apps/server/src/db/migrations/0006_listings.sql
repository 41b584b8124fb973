-- Listings (posts), the files a user uploaded for them, and saved (liked) listings.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Every file uploaded for a listing, with its owner: a listing may only reference its owner's uploads.
CREATE TABLE listing_uploads (
  key text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('image', 'document')),
  name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_uploads_owner_id_idx ON listing_uploads (owner_id);

CREATE TABLE listings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  share_code text NOT NULL UNIQUE,
  poster_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_type text NOT NULL CHECK (listing_type IN ('service', 'material_supply')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ongoing', 'closed')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- normalizeSearchText(title + ' ' + description) from shared/domain/listing-search.ts, written by the
  -- service: one definition of "normalized" for the browser, the server and the search oracle test.
  search_text text NOT NULL,
  industries text[] NOT NULL,
  materials_provided boolean,
  budget_cents bigint NOT NULL CHECK (budget_cents >= 0),
  budget_units text NOT NULL DEFAULT 'USD',
  deadline date NOT NULL,
  street_address text NOT NULL,
  city text NOT NULL,
  -- lower(trim(city)) as the shared filter compares it
  city_key text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  -- [{ key, name }] in display order; keys are listing_uploads of the poster
  images jsonb NOT NULL DEFAULT '[]',
  documents jsonb NOT NULL DEFAULT '[]',
  -- kept by issue 4 (bids) in the transaction that adds a bid; 0 until then
  bidder_count integer NOT NULL DEFAULT 0,
  -- millisecond precision so a page cursor (an ISO string) names a row exactly
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
-- the search page: open listings newest first, then the filters
CREATE INDEX listings_status_created_idx ON listings (status, created_at DESC, id DESC);
CREATE INDEX listings_search_text_trgm_idx ON listings USING gin (search_text gin_trgm_ops);
CREATE INDEX listings_budget_idx ON listings (budget_cents);
CREATE INDEX listings_deadline_idx ON listings (deadline);
CREATE INDEX listings_industries_idx ON listings USING gin (industries);
CREATE INDEX listings_city_key_idx ON listings (city_key);
CREATE INDEX listings_lat_idx ON listings (lat);
CREATE INDEX listings_lng_idx ON listings (lng);
-- My Projects: own listings by status, latest updated first
CREATE INDEX listings_poster_idx ON listings (poster_id, status, updated_at DESC);

-- Saved projects: only the key; the listing's current data is joined in, and removing a listing removes it here.
CREATE TABLE listing_likes (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, listing_id)
);
CREATE INDEX listing_likes_listing_id_idx ON listing_likes (listing_id);
