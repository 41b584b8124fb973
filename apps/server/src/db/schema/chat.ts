import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ChatFileType } from '@homebid/shared/constants/chat-files';
import { users } from './auth';

export const chatChannels = pgTable(
  'chat_channels',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['messaging'] }).notNull().default('messaging'),
    memberLow: text('member_low').notNull().references(() => users.id, { onDelete: 'cascade' }),
    memberHigh: text('member_high').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('chat_channels_type_member_low_member_high_key').on(t.type, t.memberLow, t.memberHigh)],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    channelId: text('channel_id').notNull().references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('chat_members_user_id_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: text('channel_id').notNull().references(() => chatChannels.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The files the message carries, as sent (0028; their access is checked through chat_files). */
    files: jsonb('files').$type<StoredChatFile[]>().notNull().default([]),
  },
  (t) => [index('chat_messages_channel_id_idx').on(t.channelId, t.id)],
);

/** A sent file as its message keeps it. */
export interface StoredChatFile {
  id: string;
  name: string;
  contentType: ChatFileType;
  sizeBytes: number;
}
