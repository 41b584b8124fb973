-- Chat: two-member channels of type 'messaging', their messages, and each member's read state.
CREATE TABLE chat_channels (
  id text PRIMARY KEY,
  type text NOT NULL DEFAULT 'messaging' CHECK (type = 'messaging'),
  -- the member pair in sorted order: the unique key makes "one channel per pair" hold under races
  member_low text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member_high text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_by text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_message_id bigint NOT NULL DEFAULT 0,
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (member_low < member_high),
  UNIQUE (type, member_low, member_high)
);

CREATE TABLE chat_members (
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_message_id bigint NOT NULL DEFAULT 0,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel_id, user_id)
);
CREATE INDEX chat_members_user_id_idx ON chat_members (user_id);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  sender_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_channel_id_idx ON chat_messages (channel_id, id);
