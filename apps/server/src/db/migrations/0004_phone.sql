-- Phone verification: codes sent by SMS (hashed) and captcha solutions already used.
CREATE TABLE phone_otps (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  closed_at timestamptz
);
CREATE INDEX phone_otps_phone_created_idx ON phone_otps (phone, created_at);
CREATE INDEX phone_otps_user_phone_idx ON phone_otps (user_id, phone);

CREATE TABLE captcha_uses (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_uses_expires_idx ON captcha_uses (expires_at);
