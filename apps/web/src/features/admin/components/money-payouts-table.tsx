import { Empty, Flex, Tag, Typography } from 'antd';
import type { ContractMoney, EscrowPayout } from '@homebid/shared/schemas/operator';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { PAYMENT_METHOD_LABELS, PAYOUT_KIND_LABELS, PAYOUT_STATUS_LABELS } from '../lib/money-words';
import { Code, Money, When } from './money-cells';

const COLUMNS: ResponsiveColumn<EscrowPayout>[] = [
  { title: 'Milestone', key: 'milestone', render: (p) => `#${p.milestonePosition}, try ${p.attempt}` },
  { title: 'Kind', key: 'kind', render: (p) => `${PAYOUT_KIND_LABELS[p.kind]} · ${PAYMENT_METHOD_LABELS[p.method]}` },
  {
    title: 'State',
    key: 'status',
    render: (p) => (
      <>
        <Tag>{PAYOUT_STATUS_LABELS[p.status]}</Tag>
        {p.failureReason && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {p.failureReason}
          </Typography.Text>
        )}
      </>
    ),
  },
  { title: 'Milestone part', key: 'milestoneCents', align: 'right', render: (p) => <Money cents={p.milestoneCents} /> },
  { title: 'Fee back', key: 'feeRefundCents', align: 'right', render: (p) => <Money cents={p.feeRefundCents} /> },
  { title: "Provider's id", key: 'providerRef', render: (p) => <Code value={p.providerRef} /> },
  {
    title: 'When',
    key: 'when',
    render: (p) => (
      <Flex vertical style={{ minWidth: 150 }}>
        <span>
          Created <When iso={p.createdAt} />
        </span>
        <span>
          Settled <When iso={p.settledAt} />
        </span>
      </Flex>
    ),
  },
];

/** Escrow's payouts of the contract: releases to the seller and refunds to the poster, with the provider's ids. */
export function MoneyPayoutsTable({ money }: { money: ContractMoney }) {
  return (
    <ResponsiveTable<EscrowPayout>
      aria-label="Payouts"
      rowKey={(p) => p.id}
      columns={COLUMNS}
      dataSource={money.payouts}
      cardTitle={(p) => `Milestone ${p.milestonePosition}: ${PAYOUT_KIND_LABELS[p.kind]}`}
      tableProps={{ size: 'small', pagination: false, scroll: { x: true }, locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No payouts from escrow." /> } }}
    />
  );
}
