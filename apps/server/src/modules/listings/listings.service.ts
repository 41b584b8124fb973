import { and, eq, inArray } from 'drizzle-orm';
import { buildListingSearchText } from '@homebid/shared/domain/listing-search';
import { LISTING_MSG, type ListingCreateParsed, type ListingDetail, type ListingStatus } from '@homebid/shared/schemas/listing';
import { catalogueProducts, listingItems } from '../../db/schema/catalogue';
import { bids } from '../../db/schema/bids';
import { listings } from '../../db/schema/listings';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, notFound } from '../../platform/errors';
import { releaseBidAttachments } from '../bids/bid-files';
import { enqueueLeadMatching } from '../leads/lead-match-queue';
import { listFileKeys, releaseListingFiles } from './listing-files';
import { resolveListingLocation } from './listing-location';
import { getOwnedUploads } from './listing-uploads.service';
import { findListingDetail } from './listing-view';
import { assertCanChangeListing, isListingId, type ListingContext } from './listings.policy';
import { createShareCode } from './share-code';

/** Checks everything the body refers to (place, uploads, catalogue items) and returns the columns to store. */
async function buildListingValues(ctx: ListingContext, userId: string, input: ListingCreateParsed) {
  const location = resolveListingLocation(ctx, input.location);
  const images = await getOwnedUploads(ctx, userId, input.images, 'image');
  const documents = await getOwnedUploads(ctx, userId, input.documents, 'document');
  const items = input.listingType === 'material_supply' ? await checkItems(ctx.db, input.items) : [];
  return {
    values: {
      listingType: input.listingType,
      title: input.title,
      description: input.description,
      searchText: buildListingSearchText(input.title, input.description),
      industries: [...new Set(input.industries)],
      materialsProvided: input.listingType === 'service' ? input.materialsProvided : null,
      budgetCents: input.budgetCents,
      deadline: input.deadline,
      ...location,
      images,
      documents,
    },
    items,
  };
}

/** Merges repeated products (quantities add up) and refuses products that are not in the catalogue. */
async function checkItems(db: Database, items: Array<{ productId: string; quantity: number }>) {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  if (merged.size === 0) return [];
  const found = await db.select({ id: catalogueProducts.id }).from(catalogueProducts).where(inArray(catalogueProducts.id, [...merged.keys()]));
  if (found.length !== merged.size) throw badRequest(LISTING_MSG.itemNotFound, 'item_not_found');
  return [...merged].map(([productId, quantity], position) => ({ productId, quantity, position }));
}

/** Posts a new open listing for `userId`. */
export async function createListing(ctx: ListingContext, userId: string, input: ListingCreateParsed): Promise<ListingDetail> {
  const { values, items } = await buildListingValues(ctx, userId, input);
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await ctx.db.transaction(async (tx) => {
        const created = await insertListing(tx, { ...values, posterId: userId, shareCode: createShareCode() }, items);
        await enqueueLeadMatching(tx, created);
        return created;
      });
      return (await findListingDetail(ctx, id, userId))!;
    } catch (error) {
      // a share code collision is astronomically rare; try a new code a few times
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** Inserts a listing and its catalogue items (a post, and the demo seed's listings); returns its id. */
export async function insertListing(
  tx: Database,
  listing: typeof listings.$inferInsert,
  items: ReadonlyArray<{ productId: string; quantity: number; position: number }>,
): Promise<string> {
  const [row] = await tx.insert(listings).values(listing).returning({ id: listings.id });
  if (items.length) await tx.insert(listingItems).values(items.map((i) => ({ ...i, listingId: row.id })));
  return row.id;
}

/** Locks the listing row and applies the owner-and-open rule inside the transaction. */
async function lockChangeableListing(tx: Database, id: string, userId: string, options: { lock: boolean } = { lock: true }) {
  const query = tx
    .select({ posterId: listings.posterId, status: listings.status, listingType: listings.listingType, images: listings.images, documents: listings.documents })
    .from(listings)
    .where(eq(listings.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  assertCanChangeListing(row, userId);
  return row;
}

const assertListingId = (id: string) => {
  if (!isListingId(id)) throw notFound(LISTING_MSG.notFound);
};

/** Replaces an open listing's fields (owner only). The type of a post cannot change. */
export async function updateListing(ctx: ListingContext, userId: string, id: string, input: ListingCreateParsed): Promise<ListingDetail> {
  assertListingId(id);
  // permission first, so another user learns nothing from the body checks; checked again under the lock
  await lockChangeableListing(ctx.db, id, userId, { lock: false });
  const { values, items } = await buildListingValues(ctx, userId, input);
  const previousKeys = await ctx.db.transaction(async (tx) => {
    const row = await lockChangeableListing(tx, id, userId);
    if (row.listingType !== input.listingType) throw badRequest(LISTING_MSG.typeChange, 'type_change');
    await tx.update(listings).set({ ...values, updatedAt: new Date() }).where(eq(listings.id, id));
    await tx.delete(listingItems).where(eq(listingItems.listingId, id));
    if (items.length) await tx.insert(listingItems).values(items.map((i) => ({ ...i, listingId: id })));
    return listFileKeys(row);
  });
  // files the edit replaced or removed, once the edit has committed
  const kept = new Set(listFileKeys(values));
  await releaseListingFiles(ctx, userId, previousKeys.filter((key) => !kept.has(key)));
  return (await findListingDetail(ctx, id, userId))!;
}

/** Closes an open listing (owner only). */
export async function closeListing(ctx: ListingContext, userId: string, id: string): Promise<void> {
  assertListingId(id);
  await ctx.db.transaction(async (tx) => {
    await lockChangeableListing(tx, id, userId);
    await tx.update(listings).set({ status: 'closed', updatedAt: new Date() }).where(eq(listings.id, id));
  });
}

/**
 * Removes an open listing (owner only); its likes, items and bids go with it through the foreign keys. Its files
 * and the attachments of its bids leave storage once the removal has committed.
 */
export async function deleteListing(ctx: ListingContext, userId: string, id: string): Promise<void> {
  assertListingId(id);
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await lockChangeableListing(tx, id, userId);
    const attachments = await tx.select({ key: bids.attachmentKey }).from(bids).where(eq(bids.listingId, id));
    await tx.delete(listings).where(eq(listings.id, id));
    return { fileKeys: listFileKeys(row), attachmentKeys: attachments.map((a) => a.key) };
  });
  await releaseListingFiles(ctx, userId, removed.fileKeys);
  await releaseBidAttachments(ctx, removed.attachmentKeys);
}

/** Details of any listing for a signed-in viewer. */
export async function getListingDetail(ctx: ListingContext, viewerId: string, id: string): Promise<ListingDetail> {
  const detail = isListingId(id) ? await findListingDetail(ctx, id, viewerId) : undefined;
  if (!detail) throw notFound(LISTING_MSG.notFound);
  return detail;
}

/**
 * For the bids and contracts modules: moves a listing from one status to another inside the caller's transaction.
 * Returns false, changing nothing, when the listing is not in `from`.
 */
export async function setListingStatusInTx(tx: Database, listingId: string, change: { from: ListingStatus; to: ListingStatus }): Promise<boolean> {
  const rows = await tx
    .update(listings)
    .set({ status: change.to, updatedAt: new Date() })
    .where(and(eq(listings.id, listingId), eq(listings.status, change.from)))
    .returning({ id: listings.id });
  return rows.length > 0;
}
