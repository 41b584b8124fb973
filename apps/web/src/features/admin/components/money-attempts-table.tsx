import { Button, Empty, Flex, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { ContractMoney, PaymentAttempt } from '@homebid/shared/schemas/operator';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { ATTEMPT_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_PURPOSE_LABELS } from '../lib/money-words';
import { refundBlockReason } from '../lib/money-refund';
import { useOperator } from '../lib/operator-context';
import { Code, Money, When } from './money-cells';
import { RefundPaymentModal } from './refund-payment-modal';

/** Refund, or the same button disabled with the server's reason it cannot be (written out: a tooltip alone is not reachable by keyboard). */
function RefundButton({ attempt, onRefund }: { attempt: PaymentAttempt; onRefund: () => void }) {
  const { isAdmin } = useOperator();
  const reason = refundBlockReason(attempt, isAdmin);
  const button = (
    <Button size="small" danger disabled={Boolean(reason)} onClick={onRefund} aria-label={`Refund the payment of milestone ${attempt.milestonePosition}, attempt ${attempt.attempt}`}>
      Refund
    </Button>
  );
  if (!reason) return button;
  return (
    <Flex vertical gap={4} align="start" style={{ minWidth: 160, maxWidth: 240 }}>
      <Tooltip title={reason}>
        <span>{button}</span>
      </Tooltip>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {reason}
      </Typography.Text>
    </Flex>
  );
}

const columns = (onRefund: (attempt: PaymentAttempt) => void): ResponsiveColumn<PaymentAttempt>[] => [
  {
    title: 'Payment',
    key: 'payment',
    render: (a) => (
      <Flex vertical>
        <span style={{ whiteSpace: 'nowrap' }}>
          #{a.milestonePosition}, attempt {a.attempt}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {PAYMENT_PURPOSE_LABELS[a.purpose]} · {PAYMENT_METHOD_LABELS[a.method]}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'State',
    key: 'status',
    render: (a) => (
      <Flex vertical gap={2} align="start">
        <Tag>{ATTEMPT_STATUS_LABELS[a.status]}</Tag>
        {a.failureReason && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {a.failureReason}
            {a.failureCode ? ` (${a.failureCode})` : ''}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: 'Charged',
    key: 'total',
    align: 'right',
    render: (a) => (
      <Flex vertical align="end">
        <Money cents={a.totalCents} />
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          fee <Money cents={a.feeCents} />
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          of it the provider’s <Money cents={a.providerFeeCents} />
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: "Provider's id",
    key: 'providerRef',
    render: (a) => (
      <Flex vertical gap={2} align="start" style={{ minWidth: 160 }}>
        <Code value={a.providerRef} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Idempotency key
        </Typography.Text>
        <Code value={a.idempotencyKey} />
      </Flex>
    ),
  },
  {
    title: 'When',
    key: 'when',
    render: (a) => (
      <Flex vertical style={{ minWidth: 150 }}>
        <span>
          Created <When iso={a.createdAt} />
        </span>
        <span>
          Settled <When iso={a.settledAt} />
        </span>
      </Flex>
    ),
  },
  { title: 'Refund', key: 'refund', render: (a) => <RefundButton attempt={a} onRefund={() => onRefund(a)} /> },
];

/** Every payment attempt of the contract with the provider's ids and states; a completed card payment can be refunded (admin). */
export function MoneyAttemptsTable({ money }: { money: ContractMoney }) {
  const [refunding, setRefunding] = useState<PaymentAttempt | null>(null);
  return (
    <>
      <ResponsiveTable<PaymentAttempt>
        aria-label="Payment attempts"
        rowKey={(a) => a.id}
        columns={columns(setRefunding)}
        dataSource={money.attempts}
        cardTitle={(a) => `Milestone ${a.milestonePosition}, attempt ${a.attempt}`}
        tableProps={{ size: 'small', pagination: false, scroll: { x: true }, locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No payment attempts yet." /> } }}
      />
      {refunding && <RefundPaymentModal attempt={refunding} contract={money.contract} onClose={() => setRefunding(null)} />}
    </>
  );
}
