import { Typography } from 'antd';
import { formatCents } from '@homebid/shared/money';
import { OPERATOR_LIMITS, OPERATOR_MSG } from '@homebid/shared/constants/operator';
import type { ContractMoney, PaymentAttempt } from '@homebid/shared/schemas/operator';
import { useToasts } from '../../../components/toasts/toasts';
import { useRefundPayment } from '../api/refund-payment';
import { ReasonModal } from './report-reason-modal';

/** Confirms an operator's refund, saying the amount and who gets it, with the reason (required), then sends it. */
export function RefundPaymentModal({ attempt, contract, onClose }: { attempt: PaymentAttempt; contract: ContractMoney['contract']; onClose: () => void }) {
  const { message } = useToasts();
  const refund = useRefundPayment();
  const amount = formatCents(attempt.totalCents);
  return (
    <ReasonModal
      title={`Refund ${amount} to ${contract.poster.name}?`}
      description={
        <Typography.Paragraph style={{ margin: 0 }}>
          The whole card payment of milestone {attempt.milestonePosition}, {amount} ({formatCents(attempt.milestoneAmountCents)} for the milestone and{' '}
          {formatCents(attempt.feeCents)} of fees), goes back to {contract.poster.name}’s card. {contract.bidder.name}’s share is taken back from their
          account, the milestone is unpaid again and the ledger records it. This cannot be undone.
        </Typography.Paragraph>
      }
      okText={`Refund ${amount}`}
      danger
      reasonLabel="Reason"
      requiredMessage={OPERATOR_MSG.refundReasonRequired}
      maxLength={OPERATOR_LIMITS.refundReasonMax}
      isSending={refund.isPending}
      onSubmit={({ reason }) => refund.mutateAsync({ paymentId: attempt.id, input: { reason } }).then((result) => void message.success(result.message))}
      onClose={onClose}
    />
  );
}
