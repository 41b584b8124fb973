import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChatFileType } from '@homebid/shared/constants/chat-files';
import { users } from './auth';
import { chatChannels, chatMessages } from './chat';

/** A file uploaded to a conversation; `messageId` is set when a message carries it (0028). */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: text('channel_id').notNull().references(() => chatChannels.id, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    contentType: text('content_type').$type<ChatFileType>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_files_message_id_idx').on(t.messageId)],
);
