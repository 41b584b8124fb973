import { Button, Flex, Skeleton, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_SECTIONS, adminContractMoneyPath, adminSectionPath } from '@homebid/shared/web-paths';
import { useContractMoney } from '../api/money-contract';
import { BackLink } from '../components/back-link';
import { LedgerCheckPanel } from '../components/ledger-check-panel';
import { MoneyContractPicker } from '../components/money-contract-picker';
import { MoneyContractView } from '../components/money-contract-view';
import { SectionFrame } from '../components/section-frame';
import { Result } from '../../../components/lazy-result';

/** The contract named by `contract_id`: its money, or why it cannot be shown. */
function ContractMoneyPart({ contractId }: { contractId: string }) {
  const { data, error, isPending, refetch } = useContractMoney(contractId);
  if (isPending) return <Skeleton active />;
  if (error) {
    return (
      <Result
        status="error"
        title="This contract's money could not be loaded."
        subTitle={error.message}
        extra={[
          <Button key="again" onClick={() => void refetch()}>
            Try again
          </Button>,
          <Link key="back" to={adminSectionPath(ADMIN_SECTIONS.money)}>
            <Button type="primary">Another contract</Button>
          </Link>,
        ]}
      />
    );
  }
  return <MoneyContractView money={data} />;
}

/**
 * /admin/money: a contract's money by its id (`?contract_id=`), entered here when none is given; and the ledger check
 * of the whole books, run from the page.
 */
export default function MoneySection() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const contractId = params.get('contract_id')?.trim() || undefined;
  return (
    <SectionFrame name="money" title="Money">
      <Flex vertical gap={16}>
        {contractId && <BackLink to={adminSectionPath(ADMIN_SECTIONS.money)} text="Back to Money" />}
        {contractId ? (
          <ContractMoneyPart contractId={contractId} />
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Enter a contract's id to see its milestones, payment attempts, payouts, refunds and ledger entries.
            </Typography.Paragraph>
            <MoneyContractPicker onOpen={(id) => void navigate(adminContractMoneyPath(id))} />
          </>
        )}
        <LedgerCheckPanel />
      </Flex>
    </SectionFrame>
  );
}
