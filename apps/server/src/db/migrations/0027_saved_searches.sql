-- Saved searches and the leads they found (issue 29, 'Lead alerts').
--
-- A saved search keeps the listing search's filter twice: `filter` as the user chose it (to run it again on the
-- listing page and show it), and the same filter bound to values (listing-search-conditions.ts, bindFilter) in
-- columns, NULL meaning "no filter". One query per new listing then tests every active search against that
-- listing with the listing search's own conditions (modules/leads/lead-matching.ts).
CREATE TABLE saved_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('instant', 'daily')),
  paused boolean NOT NULL DEFAULT false,
  filter jsonb NOT NULL DEFAULT '{}',
  industries text[],
  listing_types text[],
  max_budget_cents bigint,
  deadline date,
  city_key text,
  -- the search words as LIKE patterns ('%roof%'): every one must occur in the listing's search_text
  word_patterns text[],
  -- within near_miles of (near_lat, near_lng), with the lat/lng box that holds the circle (lng box NULL near a pole)
  near_lat float8,
  near_lng float8,
  near_miles float8,
  lat_min float8,
  lat_max float8,
  lng_min float8,
  lng_max float8,
  last_viewed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at);
-- The area a search covers: its lat/lng box, the whole world without a distance filter. A new listing finds the
-- active searches whose area holds its point through this GiST index (no OR, so always indexable), and only
-- those few are then tested with the listing search's exact conditions.
ALTER TABLE saved_searches ADD COLUMN area box GENERATED ALWAYS AS (
  box(point(coalesce(lng_min, -180), coalesce(lat_min, -90)), point(coalesce(lng_max, 180), coalesce(lat_max, 90)))
) STORED;
CREATE INDEX saved_searches_area_idx ON saved_searches USING gist (area) WHERE NOT paused;

-- One row per user and listing, whichever of the user's searches matched first: nobody hears of a listing twice.
CREATE TABLE lead_matches (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  -- no foreign key: a match row costs the matching statement its checks, ~80 rows per listing at scale; deleting
  -- a search clears its matches' search in the same transaction (saved-searches.service.ts)
  saved_search_id uuid,
  -- told in the daily digest (else right away, by the alert's own e-mail)
  digest boolean NOT NULL,
  matched_at timestamptz NOT NULL DEFAULT now(),
  -- set by the digest job once the digest listing this match was sent
  digested_at timestamptz,
  PRIMARY KEY (user_id, listing_id)
);
CREATE INDEX lead_matches_search_idx ON lead_matches (saved_search_id, matched_at);
CREATE INDEX lead_matches_digest_idx ON lead_matches (user_id) WHERE digest AND digested_at IS NULL;

-- New listings waiting to be matched: written with the listing (modules/leads/lead-match-queue.ts), each taken by
-- the lead-match job in the transaction that matches it. Any run of the job drains the queue, so matching keeps
-- up with new listings whatever the job runner's pace (pg-boss runs one job a second per queue and instance).
CREATE TABLE lead_pending_listings (
  listing_id uuid PRIMARY KEY REFERENCES listings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
