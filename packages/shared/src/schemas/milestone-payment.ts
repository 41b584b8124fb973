import { z } from 'zod';
import { ATTEMPT_STATUSES, MILESTONE_PAYMENT_STATUSES, PAYMENT_METHODS } from '../domain/milestone-payment';
import { PAYMENT_GATES } from '../constants/milestone-payment';

// plain constants live in constants/milestone-payment.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/milestone-payment';

/**
 * Milestone payments API (under /api, signed in). Only the contract's poster pays; only its two sides read.
 *
 *   GET  /api/contracts/:id/milestones/:position/quote -> PaymentQuoteResponse (poster; the spec's payment quote
 *        in cents plus which method is open and, when not, which gate closes it)
 *   POST /api/contracts/:id/milestones/:position/pay   PayMilestoneInput { method } -> PayMilestoneResponse
 *        card: a payment intent for total_amount_card (clientSecret for the card form); a second request while it
 *        waits for the card answers the same intent. ach: a transfer from the poster's bank to the seller's,
 *        message 'Payment successful' once the provider accepted it. 409 with the gate's message when refused.
 *   GET  /api/milestone-payments/:id                   -> MilestonePaymentView (poster or bidder; the server reads
 *        the provider's status first, so this settles a payment whose webhook is late or lost)
 *   GET  /api/contracts/:id/payments                   -> ContractPayments (poster or bidder; one row per milestone)
 *
 * A milestone becomes completed (bidder_received, poster_paid, total_paid += amount) only on the provider's word.
 */

export type PaymentGate = (typeof PAYMENT_GATES)[number];

export const milestonePathSchema = z.object({ id: z.string().min(1).max(100), position: z.coerce.number().int().min(1).max(1000) });

export const paymentQuoteSchema = z.object({
  milestone_amount: z.number().int(),
  card_fee: z.number().int(),
  total_amount_card: z.number().int(),
  card_memo: z.string(),
  total_amount_ach: z.number().int(),
  ach_memo: z.string(),
});

export const paymentQuoteResponseSchema = z.object({
  contractId: z.string(),
  milestonePosition: z.number().int(),
  quote: paymentQuoteSchema,
  /** null when the method is open, else the gate that closes it. */
  cardGate: z.enum(PAYMENT_GATES).nullable(),
  achGate: z.enum(PAYMENT_GATES).nullable(),
  /** The seller, for Contact Seller (opens the chat with them). */
  seller: z.object({ id: z.string(), name: z.string() }),
  /**
   * Escrow ('Fund Milestone'): whether it is on, and what a full refund of a funded milestone would return by each
   * method (the total paid minus the card provider's fee, which it keeps on a refund; shared/domain/escrow.ts).
   */
  escrow: z.object({ enabled: z.boolean(), refundCardCents: z.number().int(), refundAchCents: z.number().int() }),
});
export type PaymentQuoteResponse = z.infer<typeof paymentQuoteResponseSchema>;

export const payMilestoneInputSchema = z.object({ method: z.enum(PAYMENT_METHODS) });
export type PayMilestoneInput = z.infer<typeof payMilestoneInputSchema>;

export const milestonePaymentViewSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  milestonePosition: z.number().int(),
  attempt: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(ATTEMPT_STATUSES),
  milestoneStatus: z.enum(MILESTONE_PAYMENT_STATUSES),
  milestoneAmountCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  failureReason: z.string().nullable(),
  /** When the provider confirmed the money moved. */
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MilestonePaymentView = z.infer<typeof milestonePaymentViewSchema>;

export const payMilestoneResponseSchema = z.object({
  message: z.string(),
  payment: milestonePaymentViewSchema,
  /** Card only: what the card form confirms the payment with. */
  clientSecret: z.string().nullable(),
  /** Which card form to show: Stripe's Payment Element or the sandbox form. */
  cardProvider: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.string().nullable(),
});
export type PayMilestoneResponse = z.infer<typeof payMilestoneResponseSchema>;

export const contractPaymentsSchema = z.object({
  contractId: z.string(),
  milestones: z.array(
    z.object({
      position: z.number().int(),
      status: z.enum(MILESTONE_PAYMENT_STATUSES),
      method: z.enum(PAYMENT_METHODS).nullable(),
      paidAt: z.string().nullable(),
      failureReason: z.string().nullable(),
      /** The latest attempt, for the status read. */
      paymentId: z.string().nullable(),
    }),
  ),
});
export type ContractPayments = z.infer<typeof contractPaymentsSchema>;
