import { Empty, Tag, Typography } from 'antd';
import type { ContractMoney } from '@homebid/shared/schemas/operator';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { codeWords } from '../lib/money-words';
import { Money, When } from './money-cells';

type Refund = ContractMoney['refunds'][number];

const SOURCE_LABELS: Record<Refund['source'], string> = { payment: 'Card payment given back', escrow: 'Escrow refund payout' };

const COLUMNS: ResponsiveColumn<Refund>[] = [
  { title: 'Milestone', key: 'milestone', render: (r) => `#${r.milestonePosition}` },
  { title: 'Kind', key: 'source', render: (r) => SOURCE_LABELS[r.source] },
  { title: 'Amount', key: 'amount', align: 'right', render: (r) => <Money cents={r.amountCents} /> },
  { title: 'State', key: 'status', render: (r) => <Tag>{codeWords(r.status)}</Tag> },
  { title: 'When', key: 'at', render: (r) => <When iso={r.at} /> },
  {
    title: 'Reason',
    key: 'reason',
    render: (r) => (r.reason ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{r.reason}</Typography.Text> : <Typography.Text type="secondary">None given</Typography.Text>),
  },
];

/** What went back to the poster: card payments refunded and escrow's refund payouts, with an operator's reason. */
export function MoneyRefundsTable({ money }: { money: ContractMoney }) {
  return (
    <ResponsiveTable<Refund>
      aria-label="Refunds"
      rowKey={(r) => `${r.source}:${r.id}`}
      columns={COLUMNS}
      dataSource={money.refunds}
      cardTitle={(r) => `Milestone ${r.milestonePosition}: ${SOURCE_LABELS[r.source]}`}
      tableProps={{ size: 'small', pagination: false, scroll: { x: true }, locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No refunds." /> } }}
    />
  );
}
