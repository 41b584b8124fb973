import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
