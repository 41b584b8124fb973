import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Narrow views of two tables of ./bids.ts with the columns migration 0013 added. They live in their own file
 * (and out of ./index.ts, so the relational schema keeps one entry per table) because the payments feature
 * edits the full definitions at the same time; these name only what End Contract and the work marks touch.
 */

/** contract_milestones: the bidder's 'work done' mark and photo (spec: bidder_completed, imageName, imageURL). */
export const milestoneWork = pgTable('contract_milestones', {
  contractId: uuid('contract_id').notNull(),
  position: integer('position').notNull(),
  bidderCompleted: boolean('bidder_completed').notNull(),
  posterPaid: boolean('poster_paid').notNull(),
  bidderReceived: boolean('bidder_received').notNull(),
  imageKey: text('image_key'),
  imageName: text('image_name'),
});

/** contracts: when the poster ended it. */
export const contractEnding = pgTable('contracts', {
  id: uuid('id').primaryKey(),
  status: text('status', { enum: ['ongoing', 'closed'] }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
});
