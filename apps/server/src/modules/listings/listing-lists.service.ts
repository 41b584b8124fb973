import { and, desc, eq } from 'drizzle-orm';
import type { ListingCard, ListingStatus } from '@homebid/shared/schemas/listing';
import { users } from '../../db/schema/auth';
import { listingLikes, listings } from '../../db/schema/listings';
import { LISTING_MSG } from '@homebid/shared/schemas/listing';
import { notFound } from '../../platform/errors';
import { badgesFor } from '../profile/user-badges';
import { cardColumns, toListingCard, type CardRow } from './listing-view';
import { isListingVisibleToSql } from './listing-visibility';
import { isListingId, type ListingContext } from './listings.policy';

/** Own listings with the given status, latest updated first (My Projects). */
export async function listMyListings(ctx: ListingContext, userId: string, status: ListingStatus): Promise<ListingCard[]> {
  const rows = await ctx.db
    .select(cardColumns(userId))
    .from(listings)
    .innerJoin(users, eq(users.id, listings.posterId))
    .where(and(eq(listings.posterId, userId), eq(listings.status, status)))
    .orderBy(desc(listings.updatedAt), desc(listings.id))
    .limit(500);
  return toListingCards(ctx, rows);
}

/** Saved listings with the given status, always the listing's current data, latest updated first. */
export async function listLikedListings(ctx: ListingContext, userId: string, status: ListingStatus): Promise<ListingCard[]> {
  const rows = await ctx.db
    .select(cardColumns(userId))
    .from(listingLikes)
    .innerJoin(listings, eq(listings.id, listingLikes.listingId))
    .innerJoin(users, eq(users.id, listings.posterId))
    .where(and(eq(listingLikes.userId, userId), eq(listings.status, status), isListingVisibleToSql(userId)))
    .orderBy(desc(listings.updatedAt), desc(listings.id))
    .limit(500);
  return toListingCards(ctx, rows);
}

/** Cards of `rows`, with their posters' badges read in one query. */
async function toListingCards(ctx: ListingContext, rows: CardRow[]): Promise<ListingCard[]> {
  const badges = await badgesFor(ctx.db, rows.map((row) => row.posterId));
  return rows.map((row) => toListingCard(ctx, row, badges));
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
