import { bigserial, boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A user's choice of e-mail per alert kind; no row means the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    emailEnabled: boolean('email_enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    priority: text('priority').notNull().default('urgent'),
    status: text('status', { enum: ['open', 'forwarded', 'closed'] }).notNull().default('open'),
    externalId: text('external_id'),
    /** The desk's own status of the ticket (Zendesk: new, open, pending, hold, solved, closed). */
    externalStatus: text('external_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** When the desk status was last read back from the desk (0018). */
    externalStatusReadAt: timestamp('external_status_read_at', { withTimezone: true }),
    /** When the user was alerted that the desk solved the ticket: at most once per ticket (0018). */
    solvedAlertedAt: timestamp('solved_alerted_at', { withTimezone: true }),
  },
  (t) => [index('support_tickets_user_created_idx').on(t.userId, t.createdAt)],
);

/** Jobs waiting to be handed to pg-boss (see platform/jobs). */
export const jobOutbox = pgTable('job_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  data: jsonb('data').notNull().default({}),
  singletonKey: text('singleton_key'),
  startAfter: timestamp('start_after', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
