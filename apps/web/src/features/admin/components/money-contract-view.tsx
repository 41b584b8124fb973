import { Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCents } from '@homebid/shared/money';
import { CONTRACT_MSG } from '@homebid/shared/constants/contract';
import { contractTotalCents } from '@homebid/shared/domain/escrow';
import type { ContractMoney } from '@homebid/shared/schemas/operator';
import { adminUserPath, listingPostPath } from '@homebid/shared/web-paths';
import { LedgerEntriesTable } from './ledger-entries-table';
import { MoneyAttemptsTable } from './money-attempts-table';
import { MoneyMilestonesTable } from './money-milestones-table';
import { MoneyPayoutsTable } from './money-payouts-table';
import { MoneyRefundsTable } from './money-refunds-table';

const STATUS_WORDS = { ongoing: 'Ongoing', closed: 'Closed' } as const;
const ACCEPTANCE_WORDS: Record<ContractMoney['contract']['bidderAccepted'], string> = { offer_sent: 'Offer sent', accepted: 'Accepted' };

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}

/** One contract's money: who and how much, then its milestones, payment attempts, payouts, refunds and ledger entries. */
export function MoneyContractView({ money }: { money: ContractMoney }) {
  const { contract } = money;
  const refundedCents = money.milestones.reduce((sum, m) => sum + (m.escrow?.refundedCents ?? 0), 0);
  return (
    <Flex vertical gap={16}>
      <Part title={contract.listingTitle}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
          items={[
            { key: 'listing', label: 'Listing', children: <Link to={listingPostPath(contract.listingId)}>{contract.listingTitle}</Link> },
            { key: 'poster', label: 'Poster', children: <Link to={adminUserPath(contract.poster.id)}>{contract.poster.name}</Link> },
            { key: 'bidder', label: 'Bidder', children: <Link to={adminUserPath(contract.bidder.id)}>{contract.bidder.name}</Link> },
            { key: 'status', label: 'Contract', children: `${STATUS_WORDS[contract.status]} · ${ACCEPTANCE_WORDS[contract.bidderAccepted]}` },
            { key: 'bid', label: CONTRACT_MSG.bidAmount, children: formatCents(contract.totalCostCents) },
            ...(refundedCents > 0 ? [{ key: 'refunded', label: 'Refunded from escrow', children: formatCents(refundedCents) }] : []),
            { key: 'total', label: CONTRACT_MSG.totalContractAmount, children: formatCents(contractTotalCents(contract.totalCostCents, refundedCents)) },
            { key: 'paid', label: CONTRACT_MSG.milestonePaid, children: formatCents(contract.totalPaidCents) },
            { key: 'id', label: 'Contract id', children: <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>{contract.id}</Typography.Text> },
          ]}
        />
      </Part>
      <Part title="Milestones">
        <MoneyMilestonesTable money={money} />
      </Part>
      <Part title="Payment attempts">
        <MoneyAttemptsTable money={money} />
      </Part>
      <Part title="Payouts">
        <MoneyPayoutsTable money={money} />
      </Part>
      <Part title="Refunds">
        <MoneyRefundsTable money={money} />
      </Part>
      <Part title="Ledger entries">
        <LedgerEntriesTable money={money} />
      </Part>
    </Flex>
  );
}
