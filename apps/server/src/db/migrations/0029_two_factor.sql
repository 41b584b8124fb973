-- Two-factor sign-in (issue 29) with better-auth's twoFactor plugin: its table and the user's flag, named in the
-- snake_case the rest of auth uses (db/schema/auth.ts maps better-auth's field names onto these columns). The secret
-- and the backup codes are encrypted by better-auth with the auth secret; the trusted devices are rows of
-- verifications ('trust-device-…'), like the sign-in's pending challenge ('2fa-…').
ALTER TABLE users ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false;

CREATE TABLE two_factors (
  id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  backup_codes text NOT NULL,
  -- false between 'enable' and the first code that confirms it: sign-in does not ask for it yet
  verified boolean NOT NULL DEFAULT true,
  failed_verification_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
