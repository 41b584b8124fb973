import dayjs, { type Dayjs } from 'dayjs';
import { computeBidTotal, sumMilestones } from '@homebid/shared/domain/bid-totals';
import { DEFAULT_MILESTONE_DESCRIPTION } from '@homebid/shared/constants/bid';
import { type Bid, type BidInput, type BidUpload } from '@homebid/shared/schemas/bid';
import type { ListingDetail } from '@homebid/shared/schemas/listing';
import { centsOfDollars } from '@homebid/shared/money';

/** A milestone card as the form holds it: whole dollars (spec: milestone amounts are integers) and a dayjs date. */
export interface MilestoneFormValue {
  description?: string;
  dueDate?: Dayjs | null;
  amount?: number | null;
}

/** A line of an individual material bid; the price is in dollars (cents allowed) as typed. */
export interface ItemFormValue {
  productId: string;
  productName: string;
  imageUrl: string;
  quantity: number;
  price: number | null;
  isEstimatedPriceEnabled: boolean;
}

export interface BidFormValues {
  /** Overall amount in dollars (services and whole-project material bids). */
  amount?: number | null;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
  deliveryDate?: Dayjs | null;
  description?: string;
  items: ItemFormValue[];
  milestones: MilestoneFormValue[];
  attachment: BidUpload | null;
}

/** How the form is laid out: the fields differ by listing type and, for materials with items, the chosen project type. */
export interface BidFormMode {
  isMaterial: boolean;
  /** Item by item ('Individual Material'); null when the listing has no items to choose between. */
  isIndividualBid: boolean | null;
}

/**
 * Dollars as typed to cents; an empty field, or one finer than a cent (its field shows centsRule's refusal), counts
 * nothing: the running total never shows a rounded figure, and the form is not sent while a field is refused.
 */
const toCents = (dollars: number | null | undefined) => (typeof dollars === 'number' ? (centsOfDollars(dollars) ?? 0) : 0);
const toIsoDate = (date: Dayjs | null | undefined) => (date ? date.format('YYYY-MM-DD') : '');

const toMilestoneCents = (milestones: MilestoneFormValue[]) =>
  milestones.map((m) => ({ amountCents: m.amount === null || m.amount === undefined ? null : m.amount * 100 }));

/** The sum of the milestone cards in whole dollars, as the Bid Amount field shows it while milestones exist. */
export const sumMilestoneDollars = (milestones: MilestoneFormValue[]) => sumMilestones(toMilestoneCents(milestones)) / 100;

const toItemPrices = (items: ItemFormValue[]) =>
  items.map((i) => ({ quantity: i.quantity, estimatedPriceCents: toCents(i.price), isEstimatedPriceEnabled: i.isEstimatedPriceEnabled }));

/** The running total in cents, by the same shared rule the server checks. */
export function computeFormTotalCents(values: Partial<BidFormValues>, mode: BidFormMode): number {
  return computeBidTotal({
    amountCents: toCents(values.amount),
    milestones: toMilestoneCents(values.milestones ?? []),
    items: toItemPrices(values.items ?? []),
    isIndividualBid: mode.isIndividualBid,
  });
}

/** True when a milestone card lacks its amount, description or due date ('Please Enter Milestone Details.'). */
export const hasIncompleteMilestone = (milestones: MilestoneFormValue[]) =>
  milestones.some((m) => m.amount === null || m.amount === undefined || !(m.description ?? '').trim() || !m.dueDate);

/** The request body; the overall amount is always the shared total, so browser and server agree. */
export function buildBidInput(values: BidFormValues, mode: BidFormMode): BidInput {
  const isIndividual = mode.isIndividualBid === true;
  const [start, end] = values.dateRange ?? [null, null];
  return {
    amountCents: computeFormTotalCents(values, mode),
    description: (values.description ?? '').trim(),
    startDate: mode.isMaterial ? null : toIsoDate(start) || null,
    endDate: mode.isMaterial ? toIsoDate(values.deliveryDate) : toIsoDate(end),
    isIndividualBid: mode.isIndividualBid,
    items: isIndividual
      ? values.items.map((i) => ({
          productId: i.productId,
          productName: i.productName,
          quantity: i.quantity,
          estimatedPriceCents: i.isEstimatedPriceEnabled ? toCents(i.price) : 0,
          isEstimatedPriceEnabled: i.isEstimatedPriceEnabled,
        }))
      : [],
    milestones: values.milestones.map((m) => ({ description: (m.description ?? '').trim(), dueDate: toIsoDate(m.dueDate), amountCents: (m.amount ?? 0) * 100 })),
    attachmentKey: values.attachment?.key ?? null,
  };
}

/** Bid items start from the listing's items, estimated pricing on. */
export const getListingItemValues = (listing: ListingDetail): ItemFormValue[] =>
  listing.items.map((item) => ({
    productId: item.productId,
    productName: item.productName,
    imageUrl: item.imageUrl,
    quantity: item.quantity,
    price: item.estimatedPriceCents / 100,
    isEstimatedPriceEnabled: true,
  }));

/**
 * The server stores a default milestone when none is given; showing it again as a card would lock the amount,
 * so it is left out when editing (it is made again on save).
 */
function isDefaultMilestone(bid: Bid): boolean {
  if (bid.milestones.length !== 1) return false;
  const [only] = bid.milestones;
  const description = bid.description.trim() || DEFAULT_MILESTONE_DESCRIPTION;
  return only.amountCents === bid.amountCents && only.description === description && only.dueDate === bid.endDate;
}

/** The form's starting values: empty for a new bid, the bid's own for an update. */
export function getInitialBidValues(listing: ListingDetail, bid: Bid | null): BidFormValues {
  if (!bid) return { amount: null, description: '', items: getListingItemValues(listing), milestones: [], attachment: null };
  const items: ItemFormValue[] = bid.items.length
    ? bid.items.map((item, index) => ({
        productId: item.productId ?? listing.items[index]?.productId ?? '',
        productName: item.productName,
        imageUrl: item.imageUrl,
        quantity: item.quantity,
        price: item.estimatedPriceCents / 100,
        isEstimatedPriceEnabled: item.isEstimatedPriceEnabled,
      }))
    : getListingItemValues(listing);
  return {
    amount: bid.amountCents / 100,
    description: bid.description,
    dateRange: bid.startDate && bid.endDate ? [dayjs(bid.startDate), dayjs(bid.endDate)] : null,
    deliveryDate: bid.endDate ? dayjs(bid.endDate) : null,
    items,
    milestones: isDefaultMilestone(bid) ? [] : bid.milestones.map((m) => ({ description: m.description, dueDate: dayjs(m.dueDate), amount: Math.round(m.amountCents / 100) })),
    attachment: bid.attachment,
  };
}
