import { bigint, boolean, date, doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SavedSearchFilter } from '@homebid/shared/schemas/saved-search';
import { users } from './auth';
import { listings } from './listings';

/** A saved listing search (0027): the filter as chosen, and bound to values in columns (NULL = no filter). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily'] }).notNull(),
    paused: boolean('paused').notNull().default(false),
    filter: jsonb('filter').$type<SavedSearchFilter>().notNull().default({}),
    industries: text('industries').array(),
    listingTypes: text('listing_types').array(),
    maxBudgetCents: bigint('max_budget_cents', { mode: 'number' }),
    deadline: date('deadline', { mode: 'string' }),
    cityKey: text('city_key'),
    wordPatterns: text('word_patterns').array(),
    nearLat: doublePrecision('near_lat'),
    nearLng: doublePrecision('near_lng'),
    nearMiles: doublePrecision('near_miles'),
    latMin: doublePrecision('lat_min'),
    latMax: doublePrecision('lat_max'),
    lngMin: doublePrecision('lng_min'),
    lngMax: doublePrecision('lng_max'),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

/** A listing found for a user by one of their saved searches: at most one row per user and listing. */
export const leadMatches = pgTable(
  'lead_matches',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
    /** The search that found it (no foreign key, see 0027; cleared when the search is deleted). */
    savedSearchId: uuid('saved_search_id'),
    digest: boolean('digest').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('lead_matches_search_idx').on(t.savedSearchId, t.matchedAt)],
);

/** A new listing waiting for the lead-match job (0027). */
export const leadPendingListings = pgTable('lead_pending_listings', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
