import type { FastifyBaseLogger } from 'fastify';
import { OPERATOR_MSG, type OperatorRefundInput, type OperatorRefundResult } from '@homebid/shared/schemas/operator';
import type { AppContext } from '../../platform/context';
import { recordAudit, type AuditSource } from '../admin/record-audit';
import { refundCompletedPayment } from '../milestone-payments/operator-refund';
import { getContractMoney } from './contract-money.service';
import { toAttemptView } from './payment-rows';

/** An admin refunds a completed card payment; the refund and its audit row ('refund', the payment) commit together. */
export async function refundPayment(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  source: AuditSource,
  paymentId: string,
  input: OperatorRefundInput,
): Promise<OperatorRefundResult> {
  const refunded = await refundCompletedPayment(ctx, log, paymentId, {
    onRefunded: (tx, before, after) =>
      recordAudit(tx, {
        ...source,
        action: 'refund',
        target: { type: 'payment', id: after.id },
        reason: input.reason,
        before: { status: before.status, contractId: before.contractId, milestonePosition: before.milestonePosition, totalCents: Number(before.totalCents) },
        after: { status: after.status, refundedCents: Number(after.totalCents) },
      }),
  });
  return { message: OPERATOR_MSG.refunded, payment: toAttemptView(refunded), money: await getContractMoney(ctx.db, refunded.contractId) };
}
