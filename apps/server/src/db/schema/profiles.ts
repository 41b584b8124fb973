import { randomUUID } from 'node:crypto';
import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const profiles = pgTable('profiles', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  imageKey: text('image_key'),
  phone: text('phone').unique(),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  userType: text('user_type', { enum: ['home_owner', 'contractor', 'supplier'] }),
  streetAddress: text('street_address'),
  city: text('city'),
  state: text('state'),
  zipCode: text('zip_code'),
  businessName: text('business_name'),
  businessAddress: text('business_address'),
  businessUrl: text('business_url'),
  industries: text('industries').array().notNull().default([]),
  isHomeScreenLoaded: boolean('is_home_screen_loaded').notNull().default(false),
  payoutAccountId: text('payout_account_id'),
  isPayoutAccountSetup: boolean('is_payout_account_setup').notNull().default(false),
  cardAccountId: text('card_account_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
});

export const certificates = pgTable('certificates', {
  id: text('id').primaryKey().$defaultFn(() => randomUUID()),
  userId: text('user_id').notNull().references(() => profiles.userId, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  issuerName: text('issuer_name').notNull().default(''),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Marked as reviewed by an operator (0026); reviewedBy is null for the command line. */
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
});

export const testimonials = pgTable('testimonials', {
  id: text('id').primaryKey().$defaultFn(() => randomUUID()),
  bidderId: text('bidder_id').notNull().references(() => profiles.userId, { onDelete: 'cascade' }),
  posterId: text('poster_id').notNull().references(() => profiles.userId, { onDelete: 'cascade' }),
  contractId: text('contract_id'),
  amountCents: bigint('amount_cents', { mode: 'number' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  stars: integer('stars').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
