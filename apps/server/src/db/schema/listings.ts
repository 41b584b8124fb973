import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A stored file of a listing: `key` in Storage, `name` as the poster's browser sent it. */
export interface ListingFileRef {
  key: string;
  name: string;
}

export const listingUploads = pgTable(
  'listing_uploads',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'document'] }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_uploads_owner_id_idx').on(t.ownerId)],
);

export const listings = pgTable('listings', {
  id: uuid('id').primaryKey().defaultRandom(),
  shareCode: text('share_code').notNull().unique(),
  posterId: text('poster_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  listingType: text('listing_type', { enum: ['service', 'material_supply'] }).notNull(),
  status: text('status', { enum: ['open', 'ongoing', 'closed'] }).notNull().default('open'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  searchText: text('search_text').notNull(),
  industries: text('industries').array().notNull(),
  materialsProvided: boolean('materials_provided'),
  budgetCents: bigint('budget_cents', { mode: 'number' }).notNull(),
  budgetUnits: text('budget_units').notNull().default('USD'),
  deadline: date('deadline', { mode: 'string' }).notNull(),
  streetAddress: text('street_address').notNull(),
  city: text('city').notNull(),
  cityKey: text('city_key').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  images: jsonb('images').$type<ListingFileRef[]>().notNull().default([]),
  documents: jsonb('documents').$type<ListingFileRef[]>().notNull().default([]),
  bidderCount: integer('bidder_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  /** Hidden by an operator (0023): others no longer find it; its owner sees the reason. */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenReason: text('hidden_reason'),
});

export const listingLikes = pgTable(
  'listing_likes',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('listing_likes_listing_id_idx').on(t.listingId)],
);
