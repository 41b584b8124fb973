import { z } from 'zod';
import { ratingSchema } from './rating';
import { badgesSchema } from './badges';
import { futureCalendarDateSchema } from './common';
import { MONEY_CENTS_MSG } from '../money';
import { BUDGET_MAX_CENTS, getEarliestDeadline, LISTING_MAX_ITEMS, listingStatusSchema, listingTypeSchema } from './listing';
import { BID_MSG, BID_DESCRIPTION_MAX, MILESTONE_DESCRIPTION_MAX, BID_MAX_MILESTONES, DECLINE_REASONS, DECLINE_REASON_MAX, BID_STATUSES } from '../constants/bid';

/**
 * Bids API (all under /api; every route needs a signed-in user). Contracts: see ./contract.ts.
 *
 *   POST   /api/bids/uploads              multipart: part `file` (image or document, max 10 MB) -> BidUpload { key, url, name }.
 *                                         Refused: BID_MSG.fileTypeNotSupported, BID_MSG.fileRequired. Only the uploader may
 *                                         use the key (as `attachmentKey`).
 *   POST   /api/listings/:id/bids         BidInput -> 201 BidSavedResponse { message: bidPlacedMessage(poster name), bid }.
 *                                         403 BID_MSG.homeOwnerCannotBid, 403 BID_MSG.ownProject, 409 BID_MSG.listingNotOpen,
 *                                         409 BID_MSG.alreadyBid (the web then shows the bid-details control), 400 validation.
 *   GET    /api/listings/:id/bids/mine    -> Bid (my bid on this listing; 404 BID_MSG.notFound when I have none)
 *   GET    /api/listings/:id/bids         -> ListingBids (poster only, 403 BID_MSG.notPoster; View Bidders: declined bids left out,
 *                                         newest first; contract_created bids carry `contractId` for Withdraw)
 *   GET    /api/bids/mine                 -> MyBidList (My Bids: my bids newest first; `isWon` once the contract is accepted)
 *   GET    /api/bids/:id                  -> Bid (the bidder or the listing's poster; anyone else 404)
 *   PUT    /api/bids/:id                  BidInput -> BidSavedResponse { message: 'Bid Edited!', bid } (bidder, while submitted or
 *                                         declined; the bid becomes submitted again; 409 otherwise)
 *   DELETE /api/bids/:id                  -> { message } (bidder, while submitted or declined)
 *   POST   /api/bids/:id/decline          BidDecline -> { message } (poster, submitted only)
 *   POST   /api/bids/:id/hire             -> ContractSavedResponse { message, contract } (poster; submitted -> contract_created, listing
 *                                         open -> ongoing; a second hire on the same listing -> 409 BID_MSG.listingHasContract)
 *   GET    /api/bids/:id/contract         -> ContractDetail (bidder or poster; 404 CONTRACT_MSG.notFound when there is none)
 *
 * Money is integer cents (`amountCents`, `estimatedPriceCents`); dates are calendar dates 'YYYY-MM-DD'; timestamps
 * (`createdAt`, `updatedAt`) are full ISO date-times. Every refused state change is a 409 with a readable message and
 * changes nothing. Totals rules (milestone sum, item totals, the default milestone): shared/domain/bid-totals.ts;
 * who may move a bid from which state: shared/domain/bid-state.ts.
 */

// plain constants live in constants/bid.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/bid';
const bidStatusSchema = z.enum(BID_STATUSES);

/** A calendar date that is not in the past (same one-day tolerance as listing deadlines). */
const futureDateSchema = (message: string) => futureCalendarDateSchema(message, BID_MSG.dateInPast, getEarliestDeadline);

const centsSchema = (missingMessage: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missingMessage : BID_MSG.invalidAmount) })
    .int(MONEY_CENTS_MSG)
    .min(0, BID_MSG.invalidAmount)
    .max(BUDGET_MAX_CENTS, 'The amount is too large.');

/** PostgreSQL text cannot hold NUL characters; refuse them with words instead of failing on the insert. */
const hasNoNul = (v: string) => !v.includes('\u0000');
const NUL_MESSAGE = 'Please remove unsupported characters.';

const uploadKey = z.string().regex(/^[A-Za-z0-9]{60}\.[a-z0-9]{2,5}$/, BID_MSG.uploadNotFound);

const bidMilestoneInputSchema = z.object(
  {
    description: z.string({ error: BID_MSG.milestoneDetails }).trim().min(1, BID_MSG.milestoneDetails).max(MILESTONE_DESCRIPTION_MAX, `At most ${MILESTONE_DESCRIPTION_MAX} characters.`).refine(hasNoNul, NUL_MESSAGE),
    dueDate: futureDateSchema(BID_MSG.milestoneDetails),
    amountCents: centsSchema(BID_MSG.milestoneDetails),
  },
  { error: BID_MSG.milestoneDetails },
);

/** One line of a materials bid: a product of the listing, its (editable) name, quantity and price. */
const bidItemInputSchema = z.object({
  productId: z.string().min(1).max(100),
  productName: z.string().trim().min(1, 'Please enter the material name.').max(200).refine(hasNoNul, NUL_MESSAGE).optional(),
  quantity: z.number({ error: 'Quantity cannot go below 0.' }).int('Quantity must be a whole number.').min(0, 'Quantity cannot go below 0.').max(100_000),
  estimatedPriceCents: centsSchema(BID_MSG.invalidAmount),
  isEstimatedPriceEnabled: z.boolean().optional().default(true),
});

/**
 * Body of POST /api/listings/:id/bids and PUT /api/bids/:id.
 * - `amountCents`: the overall amount. With milestones it must equal their sum; for an individual material bid
 *   (isIndividualBid) without milestones it must equal the items total (bid-totals.ts). 0 -> BID_MSG.amountRequired.
 * - `endDate`: the Projected End Date (services) or the Delivery Date (materials); `startDate` only for services.
 * - `isIndividualBid`: required for a material_supply listing that has items (BID_MSG.projectTypeRequired), else ignored.
 * - `items`: for individual material bids, one line per listing item (by productId); ignored otherwise.
 * - `milestones`: empty -> the server makes the default milestone 'Bidding for whole Project'.
 * - `attachmentKey`: from POST /api/bids/uploads; null or absent = no attachment (an update keeps nothing it is not sent).
 */
export const bidInputSchema = z.object({
  amountCents: centsSchema(BID_MSG.amountRequired),
  description: z.string().trim().max(BID_DESCRIPTION_MAX, `At most ${BID_DESCRIPTION_MAX} characters.`).refine(hasNoNul, NUL_MESSAGE).optional().default(''),
  startDate: futureDateSchema(BID_MSG.endDateRequired).nullable().optional(),
  endDate: futureDateSchema(BID_MSG.endDateRequired),
  isIndividualBid: z.boolean({ error: BID_MSG.projectTypeRequired }).nullable().optional(),
  items: z.array(bidItemInputSchema).max(LISTING_MAX_ITEMS).optional().default([]),
  milestones: z.array(bidMilestoneInputSchema, { error: BID_MSG.milestoneDetails }).max(BID_MAX_MILESTONES, `At most ${BID_MAX_MILESTONES} milestones.`).optional().default([]),
  attachmentKey: uploadKey.nullable().optional(),
});
export type BidInput = z.input<typeof bidInputSchema>;
export type BidInputParsed = z.output<typeof bidInputSchema>;

/** Body of POST /api/bids/:id/decline. With 'Others', `otherReason` is required and becomes the reason. */
export const bidDeclineSchema = z
  .object({
    reason: z.enum(DECLINE_REASONS, { error: BID_MSG.reasonRequired }),
    otherReason: z.string().trim().max(DECLINE_REASON_MAX, `At most ${DECLINE_REASON_MAX} characters.`).refine(hasNoNul, NUL_MESSAGE).optional(),
  })
  .refine((v) => v.reason !== 'Others' || (v.otherReason ?? '').length > 0, { message: BID_MSG.otherReasonRequired, path: ['otherReason'] });
export type BidDecline = z.input<typeof bidDeclineSchema>;

// ---------- responses ----------

export const bidUploadSchema = z.object({ key: z.string(), url: z.string(), name: z.string() });
export type BidUpload = z.infer<typeof bidUploadSchema>;

export const bidMilestoneSchema = z.object({
  /** 1-based: 'N. Proposed payment milestone'. */
  position: z.number().int(),
  description: z.string(),
  amountCents: z.number().int(),
  dueDate: z.string(),
  completed: z.boolean(),
  bidderCompleted: z.boolean(),
  posterPaid: z.boolean(),
  bidderReceived: z.boolean(),
});
export type BidMilestone = z.infer<typeof bidMilestoneSchema>;

const bidItemSchema = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int(),
  estimatedPriceCents: z.number().int(),
  isEstimatedPriceEnabled: z.boolean(),
});
export type BidItem = z.infer<typeof bidItemSchema>;

export const bidPersonSchema = z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable() });

export const bidListingSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  listingType: listingTypeSchema,
  status: listingStatusSchema,
  /** First image of the listing, or null. */
  imageUrl: z.string().nullable(),
  poster: bidPersonSchema,
});
export type BidListingSummary = z.infer<typeof bidListingSummarySchema>;

/** A whole bid. Sent only to its bidder and to the poster of its listing. */
export const bidSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  status: bidStatusSchema,
  amountCents: z.number().int(),
  description: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isIndividualBid: z.boolean(),
  /** Set while the bid is declined: what the poster chose or wrote. */
  declinedReason: z.string().nullable(),
  attachment: bidUploadSchema.nullable(),
  items: z.array(bidItemSchema),
  milestones: z.array(bidMilestoneSchema),
  bidder: bidPersonSchema.extend({ badges: badgesSchema }),
  listing: bidListingSummarySchema,
  /** The contract of this bid while one exists (contract_created / contract_started). */
  contractId: z.string().nullable(),
  bidderAccepted: z.enum(['offer_sent', 'accepted']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The other side's contact details in its texts are hidden until hire (the web shows why). */
  contactHidden: z.boolean(),
});
export type Bid = z.infer<typeof bidSchema>;

export const bidSavedResponseSchema = z.object({ message: z.string(), bid: bidSchema });
export type BidSavedResponse = z.infer<typeof bidSavedResponseSchema>;

/** View Bidders: the poster's listing and its bids without the declined ones. */
export const listingBidsSchema = z.object({
  listing: bidListingSummarySchema,
  bids: z.array(bidSchema),
  /** Each bidder's rating by bidder id, so a poster can choose by reputation. */
  bidderRatings: z.record(z.string(), ratingSchema),
});
export type ListingBids = z.infer<typeof listingBidsSchema>;

/** A row of My Bids. */
const myBidSchema = z.object({
  id: z.string(),
  status: bidStatusSchema,
  amountCents: z.number().int(),
  declinedReason: z.string().nullable(),
  listing: bidListingSummarySchema,
  contractId: z.string().nullable(),
  bidderAccepted: z.enum(['offer_sent', 'accepted']).nullable(),
  /** True once the contract is accepted (shown as 'Won'). */
  isWon: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The poster's contact details in `declinedReason` are hidden until hire. */
  contactHidden: z.boolean(),
});
export type MyBid = z.infer<typeof myBidSchema>;
export const myBidListSchema = z.object({ items: z.array(myBidSchema) });
export type MyBidList = z.infer<typeof myBidListSchema>;
