-- The dev outbox keeps each e-mail's extra header fields (List-Unsubscribe, List-Unsubscribe-Post...), name to
-- value, so what a mail provider would read can be seen and tested without a real mail server.
ALTER TABLE outbox_messages ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb;
