import { Empty, Flex, Typography } from 'antd';
import { ESCROW_STATE_LABELS } from '@homebid/shared/domain/escrow';
import type { ContractMoney } from '@homebid/shared/schemas/operator';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { EscrowStateTag } from '../../milestone-payments/components/escrow-state-tag';
import { milestonePaymentLabel, PAYMENT_METHOD_LABELS } from '../lib/money-words';
import { Money, When } from './money-cells';

type Milestone = ContractMoney['milestones'][number];
type Payout = ContractMoney['payouts'][number];

/** A failed payout of the milestone that is still being retried: the escrow state reads 'Release failed, retrying'. */
const payoutProblemOf = (milestone: Milestone, payouts: Payout[]) => {
  const state = milestone.escrow?.state;
  if (state !== 'releasing' && state !== 'refunding' && state !== 'settling') return null;
  return payouts.find((p) => p.milestonePosition === milestone.position && p.status === 'failed')?.kind ?? null;
};

const columns = ({ payouts, attempts }: ContractMoney): ResponsiveColumn<Milestone>[] => [
  { title: '#', key: 'position' },
  { title: 'Milestone', key: 'description' },
  { title: 'Amount', key: 'amount', align: 'right', render: (m) => <Money cents={m.amountCents} /> },
  { title: 'Work', key: 'completed', render: (m) => (m.completed ? 'Completed' : 'Not completed') },
  { title: 'Payment', key: 'payment', render: (m) => (m.escrow ? <Typography.Text type="secondary">Through escrow</Typography.Text> : milestonePaymentLabel(m.position, attempts)) },
  {
    title: 'Escrow',
    key: 'escrow',
    render: (m) =>
      m.escrow ? (
        <Flex vertical gap={2} align="start">
          <EscrowStateTag milestone={{ state: m.escrow.state, label: ESCROW_STATE_LABELS[m.escrow.state], payoutProblem: payoutProblemOf(m, payouts) }} />
          {m.escrow.method && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {PAYMENT_METHOD_LABELS[m.escrow.method]}
              {m.escrow.fundedAt ? ', funded ' : ''}
              {m.escrow.fundedAt && <When iso={m.escrow.fundedAt} />}
            </Typography.Text>
          )}
        </Flex>
      ) : (
        <Typography.Text type="secondary">Not in escrow</Typography.Text>
      ),
  },
  {
    title: 'Held · released · refunded',
    key: 'escrowCents',
    align: 'right',
    render: (m) =>
      m.escrow ? (
        <Flex vertical align="end">
          <span>
            held <Money cents={m.escrow.heldCents} />
          </span>
          <span>
            released <Money cents={m.escrow.releasedCents} />
          </span>
          <span>
            refunded <Money cents={m.escrow.refundedCents} />
          </span>
        </Flex>
      ) : (
        '—'
      ),
  },
];

/** The contract's milestones: amount, work done, and their escrow in the product's words (escrow-state-tag). */
export function MoneyMilestonesTable({ money }: { money: ContractMoney }) {
  return (
    <ResponsiveTable<Milestone>
      aria-label="Milestones"
      rowKey={(m) => String(m.position)}
      columns={columns(money)}
      dataSource={money.milestones}
      cardTitle={(m) => `Milestone ${m.position}: ${m.description}`}
      tableProps={{ size: 'small', pagination: false, scroll: { x: true }, locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This contract has no milestones." /> } }}
    />
  );
}
