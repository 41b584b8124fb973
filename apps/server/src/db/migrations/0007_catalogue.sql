-- Material catalogue (seeded by seed/listings/seed-catalogue.ts) and the items of material-supply listings.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE catalogue_categories (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  image_key text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE catalogue_products (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES catalogue_categories (id) ON DELETE RESTRICT,
  brand text NOT NULL,
  product_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  image_key text NOT NULL,
  estimated_price_cents integer NOT NULL CHECK (estimated_price_cents >= 0),
  -- what typo-tolerant search compares with: lower(brand + name + category)
  search_text text NOT NULL,
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', search_text)) STORED
);
CREATE INDEX catalogue_products_category_idx ON catalogue_products (category_id, product_name);
CREATE INDEX catalogue_products_trgm_idx ON catalogue_products USING gin (search_text gin_trgm_ops);
CREATE INDEX catalogue_products_fts_idx ON catalogue_products USING gin (search_vector);

CREATE TABLE listing_items (
  listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES catalogue_products (id) ON DELETE RESTRICT,
  quantity integer NOT NULL CHECK (quantity >= 1),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (listing_id, product_id)
);
