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
