-- Rate-limit counters shared by every app instance on one PostgreSQL (fixed windows, one row per key).
-- UNLOGGED: a counter lost in a database crash only gives a client a fresh window; not worth WAL on every request.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  -- epoch milliseconds of the app's clock, so every instance and the in-memory store agree on the window
  window_ends_at bigint NOT NULL
);
CREATE INDEX rate_limits_window_ends_idx ON rate_limits (window_ends_at);

-- Every user has a profile: the row is written by the same INSERT that creates the user (a trigger), so the two
-- cannot half succeed, whatever creates the user (password sign-up, Google, OpenID Connect, a script).
CREATE FUNCTION create_profile_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (user_id, name, email) VALUES (NEW.id, NEW.name, NEW.email) ON CONFLICT (user_id) DO NOTHING;
  RETURN NEW;
END
$$;
CREATE TRIGGER users_create_profile AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();

-- users created before the trigger whose profile insert failed get theirs now
INSERT INTO profiles (user_id, name, email)
SELECT u.id, u.name, u.email FROM users u WHERE NOT EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = u.id);
