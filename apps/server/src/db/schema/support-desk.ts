import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DESK_STATUSES } from '@homebid/shared/schemas/support-desk';
import { users } from './auth';
import { supportTickets } from './notifications';

/** A ticket's place in the operators' queue (0025). No row: new and unassigned. */
export const supportTicketDesk = pgTable(
  'support_ticket_desk',
  {
    ticketId: bigint('ticket_id', { mode: 'number' })
      .primaryKey()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DESK_STATUSES }).notNull().default('new'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_desk_status_idx').on(t.status)],
);

/** Replies (the user sees them) and internal notes (operators only) of a ticket (0025). */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reply', 'note'] }).notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);
