import { z } from 'zod';
import { INDUSTRIES, LIMITS } from '../constants';
import { futureCalendarDateSchema, isCalendarDate } from './common';
import { MONEY_CENTS_MSG } from '../money';
import { badgesSchema } from './badges';
import { ratingSchema } from './rating';
import { LISTING_MSG, LISTING_TYPES, LISTING_STATUSES, LISTING_TITLE_MAX, LISTING_DESCRIPTION_MAX, LISTING_MAX_DOCUMENTS, LISTING_MAX_ITEMS, BUDGET_MAX_CENTS } from '../constants/listing';

/**
 * Listings API (all under /api; every route needs a signed-in user unless noted).
 *
 *   POST   /api/listings/uploads          multipart: field `kind` ('image'|'document') and part `file` (max 10 MB)
 *                                         -> ListingUpload { key, url, name }. Refused: LISTING_MSG.fileTypeNotSupported,
 *                                         LISTING_MSG.fileRequired. An upload can only be used by the user who sent it.
 *   POST   /api/listings                  ListingCreate -> ListingDetail (201)
 *   GET    /api/listings                  listingSearchQuerySchema -> ListingPage (open listings, newest first, 20 per page)
 *   GET    /api/listings/mine?status=&cursor=   -> ListingPage (own listings, latest updated first, 20 per page;
 *                                         status default open)
 *   GET    /api/listings/liked?status=&cursor=  -> ListingPage (saved listings, current data, latest updated first, 20 per page)
 *   GET    /api/listings/:id              -> ListingDetail (404 LISTING_MSG.notFound)
 *   PUT    /api/listings/:id              ListingCreate -> { message: 'Updated Project', listing } (owner, open only;
 *                                         403 LISTING_MSG.notOwner, 409 LISTING_MSG.notOpen; listingType cannot change)
 *   POST   /api/listings/:id/close        -> { message } (owner, open only)
 *   DELETE /api/listings/:id              -> { message } (owner, open only)
 *   PUT    /api/listings/:id/like         -> { isLiked: true }   (idempotent)
 *   DELETE /api/listings/:id/like         -> { isLiked: false }  (idempotent)
 *   GET    /api/listings/:id/bidders      -> BidderList (never an amount; the web shows '$ *****')
 *   GET    /s/:code                       (root, public) HTML page with Open Graph tags -> link to /v1?postID=<id>
 *
 * Money is integer cents (`budgetCents`, `estimatedPriceCents`), dates are ISO strings: `deadline` is a calendar
 * date 'YYYY-MM-DD', timestamps (`createdAt`, `updatedAt`) are full ISO date-times.
 */

// plain constants live in constants/listing.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/listing';

export const listingTypeSchema = z.enum(LISTING_TYPES, { error: LISTING_MSG.typeRequired });
export const listingStatusSchema = z.enum(LISTING_STATUSES);

/** Today as 'YYYY-MM-DD' one day behind UTC, so no time zone on earth sees its own today as "past". */
export function getEarliestDeadline(now = new Date()) {
  return new Date(now.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);
}
const deadlineSchema = (message: string) => futureCalendarDateSchema(message, LISTING_MSG.deadlineInPast, getEarliestDeadline);

/** A fraction of a cent is refused in the cents rule's words, except by a materials budget: its digits-only words say it. */
const budgetSchema = (notNumberMessage: string, fractionMessage = MONEY_CENTS_MSG) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? LISTING_MSG.budgetRequired : notNumberMessage) })
    .int(fractionMessage)
    .min(0, notNumberMessage)
    .max(BUDGET_MAX_CENTS, 'The budget is too large.');

const uploadKey = z.string().regex(/^[A-Za-z0-9]{60}\.[a-z0-9]{2,5}$/, LISTING_MSG.uploadNotFound);

const listingLocationInputSchema = z.object(
  {
    streetAddress: z.string({ error: LISTING_MSG.streetRequired }).trim().min(1, LISTING_MSG.streetRequired).max(200),
    /** The chosen place's id (its zip code) from GET /api/places/search. */
    placeId: z.string({ error: LISTING_MSG.locationRequired }).regex(/^\d{5}$/, LISTING_MSG.locationRequired),
  },
  { error: LISTING_MSG.locationRequired },
);
export type ListingLocationInput = z.infer<typeof listingLocationInputSchema>;

const listingItemInputSchema = z.object({
  productId: z.string().min(1).max(100),
  quantity: z.number({ error: LISTING_MSG.itemQuantity }).int(LISTING_MSG.itemQuantity).min(1, LISTING_MSG.itemQuantity).max(100_000),
});

const commonFields = {
  title: z.string({ error: LISTING_MSG.titleRequired }).trim().min(1, LISTING_MSG.titleRequired).max(LISTING_TITLE_MAX, `At most ${LISTING_TITLE_MAX} characters.`),
  industries: z
    .array(z.enum(INDUSTRIES, { error: LISTING_MSG.industryRequired }), { error: LISTING_MSG.industryRequired })
    .min(1, LISTING_MSG.industryRequired)
    .max(INDUSTRIES.length),
};
const tailFields = {
  description: z.string().trim().max(LISTING_DESCRIPTION_MAX, `At most ${LISTING_DESCRIPTION_MAX} characters.`).optional().default(''),
  location: listingLocationInputSchema,
  images: z
    .array(uploadKey, { error: LISTING_MSG.imageRequired })
    .min(1, LISTING_MSG.imageRequired)
    .max(LIMITS.maxPostImages, LISTING_MSG.tooManyImages),
  documents: z.array(uploadKey).max(LISTING_MAX_DOCUMENTS, `At most ${LISTING_MAX_DOCUMENTS} documents.`).optional().default([]),
};

const servicesPostSchema = z.object({
  listingType: z.literal('service'),
  ...commonFields,
  materialsProvided: z.boolean({ error: LISTING_MSG.materialsProvidedRequired }),
  budgetCents: budgetSchema(LISTING_MSG.budgetRequired),
  deadline: deadlineSchema(LISTING_MSG.completionDateRequired),
  ...tailFields,
});

const materialsPostSchema = z.object({
  listingType: z.literal('material_supply'),
  ...commonFields,
  budgetCents: budgetSchema(LISTING_MSG.budgetDigits, LISTING_MSG.budgetDigits),
  deadline: deadlineSchema(LISTING_MSG.deliveryDateRequired),
  ...tailFields,
  items: z.array(listingItemInputSchema).max(LISTING_MAX_ITEMS).optional().default([]),
});

/** Body of POST /api/listings and PUT /api/listings/:id. */
export const listingCreateSchema = z.discriminatedUnion('listingType', [servicesPostSchema, materialsPostSchema], {
  error: LISTING_MSG.typeRequired,
});
export type ListingCreate = z.input<typeof listingCreateSchema>;
export type ListingCreateParsed = z.output<typeof listingCreateSchema>;

// ---------- responses ----------

const listingUploadKindSchema = z.enum(['image', 'document'], { error: LISTING_MSG.fileTypeNotSupported });
/** A listing upload's text field: what the file is for (an image by default). */
export const listingUploadFieldsSchema = z.object({ kind: listingUploadKindSchema.default('image') });
export const listingUploadSchema = z.object({ key: z.string(), url: z.string(), name: z.string() });
export type ListingUpload = z.infer<typeof listingUploadSchema>;

const listingFileSchema = z.object({ key: z.string(), url: z.string(), name: z.string() });
export type ListingFile = z.infer<typeof listingFileSchema>;

const listingLocationSchema = z.object({
  /** "12 Main St, Providence, RI 02903, USA" */
  address: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.literal('US'),
  lat: z.number(),
  lng: z.number(),
});

const listingItemSchema = z.object({
  productId: z.string(),
  brand: z.string(),
  category: z.string(),
  productName: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  estimatedPriceCents: z.number().int(),
  quantity: z.number().int(),
});
export type ListingItem = z.infer<typeof listingItemSchema>;

const listingPosterSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  badges: badgesSchema,
});

/** What a post card needs; kept small so a page of 20 stays far below 40 KB. */
const listingCardSchema = z.object({
  id: z.string(),
  listingType: listingTypeSchema,
  status: listingStatusSchema,
  title: z.string(),
  /** At most CARD_DESCRIPTION_MAX characters; the details carry the full text. */
  descriptionExcerpt: z.string(),
  industries: z.array(z.string()),
  budgetCents: z.number().int(),
  deadline: z.string(),
  city: z.string(),
  state: z.string(),
  /** Every image of the post (at most 5): one shows directly, several as a carousel. */
  imageUrls: z.array(z.string()),
  poster: z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable(), badges: badgesSchema }),
  bidderCount: z.number().int(),
  isLiked: z.boolean(),
  shareCode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only on the owner's own cards and details, when HomeBid hid the listing: the reason ('Hidden by HomeBid: <reason>'). */
  hiddenReason: z.string().optional(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const listingDetailSchema = listingCardSchema.omit({ descriptionExcerpt: true, poster: true }).extend({
  description: z.string(),
  /** Services only; null for material supply. */
  materialsProvided: z.boolean().nullable(),
  location: listingLocationSchema,
  images: z.array(listingFileSchema),
  documents: z.array(listingFileSchema),
  items: z.array(listingItemSchema),
  poster: listingPosterSchema,
  /** Absolute short link, e.g. https://homebid.example/s/Ab3dE6gH */
  shareUrl: z.string(),
  isOwner: z.boolean(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingPageSchema = z.object({
  items: z.array(listingCardSchema),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

export const listingSavedResponseSchema = z.object({ message: z.string(), listing: listingDetailSchema });
export const likeResponseSchema = z.object({ isLiked: z.boolean() });

/**
 * A bidder row. Deliberately has no amount field: the amount never leaves the server in a bidders list.
 * Issue 4 (bids) fills it from its bids table; until then the list is empty.
 */
const bidderRowSchema = z.object({
  bidderId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  bidDate: z.string(),
  badges: badgesSchema,
  /** The bidder's average stars and count, so the list can be sorted by reputation. */
  rating: ratingSchema,
});
export type BidderRow = z.infer<typeof bidderRowSchema>;
export const bidderListSchema = z.object({ bidders: z.array(bidderRowSchema) });
export type BidderList = z.infer<typeof bidderListSchema>;

/** My Projects and Saved Projects: one status, one page at a time (`cursor` from the last page's nextCursor). */
export const listingListQuerySchema = z.object({ status: listingStatusSchema.optional().default('open'), cursor: z.string().max(200).optional() });

/** Repeated (`types=A&types=B`) or comma-separated (`types=A,B`) query values become a list. */
const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    const list = Array.isArray(v) ? v : [v];
    return list.flatMap((s) => (typeof s === 'string' ? s.split(',') : [s])).filter((s) => s !== '');
  }, z.array(item).max(50).optional());

const optionalNumber = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().optional());

/**
 * GET /api/listings query. The filter semantics live in shared/domain/listing-search.ts (matchesListingFilter):
 * `types` = industries (any match), `listingTypes` = service/material_supply, `maxBudgetCents` (0 = no filter),
 * `deadline` 'YYYY-MM-DD' = due on or before that date (empty = no filter), `city`, `text`,
 * `nearLat` + `nearLng` + `miles` (0 = no filter). Paging: `cursor` (from nextCursor) or `page` (1-based).
 */
export const listingSearchQuerySchema = z.object({
  types: queryList(z.enum(INDUSTRIES, { error: 'Please choose industries from the list.' })),
  listingTypes: queryList(listingTypeSchema),
  maxBudgetCents: optionalNumber.pipe(z.number().int(MONEY_CENTS_MSG).min(0).max(BUDGET_MAX_CENTS).optional()),
  deadline: z.preprocess((v) => (v === '' || v === '0' ? undefined : v), z.string().refine(isCalendarDate, 'Please select a valid date.').optional()),
  city: z.string().trim().max(100).optional(),
  text: z.string().max(200, 'At most 200 characters.').optional(),
  nearLat: optionalNumber.pipe(z.number().min(-90).max(90).optional()),
  nearLng: optionalNumber.pipe(z.number().min(-180).max(180).optional()),
  miles: optionalNumber.pipe(z.number().min(0).max(3000).optional()),
  cursor: z.string().max(200).optional(),
  page: optionalNumber.pipe(z.number().int().min(1).max(10_000).optional()),
});
