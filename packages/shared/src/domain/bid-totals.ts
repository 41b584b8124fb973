/**
 * Totals rules of a bid (spec part 2, section 5), shared by the bid form and the server.
 * All amounts are integer cents; nothing here ever yields a negative number.
 */
import { BID_MSG, DEFAULT_MILESTONE_DESCRIPTION } from '../schemas/bid';
import { BUDGET_MAX_CENTS } from '../schemas/listing';

export interface MilestoneAmount {
  amountCents: number | null | undefined;
}

export interface ItemPrice {
  quantity: number;
  estimatedPriceCents: number;
  isEstimatedPriceEnabled?: boolean;
}

/** Totals stop at the largest amount the schemas accept, so sums and products of form input stay finite whole numbers. */
const capCents = (value: number) => Math.min(value, BUDGET_MAX_CENTS);

/** Negative or non-numbers become 0 ('A negative amount is clamped to 0'); fractions are cut to whole cents. */
export function clampCents(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return capCents(Math.trunc(value));
}

/** The sum of the milestone amounts (an empty amount counts as 0). */
export function sumMilestones(milestones: readonly MilestoneAmount[]): number {
  return milestones.reduce((sum, m) => capCents(sum + clampCents(m.amountCents)), 0);
}

/** Sum of estimated price × quantity over the items whose estimated-price switch is on (default on). */
export function computeMaterialTotal(items: readonly ItemPrice[]): number {
  return items.reduce(
    (sum, item) => (item.isEstimatedPriceEnabled === false ? sum : capCents(sum + capCents(clampCents(item.estimatedPriceCents) * clampCents(item.quantity)))),
    0,
  );
}

export interface BidTotalInput {
  amountCents: number | null | undefined;
  milestones: readonly MilestoneAmount[];
  items?: readonly ItemPrice[];
  /** An individual material bid prices item by item. */
  isIndividualBid?: boolean | null;
}

/**
 * The overall bid amount the form shows and the server expects: the milestone sum while milestones exist,
 * else the items total for an individual material bid, else the amount typed in.
 */
export function computeBidTotal(input: BidTotalInput): number {
  if (input.milestones.length > 0) return sumMilestones(input.milestones);
  if (input.isIndividualBid && input.items && input.items.length > 0) return computeMaterialTotal(input.items);
  return clampCents(input.amountCents);
}

/**
 * The first broken totals rule, as the spec's message, or null when the amounts agree:
 * an amount of 0 -> 'Please enter Bid Amount.'; milestones not adding up to the amount; an individual
 * material bid whose amount (without milestones) differs from its items total.
 */
export function findBidTotalError(input: BidTotalInput): string | null {
  const amount = input.amountCents;
  if (typeof amount !== 'number' || amount <= 0) return BID_MSG.amountRequired;
  if (input.milestones.length > 0) return sumMilestones(input.milestones) === amount ? null : BID_MSG.milestoneSumMismatch;
  if (input.isIndividualBid && input.items && input.items.length > 0 && computeMaterialTotal(input.items) !== amount) return BID_MSG.itemsTotalMismatch;
  return null;
}

export interface DefaultMilestone {
  description: string;
  amountCents: number;
  dueDate: string;
}

/** When no milestone is given: one covering the whole bid, named by the bid description or the default words. */
export function buildDefaultMilestone(bid: { amountCents: number; description?: string | null; endDate: string }): DefaultMilestone {
  const description = (bid.description ?? '').trim();
  return { description: description || DEFAULT_MILESTONE_DESCRIPTION, amountCents: clampCents(bid.amountCents), dueDate: bid.endDate };
}

/** Milestones as stored: the given ones, or the default one when there are none. */
export function resolveMilestones<T extends DefaultMilestone>(bid: { amountCents: number; description?: string | null; endDate: string }, milestones: readonly T[]): DefaultMilestone[] {
  return milestones.length > 0 ? milestones.map((m) => ({ description: m.description, amountCents: m.amountCents, dueDate: m.dueDate })) : [buildDefaultMilestone(bid)];
}
