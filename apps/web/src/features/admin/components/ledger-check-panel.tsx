import { Alert, Button, Card, Descriptions, Flex, List, Typography } from 'antd';
import { Link } from 'react-router';
import { formatCents } from '@homebid/shared/money';
import type { LedgerCheckReport } from '@homebid/shared/schemas/operator';
import { adminContractMoneyPath } from '@homebid/shared/web-paths';
import { useLedgerCheck } from '../api/ledger-check';
import { ledgerCheckVerdict } from '../lib/money-ledger-check';
import { codeWords } from '../lib/money-words';
import { Money, When } from './money-cells';

const contractLink = (contractId: string) => (
  <Link to={adminContractMoneyPath(contractId)}>
    Contract <Typography.Text code>{contractId}</Typography.Text>
  </Link>
);

/** Every disagreement the check listed, one line each, contracts linking to their money. */
function Disagreements({ report }: { report: LedgerCheckReport }) {
  const lines = [
    ...(report.totalCents !== 0 ? [{ key: 'total', text: <>All lines of the ledger sum to {formatCents(report.totalCents)}, not $0.00.</> }] : []),
    ...report.unbalancedEntries.map((e) => ({ key: `entry:${e.entryId}`, text: <>Entry #{e.entryId} does not balance: its lines sum to {formatCents(e.sumCents)}.</> })),
    ...report.contractMismatches.map((c) => ({
      key: `contract:${c.contractId}`,
      text: (
        <>
          {contractLink(c.contractId)}: total paid {formatCents(c.totalPaidCents)}, completed milestones {formatCents(c.completedMilestonesCents)}, paid to the
          seller in the ledger {formatCents(c.ledgerSellerCents)}.
        </>
      ),
    })),
    ...report.paymentMismatches.map((p) => ({
      key: `payment:${p.paymentId}`,
      text: (
        <>
          Payment <Typography.Text code>{p.paymentId}</Typography.Text> ({codeWords(p.status)}): {p.problem}
        </>
      ),
    })),
    ...report.escrowMismatches.map((e, index) => ({
      key: `escrow:${e.contractId}:${e.position ?? ''}:${index}`,
      text: (
        <>
          {contractLink(e.contractId)}
          {e.position !== undefined ? `, milestone ${e.position}` : ''}: {e.problem}
        </>
      ),
    })),
  ];
  if (lines.length === 0) return null;
  return <List size="small" bordered dataSource={lines} renderItem={(line) => <List.Item key={line.key}>{line.text}</List.Item>} style={{ marginBottom: 16 }} />;
}

function Figures({ report }: { report: LedgerCheckReport }) {
  const { escrow } = report;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
      items={[
        { key: 'checkedAt', label: 'Checked', children: <When iso={report.checkedAt} /> },
        { key: 'entries', label: 'Entries', children: report.entries },
        { key: 'lines', label: 'Lines', children: report.lines },
        { key: 'total', label: 'Sum of all lines', children: <Money cents={report.totalCents} /> },
        { key: 'contracts', label: 'Contracts checked', children: report.contractsChecked },
        { key: 'paid', label: 'Total paid on contracts', children: <Money cents={report.totalPaidCents} /> },
        { key: 'funded', label: 'Funded into escrow', children: <Money cents={escrow.fundedCents} /> },
        { key: 'held', label: 'Held in escrow', children: <Money cents={escrow.heldCents} /> },
        { key: 'ledgerEscrow', label: "Ledger's escrow account", children: <Money cents={escrow.ledgerEscrowCents} /> },
        { key: 'released', label: 'Released from escrow', children: <Money cents={escrow.releasedCents} /> },
        { key: 'refunded', label: 'Refunded from escrow', children: <Money cents={escrow.refundedCents} /> },
        ...Object.entries(report.balancesByKind).map(([kind, cents]) => ({ key: `balance:${kind}`, label: `Balance: ${codeWords(kind)}`, children: <Money cents={cents} /> })),
      ]}
    />
  );
}

/** 'Run ledger check': the books against payments, contracts and escrow, run on the server; the verdict and its figures. */
export function LedgerCheckPanel() {
  const check = useLedgerCheck();
  const report = check.data;
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          Ledger check
        </Typography.Title>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }} type="secondary">
          Checks that every ledger entry balances and that the books agree with every contract's payments and with escrow, as{' '}
          <Typography.Text code>ledger:check</Typography.Text> does. It changes nothing.
        </Typography.Paragraph>
        <div>
          <Button type="primary" loading={check.isPending} onClick={() => check.mutate()}>
            Run ledger check
          </Button>
        </div>
        {check.error && <Alert type="error" showIcon role="alert" title={check.error.message} />}
        {report && (
          <div aria-live="polite">
            <Alert type={report.ok ? 'success' : 'error'} showIcon title={ledgerCheckVerdict(report)} style={{ marginBottom: 16 }} />
            {!report.ok && <Disagreements report={report} />}
            <Figures report={report} />
          </div>
        )}
      </Flex>
    </Card>
  );
}
