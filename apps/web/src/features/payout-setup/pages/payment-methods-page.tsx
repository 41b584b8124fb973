import { CreditCardOutlined } from '@ant-design/icons';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENTS_MSG, paymentSetupSection } from '@homebid/shared/constants/payments';
import { usePaymentSetup, useRefreshCardAccount } from '../api/payment-setup';
import { BankTransferRows } from '../components/bank-transfer-rows';
import { CardAccountRow } from '../components/card-account-row';
import { SandboxNotice } from '../../../components/sandbox-notice';
import { Result } from '../../../components/lazy-result';

/** A part of the page: its heading (which names the section for screen readers), what it is for, its rows. */
function SetupSection({ id, title, summary, children }: { id: string; title: string; summary: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={2} id={id}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{summary}</Typography.Paragraph>
      {children}
    </section>
  );
}

/**
 * /v1/payments, 'Payment Methods': for contractors and suppliers what receiving payments needs (card account, bank
 * for transfers), for home owners what paying by bank transfer needs; each missing thing with its action.
 */
export default function PaymentsPage() {
  const { data: setup, isPending, isError, error } = usePaymentSetup();
  const refresh = useRefreshCardAccount();
  const [params, setParams] = useSearchParams();
  const refreshed = useRef(false);

  // back from the card provider's hosted onboarding (return_url / refresh_url): read the account's status again
  const returnedFromCard = params.get('card');
  useEffect(() => {
    if (!returnedFromCard || refreshed.current) return;
    refreshed.current = true;
    refresh.mutate(undefined, { onSettled: () => setParams({}, { replace: true }) });
  }, [returnedFromCard, refresh, setParams]);

  const title = (
    <Typography.Title level={1} style={{ margin: 0 }}>
      <CreditCardOutlined /> {PAYMENTS_MSG.title}
    </Typography.Title>
  );
  if (isPending) return <Card title={title}><Skeleton active paragraph={{ rows: 6 }} /></Card>;
  if (isError) return <Result status="warning" title="Oops something went wrong" subTitle={error.message} />;
  const isSandbox = Object.values(setup.providers).includes('sandbox');

  return (
    <Flex vertical gap={16}>
      <Card title={title}>
        {isSandbox && <SandboxNotice />}
        <SetupSection {...paymentSetupSection(setup)}>
          {setup.canReceivePayments ? (
            <>
              <CardAccountRow setup={setup} />
              <BankTransferRows setup={setup} />
              <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
                The same bank-transfer account and bank are used when you pay by bank transfer.
              </Typography.Paragraph>
            </>
          ) : (
            <BankTransferRows setup={setup} />
          )}
        </SetupSection>
      </Card>
    </Flex>
  );
}
