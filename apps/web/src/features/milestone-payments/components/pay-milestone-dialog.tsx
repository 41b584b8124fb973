import { Alert, Button, Descriptions, Flex, Modal, Radio, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentMethod } from '@homebid/shared/domain/milestone-payment';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/constants/milestone-payment';

import { stripePaymentPath } from '@homebid/shared/web-paths';
import { formatCents } from '@homebid/shared/money';
import { usePaymentQuote } from '../api/get-payment-quote';
import { usePayMilestone } from '../api/pay-milestone';
import { PaymentGateNotice } from './payment-gate';

interface PayMilestoneDialogProps {
  contractId: string;
  position: number;
  onClose: () => void;
}

/**
 * 'Mark as Completed & Pay': the quote, card or bank transfer, the gates. A card goes on to /v1/stripe-payment; a
 * bank transfer is sent from here ('Payment successful' once the provider accepted it, 'Payment Failed' otherwise).
 */
export function PayMilestoneDialog({ contractId, position, onClose }: PayMilestoneDialogProps) {
  const navigate = useNavigate();
  const quote = usePaymentQuote(contractId, position, true);
  const pay = usePayMilestone();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [achResult, setAchResult] = useState<'success' | 'failure' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = quote.data;
  const gate = data ? (method === 'card' ? data.cardGate : data.achGate) : null;

  const onPay = () => {
    setError(null);
    if (method === 'card') {
      navigate(stripePaymentPath(contractId, position));
      return;
    }
    pay.mutate(
      { contractId, position, method: 'ach' },
      { onSuccess: () => setAchResult('success'), onError: (e) => (e.message === MSG.achFailed ? setAchResult('failure') : setError(e.message)) },
    );
  };

  const footer = achResult
    ? [<Button key="close" type="primary" onClick={onClose}>OK</Button>]
    : [
        <Button key="cancel" onClick={onClose}>{MSG.cancel}</Button>,
        <Button key="pay" type="primary" disabled={!data || Boolean(gate)} loading={pay.isPending} onClick={onPay}>
          {method === 'card' ? 'Pay by Card' : 'Pay by Bank Transfer'}
        </Button>,
      ];

  return (
    <Modal open title={MSG.markAsCompletedAndPay} onCancel={onClose} footer={footer} width={520} destroyOnHidden>
      {quote.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {quote.isError && <Alert type="error" showIcon title={quote.error.message} role="alert" />}
      {achResult === 'success' && <Result status="success" title={MSG.achSucceeded} subTitle="The bank transfer is on its way; the milestone shows as processing until it completes." />}
      {achResult === 'failure' && <Result status="error" title={MSG.achFailed} />}
      {data && !achResult && (
        <Flex vertical gap={12}>
          <Typography.Text>Milestone {position}: {formatCents(data.quote.milestone_amount, { hideZeroCents: true })}</Typography.Text>
          <Radio.Group value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)} aria-label="Payment method">
            <Flex vertical gap={8}>
              <Radio value="card">Card · {formatCents(data.quote.total_amount_card, { hideZeroCents: true })}</Radio>
              <Radio value="ach">Bank transfer · {formatCents(data.quote.total_amount_ach, { hideZeroCents: true })}</Radio>
            </Flex>
          </Radio.Group>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Milestone amount">{formatCents(data.quote.milestone_amount, { hideZeroCents: true })}</Descriptions.Item>
            {method === 'card' && <Descriptions.Item label="Card fee">{formatCents(data.quote.card_fee, { hideZeroCents: true })}</Descriptions.Item>}
            <Descriptions.Item label="Total">
              <span data-testid="payment-total">{formatCents(method === 'card' ? data.quote.total_amount_card : data.quote.total_amount_ach, { hideZeroCents: true })}</span>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">{method === 'card' ? data.quote.card_memo : data.quote.ach_memo}</Typography.Text>
          {gate && <PaymentGateNotice gate={gate} seller={data.seller} onCancel={onClose} />}
          {error && <Alert type="error" showIcon title={error} role="alert" />}
        </Flex>
      )}
    </Modal>
  );
}
