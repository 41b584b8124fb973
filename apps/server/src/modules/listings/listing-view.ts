import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { CARD_DESCRIPTION_MAX, type ListingCard, type ListingDetail, type ListingItem } from '@homebid/shared/schemas/listing';
import { users } from '../../db/schema/auth';
import { catalogueCategories, catalogueProducts, listingItems } from '../../db/schema/catalogue';
import { listingLikes, listings, type ListingFileRef } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { isoText, toIso } from '../../db/to-iso';
import type { AppContext } from '../../platform/context';
import { uploadUrlSql } from '../../platform/storage/storage';
import { preparedPerDatabase } from '../../db/prepared';
import { paymentProfiles } from '../../db/schema/payments';
import { badgeSourceColumns, badgesFromSources, badgesOf, type BadgeMap } from '../profile/user-badges';
import { formatAddress } from './listing-location';
import { isListingVisibleToSql } from './listing-visibility';

type ViewContext = Pick<AppContext, 'db' | 'storage' | 'config'>;

/** The columns a card needs, plus whether `viewerId` saved it (a placeholder in statements prepared once). */
export const cardColumns = (viewerId: string | Placeholder) => ({
  id: listings.id,
  listingType: listings.listingType,
  status: listings.status,
  title: listings.title,
  description: sql<string>`left(${listings.description}, ${CARD_DESCRIPTION_MAX})`,
  industries: listings.industries,
  budgetCents: listings.budgetCents,
  deadline: listings.deadline,
  city: listings.city,
  state: listings.state,
  images: listings.images,
  posterId: listings.posterId,
  posterName: users.name,
  posterImageUrl: users.image,
  bidderCount: listings.bidderCount,
  shareCode: listings.shareCode,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  hiddenReason: listings.hiddenReason,
  isLiked: sql<boolean>`exists (select 1 from ${listingLikes} where ${listingLikes.listingId} = ${listings.id} and ${listingLikes.userId} = ${viewerId})`,
});

/**
 * A search card as the JSON text of the API's ListingCard, written by the database (same keys, in the order of
 * toListingCard; image URLs as Storage.urlOf makes them; timestamps as toIso writes them), for pages that go out
 * without Node parsing or serializing them (listing-search.service.ts). Its JSON has a space after each colon
 * and comma, a few bytes per key. The poster's badges are left empty (POSTER_BADGES_SLOT) for withPosterBadges to
 * fill from the poster's badge sources (user-badges.ts): the one rule for badges is in TypeScript. The poster is
 * read by its primary key here rather than joined: a generic plan, not knowing how few rows come, joined users by
 * scanning the whole table for each card.
 */
export const cardApiJson = (viewerId: string | Placeholder) => sql<string>`json_build_object(
  'id', ${listings.id}, 'listingType', ${listings.listingType}, 'status', ${listings.status}, 'title', ${listings.title},
  'descriptionExcerpt', left(${listings.description}, ${sql.raw(String(CARD_DESCRIPTION_MAX))}),
  'industries', ${listings.industries}, 'budgetCents', ${listings.budgetCents}, 'deadline', ${listings.deadline},
  'city', ${listings.city}, 'state', ${listings.state},
  'imageUrls', (select coalesce(json_agg(${uploadUrlSql(sql`(image.file->>'key')`)} order by image.n), '[]'::json)
    from jsonb_array_elements(${listings.images}) with ordinality as image(file, n)),
  'poster', (select json_build_object('id', ${listings.posterId}, 'name', ${users.name}, 'imageUrl', ${users.image}, 'badges', '[]'::json)
    from ${users} where ${users.id} = ${listings.posterId}),
  'bidderCount', ${listings.bidderCount},
  'isLiked', exists (select 1 from ${listingLikes} where ${listingLikes.listingId} = ${listings.id} and ${listingLikes.userId} = ${viewerId}),
  'shareCode', ${listings.shareCode}, 'createdAt', ${isoText(listings.createdAt)}, 'updatedAt', ${isoText(listings.updatedAt)}
)::text`;

/**
 * The poster's empty badges as json_build_object writes them in a card (cardApiJson). Every `"` inside a JSON string
 * is escaped, so this text can only be the key itself, never part of a title or a name.
 */
const POSTER_BADGES_SLOT = '"badges" : []';

/** A card's JSON text (cardApiJson) with the poster's badges filled in. */
export function withPosterBadges(text: string, badges: readonly string[]): string {
  return badges.length === 0 ? text : text.replace(POSTER_BADGES_SLOT, `"badges" : ${JSON.stringify(badges)}`);
}

/**
 * A card's JSON text within the byte budget of a card: as it is (nearly always), or parsed, fitted and written
 * again (fitCardToBudget).
 */
export function fitCardText(text: string): string {
  return Buffer.byteLength(text) <= CARD_MAX_BYTES ? text : JSON.stringify(fitCardToBudget(JSON.parse(text) as ListingCard));
}

export interface CardRow {
  id: string;
  listingType: 'service' | 'material_supply';
  status: 'open' | 'ongoing' | 'closed';
  title: string;
  description: string;
  industries: string[];
  budgetCents: number;
  deadline: string;
  city: string;
  state: string;
  images: ListingFileRef[];
  posterId: string;
  posterName: string;
  posterImageUrl: string | null;
  bidderCount: number;
  shareCode: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  isLiked: boolean;
  /** Set only while HomeBid hides the listing, which then only its owner's queries return. */
  hiddenReason?: string | null;
}

/** One card stays below this many bytes of JSON, so a page of 20 stays below 40 KB whatever the posts hold. */
const CARD_MAX_BYTES = 1900;

/** A card from its row, with the poster's badges from `badges` (badgesFor the posters of the cards). */
export function toListingCard(ctx: ViewContext, row: CardRow, badges: BadgeMap): ListingCard {
  const card: ListingCard = {
    id: row.id,
    listingType: row.listingType,
    status: row.status,
    title: row.title,
    descriptionExcerpt: row.description,
    industries: row.industries,
    budgetCents: Number(row.budgetCents),
    deadline: row.deadline,
    city: row.city,
    state: row.state,
    imageUrls: row.images.map((f) => ctx.storage.urlOf(f.key)),
    poster: { id: row.posterId, name: row.posterName, imageUrl: row.posterImageUrl, badges: badgesOf(badges, row.posterId) },
    bidderCount: row.bidderCount,
    isLiked: Boolean(row.isLiked),
    shareCode: row.shareCode,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    ...(row.hiddenReason ? { hiddenReason: row.hiddenReason } : {}),
  };
  return fitCardToBudget(card);
}

/** Shortens the excerpt, then the title and poster name, until the card's JSON fits CARD_MAX_BYTES. */
export function fitCardToBudget(card: ListingCard, maxBytes = CARD_MAX_BYTES): ListingCard {
  // nearly every card is far below the budget: a bound of its size (a third of the cost of JSON.stringify,
  // which each page otherwise ran 60 times) spares the exact measure
  if (jsonBytesBound(card) <= maxBytes) return card;
  const size = (c: ListingCard) => Buffer.byteLength(JSON.stringify(c));
  let fitted = card;
  for (const field of ['descriptionExcerpt', 'title'] as const) {
    while (size(fitted) > maxBytes && fitted[field].length > 0) {
      fitted = { ...fitted, [field]: [...fitted[field]].slice(0, Math.floor([...fitted[field]].length / 2)).join('') };
    }
  }
  if (size(fitted) > maxBytes) fitted = { ...fitted, poster: { ...fitted.poster, name: [...fitted.poster.name].slice(0, 40).join('') } };
  return fitted;
}

/** Printable ASCII without `"` and `\\`: one byte each in JSON. */
const PLAIN_JSON_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** At least the UTF-8 size of JSON.stringify(value) (strings, numbers, booleans, null, arrays, plain objects). */
export function jsonBytesBound(value: unknown): number {
  switch (typeof value) {
    case 'string':
      // any other UTF-16 unit takes at most 6 bytes (a \u escape; 3 bytes of UTF-8 otherwise)
      return (PLAIN_JSON_TEXT.test(value) ? value.length : value.length * 6) + 2;
    case 'number':
      // the longest a number prints: '-0.0000012698346701281521' (sign, six zeros, 17 digits), 25 characters
      return 25;
    case 'object': {
      if (value === null) return 4;
      let bytes = 2;
      if (Array.isArray(value)) for (const item of value) bytes += jsonBytesBound(item) + 1;
      else for (const key in value) bytes += jsonBytesBound(key) + 1 + jsonBytesBound((value as Record<string, unknown>)[key]) + 1;
      return bytes;
    }
    default:
      return 5;
  }
}

/**
 * The View Details modal's listing in one statement prepared once: the card's columns and the details', the
 * poster's badge sources (badgeSourceColumns) and the catalogue items as JSON, instead of three statements whose
 * SQL was built on every request. Hidden by HomeBid or of a suspended poster: unavailable to all but its owner.
 */
const selectListingDetail = preparedPerDatabase((db) => {
  const viewerId = sql.placeholder('viewerId');
  return db
    .select({
      ...cardColumns(viewerId),
      description: listings.description,
      materialsProvided: listings.materialsProvided,
      streetAddress: listings.streetAddress,
      zip: listings.zip,
      lat: listings.lat,
      lng: listings.lng,
      documents: listings.documents,
      posterCity: profiles.city,
      posterState: profiles.state,
      // flat: drizzle may make a nested object of left-joined columns null
      ...badgeSourceColumns,
      items: sql<Array<Omit<ListingItem, 'imageUrl'> & { imageKey: string }>>`(select coalesce(json_agg(json_build_object(
        'productId', ${catalogueProducts.id}, 'brand', ${catalogueProducts.brand}, 'category', ${catalogueCategories.name},
        'productName', ${catalogueProducts.productName}, 'description', ${catalogueProducts.description},
        'imageKey', ${catalogueProducts.imageKey}, 'estimatedPriceCents', ${catalogueProducts.estimatedPriceCents},
        'quantity', ${listingItems.quantity}) order by ${listingItems.position}), '[]'::json)
        from ${listingItems}
        inner join ${catalogueProducts} on ${catalogueProducts.id} = ${listingItems.productId}
        inner join ${catalogueCategories} on ${catalogueCategories.id} = ${catalogueProducts.categoryId}
        where ${listingItems.listingId} = ${listings.id})`,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.posterId))
    .leftJoin(profiles, eq(profiles.userId, listings.posterId))
    .leftJoin(paymentProfiles, eq(paymentProfiles.userId, profiles.userId))
    .where(and(eq(listings.id, sql.placeholder('id')), isListingVisibleToSql(viewerId)))
    .prepare('select_listing_detail');
});

/** A listing with everything the View Details modal shows, or undefined. */
export async function findListingDetail(ctx: ViewContext, id: string, viewerId: string): Promise<ListingDetail | undefined> {
  const [row] = await selectListingDetail(ctx.db).execute({ id, viewerId });
  if (!row) return undefined;
  const posterBadges = badgesFromSources(row);
  const card = toListingCard(ctx, row, new Map([[row.posterId, posterBadges]]));
  const toFile = (f: { key: string; name: string }) => ({ key: f.key, name: f.name, url: ctx.storage.urlOf(f.key) });
  return {
    ...card,
    title: row.title,
    description: row.description,
    materialsProvided: row.listingType === 'service' ? Boolean(row.materialsProvided) : null,
    location: {
      address: formatAddress(row),
      streetAddress: row.streetAddress,
      city: row.city,
      state: row.state,
      zip: row.zip,
      country: 'US',
      lat: row.lat,
      lng: row.lng,
    },
    images: row.images.map(toFile),
    documents: row.documents.map(toFile),
    items: row.items.map(({ imageKey, ...item }) => ({ ...item, imageUrl: ctx.storage.urlOf(imageKey) })),
    poster: { id: row.posterId, name: row.posterName, imageUrl: row.posterImageUrl, city: row.posterCity, state: row.posterState, badges: posterBadges },
    shareUrl: new URL(`/s/${row.shareCode}`, ctx.config.publicUrl).toString(),
    isOwner: row.posterId === viewerId,
  };
}
