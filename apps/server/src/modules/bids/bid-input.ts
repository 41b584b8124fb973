import { asc, eq } from 'drizzle-orm';
import { findBidTotalError, resolveMilestones } from '@homebid/shared/domain/bid-totals';
import { BID_MSG, type BidInputParsed } from '@homebid/shared/schemas/bid';
import type { Database } from '../../db/client';
import { catalogueProducts, listingItems } from '../../db/schema/catalogue';
import { badRequest } from '../../platform/errors';
import { getOwnedBidUpload } from './bid-uploads.service';

export interface PreparedBid {
  values: {
    amountCents: number;
    description: string;
    startDate: string | null;
    endDate: string;
    isIndividualBid: boolean;
    attachmentKey: string | null;
    attachmentName: string | null;
  };
  items: Array<{ position: number; productId: string; productName: string; imageKey: string; quantity: number; estimatedPriceCents: number; isEstimatedPriceEnabled: boolean }>;
  milestones: Array<{ position: number; description: string; amountCents: number; dueDate: string }>;
}

/**
 * Checks a bid body against its listing (project type, items of the listing, totals, dates, attachment
 * owner) and returns the rows to store. Runs the spec's rules in the order the form shows their messages.
 */
export async function prepareBid(
  db: Database,
  bidderId: string,
  listing: { id: string; listingType: 'service' | 'material_supply' },
  input: BidInputParsed,
): Promise<PreparedBid> {
  const isMaterial = listing.listingType === 'material_supply';
  const listingProducts = isMaterial ? await listListingProducts(db, listing.id) : [];
  const hasItems = listingProducts.length > 0;
  if (hasItems && typeof input.isIndividualBid !== 'boolean') throw badRequest(BID_MSG.projectTypeRequired, 'project_type_required');
  const isIndividualBid = hasItems && input.isIndividualBid === true;
  const items = isIndividualBid ? buildItems(listingProducts, input.items) : [];

  const totalError = findBidTotalError({ amountCents: input.amountCents, milestones: input.milestones, items, isIndividualBid });
  if (totalError) throw badRequest(totalError, 'invalid_amount');

  const startDate = isMaterial ? null : (input.startDate ?? null);
  if (startDate && startDate > input.endDate) throw badRequest(BID_MSG.startAfterEnd, 'invalid_dates');
  const attachment = input.attachmentKey ? await getOwnedBidUpload(db, bidderId, input.attachmentKey) : null;
  const milestones = resolveMilestones({ amountCents: input.amountCents, description: input.description, endDate: input.endDate }, input.milestones);

  return {
    values: {
      amountCents: input.amountCents,
      description: input.description,
      startDate,
      endDate: input.endDate,
      isIndividualBid,
      attachmentKey: attachment?.key ?? null,
      attachmentName: attachment?.name ?? null,
    },
    items,
    milestones: milestones.map((m, i) => ({ ...m, position: i + 1 })),
  };
}

type ListingProduct = Awaited<ReturnType<typeof listListingProducts>>[number];

async function listListingProducts(db: Database, listingId: string) {
  return db
    .select({ productId: listingItems.productId, productName: catalogueProducts.productName, imageKey: catalogueProducts.imageKey })
    .from(listingItems)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, listingItems.productId))
    .where(eq(listingItems.listingId, listingId))
    .orderBy(asc(listingItems.position));
}

/** One line per listing product the bid prices (the first line wins for a repeated product); names snapshot the catalogue. */
function buildItems(products: ListingProduct[], lines: BidInputParsed['items']): PreparedBid['items'] {
  if (lines.length === 0) throw badRequest(BID_MSG.itemsRequired, 'items_required');
  const byId = new Map(products.map((p) => [p.productId, p]));
  const seen = new Set<string>();
  const items: PreparedBid['items'] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) throw badRequest(BID_MSG.itemNotInListing, 'item_not_in_listing');
    if (seen.has(line.productId)) continue;
    seen.add(line.productId);
    items.push({
      position: items.length + 1,
      productId: product.productId,
      productName: line.productName ?? product.productName,
      imageKey: product.imageKey,
      quantity: line.quantity,
      // 'Disabling an item sets its price to 0'
      estimatedPriceCents: line.isEstimatedPriceEnabled ? line.estimatedPriceCents : 0,
      isEstimatedPriceEnabled: line.isEstimatedPriceEnabled,
    });
  }
  return items;
}
