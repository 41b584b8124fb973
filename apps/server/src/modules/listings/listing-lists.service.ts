import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LISTING_MSG, LISTING_PAGE_SIZE, type ListingPage, type listingListQuerySchema } from '@homebid/shared/schemas/listing';
import { users } from '../../db/schema/auth';
import { listingLikes, listings } from '../../db/schema/listings';
import { notFound } from '../../platform/errors';
import { badgesFor } from '../profile/user-badges';
import { decodeListingCursor, encodeListingCursor } from './listing-cursor';
import { cardColumns, toListingCard, type CardRow } from './listing-view';
import { isListingVisibleToSql } from './listing-visibility';
import { isListingId, type ListingContext } from './listings.policy';

type ListQuery = z.output<typeof listingListQuerySchema>;

/** What a My Projects or Saved Projects page link that no longer decodes says. */
const RELOAD = 'This page link is no longer valid. Please reload the page.';

/** Rows after the cursor's in the lists' order: latest updated first, then by id. */
const afterCursor = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const cursor = decodeListingCursor(value, RELOAD);
  return sql`(${listings.updatedAt}, ${listings.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
};

/** Own listings with the given status, latest updated first, a page at a time (My Projects). */
export async function listMyListings(ctx: ListingContext, userId: string, query: ListQuery): Promise<ListingPage> {
  const rows = await ctx.db
    .select(cardColumns(userId))
    .from(listings)
    .innerJoin(users, eq(users.id, listings.posterId))
    .where(and(eq(listings.posterId, userId), eq(listings.status, query.status), afterCursor(query.cursor)))
    .orderBy(desc(listings.updatedAt), desc(listings.id))
    .limit(LISTING_PAGE_SIZE + 1);
  return toListingPage(ctx, rows);
}

/** Saved listings with the given status, always the listing's current data, latest updated first, a page at a time. */
export async function listLikedListings(ctx: ListingContext, userId: string, query: ListQuery): Promise<ListingPage> {
  const rows = await ctx.db
    .select(cardColumns(userId))
    .from(listingLikes)
    .innerJoin(listings, eq(listings.id, listingLikes.listingId))
    .innerJoin(users, eq(users.id, listings.posterId))
    .where(and(eq(listingLikes.userId, userId), eq(listings.status, query.status), isListingVisibleToSql(userId), afterCursor(query.cursor)))
    .orderBy(desc(listings.updatedAt), desc(listings.id))
    .limit(LISTING_PAGE_SIZE + 1);
  return toListingPage(ctx, rows);
}

/** A page of cards from `rows` (one more than a page when another follows), the posters' badges read in one query. */
async function toListingPage(ctx: ListingContext, rows: CardRow[]): Promise<ListingPage> {
  const page = rows.slice(0, LISTING_PAGE_SIZE);
  const badges = await badgesFor(ctx.db, page.map((row) => row.posterId));
  const items = page.map((row) => toListingCard(ctx, row, badges));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > LISTING_PAGE_SIZE && last ? encodeListingCursor({ at: last.updatedAt, id: last.id }) : null };
}

/** Saves or unsaves a listing for the user; both are idempotent. */
export async function setListingLike(ctx: ListingContext, userId: string, listingId: string, isLiked: boolean): Promise<void> {
  if (!isListingId(listingId)) throw notFound(LISTING_MSG.notFound);
  if (!isLiked) {
    await ctx.db.delete(listingLikes).where(and(eq(listingLikes.userId, userId), eq(listingLikes.listingId, listingId)));
    return;
  }
  const [exists] = await ctx.db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId));
  if (!exists) throw notFound(LISTING_MSG.notFound);
  await ctx.db.insert(listingLikes).values({ userId, listingId }).onConflictDoNothing();
}
