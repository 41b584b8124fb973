import type { EscrowPayout, PaymentAttempt } from '@homebid/shared/schemas/operator';
import type { escrowPayouts } from '../../db/schema/escrow';
import type { milestonePayments } from '../../db/schema/milestone-payments';
import { isOperatorRefundable } from '../milestone-payments/operator-refund';

type AttemptRow = typeof milestonePayments.$inferSelect;
type PayoutRow = typeof escrowPayouts.$inferSelect;

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** A payment attempt as the console shows it: the provider's id and state, the amounts, whether it may be refunded. */
export const toAttemptView = (p: AttemptRow): PaymentAttempt => ({
  id: p.id,
  contractId: p.contractId,
  milestonePosition: p.milestonePosition,
  attempt: p.attempt,
  method: p.method,
  purpose: p.purpose,
  status: p.status,
  payerId: p.payerId,
  payeeId: p.payeeId,
  totalCents: Number(p.totalCents),
  milestoneAmountCents: Number(p.milestoneAmountCents),
  feeCents: Number(p.feeCents),
  providerFeeCents: Number(p.providerFeeCents),
  providerRef: p.providerRef,
  idempotencyKey: p.idempotencyKey,
  failureCode: p.failureCode,
  failureReason: p.failureReason,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  settledAt: isoOrNull(p.settledAt),
  refundable: isOperatorRefundable(p),
});

/** A payout out of escrow (a release to the seller or a refund to the poster). */
export const toPayoutView = (p: PayoutRow): EscrowPayout => ({
  id: p.id,
  contractId: p.contractId,
  milestonePosition: p.milestonePosition,
  kind: p.kind,
  method: p.method,
  status: p.status,
  payeeId: p.payeeId,
  milestoneCents: Number(p.milestoneCents),
  feeRefundCents: Number(p.feeRefundCents),
  attempt: p.attempt,
  providerRef: p.providerRef,
  failureReason: p.failureReason,
  createdAt: p.createdAt.toISOString(),
  settledAt: isoOrNull(p.settledAt),
});
