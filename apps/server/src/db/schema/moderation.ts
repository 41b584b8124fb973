import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_STATES, REPORT_TARGET_TYPES } from '@homebid/shared/constants/moderation';
import { users } from './auth';

/** Users' reports of a listing, a user or a chat message, and the operator's decision (0023). */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    /** A listing's uuid, a user's id or a chat message's number, as text (no foreign key: a report outlives its target). */
    targetId: text('target_id').notNull(),
    /** Whom the target belongs to (the poster, the user, the sender): whom a suspension would hit. */
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    text: text('text'),
    state: text('state', { enum: REPORT_STATES }).notNull().default('open'),
    decision: text('decision', { enum: REPORT_ACTIONS }),
    decisionReason: text('decision_reason'),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_open_uq').on(t.reporterId, t.targetType, t.targetId).where(sql`state = 'open'`),
    index('reports_state_created_idx').on(t.state, t.createdAt, t.id),
    index('reports_target_idx').on(t.targetType, t.targetId).where(sql`state = 'open'`),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);
