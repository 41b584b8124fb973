-- Files in chat: JPG, PNG or PDF files uploaded to a conversation, then sent with a message (at most 5).
-- A file is uploaded first (message_id NULL, visible to its uploader only) and claimed by the message that carries
-- it; the housekeeping sweep deletes files nobody sent within a day.
CREATE TABLE chat_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  uploader_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message_id bigint REFERENCES chat_messages (id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_files_message_id_idx ON chat_files (message_id);
CREATE INDEX chat_files_unsent_idx ON chat_files (created_at) WHERE message_id IS NULL;

-- A message carries its files' names, types and sizes (messages never change), so every read of messages has them
-- without a join; a message may be files only, with empty text.
ALTER TABLE chat_messages ADD COLUMN files jsonb NOT NULL DEFAULT '[]';
ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_text_check;
ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_text_check
  CHECK (char_length(text) <= 2000 AND (char_length(text) >= 1 OR jsonb_array_length(files) BETWEEN 1 AND 5));
