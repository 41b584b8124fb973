-- The listing search's walk (modules/listings/listing-search.service.ts): open listings newest first, with every
-- column a search filter or the visibility test reads, so the walk is an index-only scan of narrow entries instead
-- of an index scan that fetches each listing's wide row (about 780 bytes at 1,000,000 listings; walking 2,000-4,000
-- of them was most of a sparse search's time). Built from the rows already there.
CREATE INDEX listings_open_walk_idx ON listings (created_at DESC, id DESC)
  INCLUDE (status, search_text, industries, listing_type, budget_cents, deadline, city_key, lat, lng, poster_id, hidden_at)
  WHERE status = 'open';
