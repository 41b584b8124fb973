-- A guard inside one statement (db/refusal.ts): the value, or, when it is null, an error whose message is the
-- refusal's reason (SQLSTATE HB409). A bid is written with its listing's lock in one statement; when the lock finds
-- no open listing, its bid row's listing is null and the whole statement (details, alert, e-mail job) writes nothing.
CREATE OR REPLACE FUNCTION refuse_when_null(value anyelement, reason text) RETURNS anyelement LANGUAGE plpgsql AS $$
BEGIN
  IF value IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'HB409', MESSAGE = reason;
  END IF;
  RETURN value;
END $$;
