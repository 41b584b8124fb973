import { formatCents } from '../money';

/**
 * The payment quote of spec part 2, section 3 (milestone_amount, card_fee, total_amount_card, card_memo,
 * total_amount_ach, ach_memo), in integer cents, written once for the server (which charges it) and the web
 * (which shows it).
 *
 * Card: the card provider keeps a percentage plus a fixed amount of every charge (Stripe's US default:
 * 2.9% + 30¢). The poster pays that fee, so the fee is GROSSED UP: the total is the smallest amount of cents
 * from which the provider's fee (percentage of the total, rounded half up, plus the fixed amount) can be taken
 * and still leave the seller the whole milestone amount. A plain `amount * 2.9% + 30` would leave the seller
 * short by the provider's fee on the fee. The platform keeps `card_fee` as the application fee and pays the
 * provider's fee out of it; the rounding leftover (at most a cent or two) is the platform's.
 *
 * Bank transfer: the default fee is 0 (Dwolla bills the platform per transfer, not the payer). A non-zero fee
 * is added to the poster's total and collected apart from the transfer: the transfer carries the milestone amount
 * to the seller, the fee is Dwolla's facilitator fee charged to the poster (its own transfer into the platform's
 * account), so each bank statement shows what the ledger books.
 */

export interface FeeSchedule {
  /** Card provider's percentage in basis points: 290 = 2.9%. */
  cardPercentBps: number;
  cardFixedCents: number;
  achPercentBps: number;
  achFixedCents: number;
}

export const DEFAULT_FEE_SCHEDULE: FeeSchedule = { cardPercentBps: 290, cardFixedCents: 30, achPercentBps: 0, achFixedCents: 0 };

export interface PaymentQuote {
  milestone_amount: number;
  card_fee: number;
  total_amount_card: number;
  card_memo: string;
  total_amount_ach: number;
  ach_memo: string;
}

const BPS = 10_000;

/** The provider's fee on a charge of `totalCents`: percentage rounded half up, plus the fixed amount. */
export function computeProviderFee(totalCents: number, percentBps: number, fixedCents: number): number {
  if (totalCents <= 0) return 0;
  return Math.floor((totalCents * percentBps + BPS / 2) / BPS) + fixedCents;
}

/**
 * The smallest total whose provider fee still leaves `netCents` (the grossed-up charge). 0 for 0; integer
 * cents in and out. Starts at the algebraic answer and steps past the cents that rounding takes back.
 */
export function grossUp(netCents: number, percentBps: number, fixedCents: number): number {
  assertCents(netCents);
  if (netCents === 0 || (percentBps === 0 && fixedCents === 0)) return netCents;
  if (percentBps < 0 || percentBps >= BPS || fixedCents < 0) throw new RangeError('fee schedule out of range');
  let total = Math.ceil(((netCents + fixedCents) * BPS) / (BPS - percentBps)) - 1;
  while (total - computeProviderFee(total, percentBps, fixedCents) < netCents) total += 1;
  // the algebraic start may already overshoot by one; walk back while a smaller total still nets enough
  while (total > netCents && total - 1 - computeProviderFee(total - 1, percentBps, fixedCents) >= netCents) total -= 1;
  return total;
}

function describeFee(percentBps: number, fixedCents: number): string {
  const parts = [];
  if (percentBps) parts.push(`${(percentBps / 100).toFixed(2).replace(/\.?0+$/, '')}%`);
  if (fixedCents) parts.push(formatCents(fixedCents));
  return parts.join(' + ');
}

/** The quote for paying a milestone of `milestoneCents` under `schedule`. */
export function computePaymentQuote(milestoneCents: number, schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE): PaymentQuote {
  assertCents(milestoneCents);
  const totalCard = grossUp(milestoneCents, schedule.cardPercentBps, schedule.cardFixedCents);
  const cardFee = totalCard - milestoneCents;
  const totalAch = grossUp(milestoneCents, schedule.achPercentBps, schedule.achFixedCents);
  const achFee = totalAch - milestoneCents;
  return {
    milestone_amount: milestoneCents,
    card_fee: cardFee,
    total_amount_card: totalCard,
    card_memo: `Milestone ${formatCents(milestoneCents)} + card processing fee ${formatCents(cardFee)} (${describeFee(schedule.cardPercentBps, schedule.cardFixedCents)}) paid by you.`,
    total_amount_ach: totalAch,
    ach_memo: achFee === 0 ? `Milestone ${formatCents(milestoneCents)}. No fee for bank transfer.` : `Milestone ${formatCents(milestoneCents)} + bank transfer fee ${formatCents(achFee)} (${describeFee(schedule.achPercentBps, schedule.achFixedCents)}) paid by you.`,
  };
}

function assertCents(value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number of cents: ${value}`);
}
