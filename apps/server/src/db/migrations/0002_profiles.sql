-- One profile per user, created with the user; certificates and testimonials hang off it.
CREATE TABLE profiles (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  image_key text,
  phone text UNIQUE,
  phone_verified_at timestamptz,
  user_type text CHECK (user_type IN ('home_owner', 'contractor', 'supplier')),
  street_address text,
  city text,
  state text,
  zip_code text,
  business_name text,
  business_address text,
  business_url text,
  industries text[] NOT NULL DEFAULT '{}',
  is_home_screen_loaded boolean NOT NULL DEFAULT false,
  payout_account_id text,
  is_payout_account_setup boolean NOT NULL DEFAULT false,
  card_account_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A profile's certificates: an image each, stored through Storage under file_key.
CREATE TABLE certificates (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES profiles (user_id) ON DELETE CASCADE,
  title text NOT NULL,
  issuer_name text NOT NULL DEFAULT '',
  file_key text NOT NULL,
  file_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX certificates_user_id_idx ON certificates (user_id, created_at);

-- Feedback a poster left for a bidder (the profile owner). contract_id gets its foreign key with contracts.
CREATE TABLE testimonials (
  id text PRIMARY KEY,
  bidder_id text NOT NULL REFERENCES profiles (user_id) ON DELETE CASCADE,
  poster_id text NOT NULL REFERENCES profiles (user_id) ON DELETE CASCADE,
  contract_id text,
  amount_cents integer CHECK (amount_cents >= 0),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  stars integer NOT NULL CHECK (stars BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX testimonials_bidder_id_idx ON testimonials (bidder_id, created_at);
