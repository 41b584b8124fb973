import { Alert, Button, Descriptions, Flex, Modal, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentMethod } from '@homebid/shared/domain/milestone-payment';
import type { PaymentQuoteResponse } from '@homebid/shared/schemas/milestone-payment';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/constants/milestone-payment';

import { stripePaymentPath } from '@homebid/shared/web-paths';
import { formatCents } from '@homebid/shared/money';
import { useFundMilestone } from '../api/fund-milestone';
import { usePaymentQuote } from '../api/get-payment-quote';
import { usePayMilestone } from '../api/pay-milestone';
import { PaymentGateNotice } from './payment-gate';
import { Result } from '../../../components/lazy-result';

interface PayMilestoneDialogProps {
  contractId: string;
  position: number;
  /** 'pay' pays the seller now; 'fund' has HomeBid hold the money until the poster releases it. */
  purpose?: 'pay' | 'fund';
  onClose: () => void;
}

const money = (cents: number) => formatCents(cents, { hideZeroCents: true });

/** What a full refund of the funded milestone would give back, and what the processor keeps (shared/domain/escrow.ts). */
function RefundNote({ quote, method }: { quote: PaymentQuoteResponse; method: PaymentMethod }) {
  const total = method === 'card' ? quote.quote.total_amount_card : quote.quote.total_amount_ach;
  const back = method === 'card' ? quote.escrow.refundCardCents : quote.escrow.refundAchCents;
  const kept = total - back;
  const processor = method === 'card' ? 'the card processor' : 'the bank-transfer processor';
  return (
    <Typography.Text data-testid="escrow-refund-note">
      If refunded: {money(back)} back{kept > 0 ? ` (${processor} keeps its ${money(kept)} fee)` : ''}
    </Typography.Text>
  );
}

/**
 * 'Mark as Completed & Pay' or 'Fund Milestone': the quote, card or bank transfer, the gates. A card goes on to
 * /v1/stripe-payment (with purpose=fund when funding); a bank transfer is sent from here ('Payment successful'
 * once the provider accepted it, 'Payment Failed' otherwise; when funding, that the transfer started).
 */
export function PayMilestoneDialog({ contractId, position, purpose = 'pay', onClose }: PayMilestoneDialogProps) {
  const navigate = useNavigate();
  const quote = usePaymentQuote(contractId, position, true);
  const pay = usePayMilestone();
  const fund = useFundMilestone();
  const send = purpose === 'fund' ? fund : pay;
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [achResult, setAchResult] = useState<'success' | 'failure' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = quote.data;
  const gate = data ? (method === 'card' ? data.cardGate : data.achGate) : null;
  const isFund = purpose === 'fund';
  const verb = isFund ? 'Fund' : 'Pay';

  const onSend = () => {
    setError(null);
    if (method === 'card') {
      navigate(stripePaymentPath(contractId, position, isFund ? 'fund' : undefined));
      return;
    }
    send.mutate(
      { contractId, position, method: 'ach' },
      { onSuccess: () => setAchResult('success'), onError: (e) => (e.message === MSG.achFailed ? setAchResult('failure') : setError(e.message)) },
    );
  };

  const footer = achResult
    ? [<Button key="close" type="primary" onClick={onClose}>OK</Button>]
    : [
        <Button key="cancel" onClick={onClose}>{MSG.cancel}</Button>,
        <Button key="pay" type="primary" disabled={!data || Boolean(gate)} loading={send.isPending} onClick={onSend}>
          {method === 'card' ? `${verb} by Card` : `${verb} by Bank Transfer`}
        </Button>,
      ];

  return (
    <Modal open title={isFund ? ESCROW_MSG.fundMilestone : MSG.markAsCompletedAndPay} onCancel={onClose} footer={footer} width={520} destroyOnHidden>
      {quote.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {quote.isError && <Alert type="error" showIcon title={quote.error.message} role="alert" />}
      {achResult === 'success' &&
        (isFund ? (
          <Result status="success" title={ESCROW_MSG.fundingStarted} />
        ) : (
          <Result status="success" title={MSG.achSucceeded} subTitle="The bank transfer is on its way; the milestone shows as processing until it completes." />
        ))}
      {achResult === 'failure' && <Result status="error" title={MSG.achFailed} />}
      {data && !achResult && (
        <Flex vertical gap={12}>
          <Typography.Text>Milestone {position}: {money(data.quote.milestone_amount)}</Typography.Text>
          {isFund && (
            <Typography.Paragraph style={{ margin: 0 }}>
              HomeBid holds the money until you release it to the seller with '{ESCROW_MSG.approveAndRelease}'. The seller sees that the milestone is funded
              before starting work.
            </Typography.Paragraph>
          )}
          <Radio.Group value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)} aria-label="Payment method">
            <Flex vertical gap={8}>
              <Radio value="card">Card · {money(data.quote.total_amount_card)}</Radio>
              <Radio value="ach">Bank transfer · {money(data.quote.total_amount_ach)}</Radio>
            </Flex>
          </Radio.Group>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Milestone amount">{money(data.quote.milestone_amount)}</Descriptions.Item>
            {method === 'card' && <Descriptions.Item label="Card fee">{money(data.quote.card_fee)}</Descriptions.Item>}
            <Descriptions.Item label="Total">
              <span data-testid="payment-total">{money(method === 'card' ? data.quote.total_amount_card : data.quote.total_amount_ach)}</span>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">{method === 'card' ? data.quote.card_memo : data.quote.ach_memo}</Typography.Text>
          {isFund && data.escrow.enabled && <RefundNote quote={data} method={method} />}
          {gate && <PaymentGateNotice gate={gate} seller={data.seller} onCancel={onClose} />}
          {error && <Alert type="error" showIcon title={error} role="alert" />}
        </Flex>
      )}
    </Modal>
  );
}
