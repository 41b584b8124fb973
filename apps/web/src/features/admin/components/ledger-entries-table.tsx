import { Empty, Flex, Typography } from 'antd';
import type { ContractMoney } from '@homebid/shared/schemas/operator';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { codeWords, debitCredit } from '../lib/money-words';
import { Money, When } from './money-cells';

type Entry = ContractMoney['ledger'][number];
type Line = Entry['lines'][number];

/** One line: the account ('Seller payout · Ana'), and its debit or credit. */
function LedgerLine({ line }: { line: Line }) {
  const { debitCents, creditCents } = debitCredit(line.amountCents);
  return (
    <Flex justify="space-between" gap={12} wrap>
      <span>
        {codeWords(line.accountKind)}
        {line.userName ? ` · ${line.userName}` : ''}
      </span>
      <span>
        {debitCents !== null ? (
          <>
            debit <Money cents={debitCents} />
          </>
        ) : (
          <>
            credit <Money cents={creditCents ?? 0} />
          </>
        )}
      </span>
    </Flex>
  );
}

const COLUMNS: ResponsiveColumn<Entry>[] = [
  { title: 'Entry', key: 'id', render: (e) => `#${e.id}` },
  {
    title: 'Kind',
    key: 'kind',
    render: (e) => (
      <Flex vertical>
        <span>
          {codeWords(e.kind)}
          {e.milestonePosition !== null ? `, milestone ${e.milestonePosition}` : ''}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {e.memo}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Lines',
    key: 'lines',
    render: (e) => (
      <Flex vertical gap={2}>
        {e.lines.map((line, index) => (
          <LedgerLine key={index} line={line} />
        ))}
      </Flex>
    ),
  },
  { title: 'When', key: 'createdAt', render: (e) => <When iso={e.createdAt} /> },
];

/** The contract's ledger entries, each with its lines (debits positive, credits negative, summing to zero). */
export function LedgerEntriesTable({ money }: { money: ContractMoney }) {
  return (
    <ResponsiveTable<Entry>
      aria-label="Ledger entries"
      rowKey={(e) => String(e.id)}
      columns={COLUMNS}
      dataSource={money.ledger}
      cardTitle={(e) => `Entry #${e.id}: ${codeWords(e.kind)}`}
      tableProps={{ size: 'small', pagination: false, scroll: { x: true }, locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No ledger entries." /> } }}
    />
  );
}
