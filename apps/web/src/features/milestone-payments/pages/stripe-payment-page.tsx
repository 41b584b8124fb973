import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/constants/milestone-payment';
import { posterContractPath } from '@homebid/shared/web-paths';
import { formatCents } from '@homebid/shared/money';
import type { ApiError } from '../../../lib/api';

import { fundMilestone } from '../api/fund-milestone';
import { getPaymentStatus } from '../api/get-payment-status';
import { payMilestone } from '../api/pay-milestone';
import { invalidatePayments, paymentKeys } from '../api/payment-keys';
import { verifiedOutcome, type PaymentPurpose } from '../lib/payment-outcome';
import { SandboxCardForm, type CardOutcome } from '../components/sandbox-card-form';
import { StripeCardForm } from '../components/stripe-card-form';
import { Result } from '../../../components/lazy-result';

type Phase = 'form' | 'verifying' | 'done';

/** The card outcome in the catalogue's words ('Card result'). */
export function describeCardOutcome(status: string): string {
  if (status === 'succeeded') return MSG.cardSucceeded;
  if (status === 'processing') return MSG.cardProcessing;
  if (status === 'requires_payment_method') return MSG.cardRequiresPaymentMethod;
  return MSG.cardOther;
}

/**
 * /v1/stripe-payment?contract_id=&milestone=[&purpose=fund]: pays a milestone by card, or funds it into escrow.
 * Opening the page starts (or resumes, with the same idempotency key) the milestone's card payment or funding;
 * after the card is confirmed, the result shown is the server's, read from the provider ('Your Payment was
 * Successful' / 'Your Payment was Not successful' / 'Try Again').
 */
export default function StripePaymentPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const contractId = params.get('contract_id') ?? '';
  const position = Number(params.get('milestone'));
  const purpose: PaymentPurpose = params.get('purpose') === 'fund' ? 'fund' : 'pay';
  // back from Stripe's authentication redirect: the server's read of the provider decides
  const [phase, setPhase] = useState<Phase>(params.get('redirect_status') ? 'verifying' : 'form');
  const [outcome, setOutcome] = useState<CardOutcome | null>(null);
  const started = useQuery({
    // not under 'milestone-payments': refreshing the payments after the card must not start a payment again
    queryKey: ['stripe-payment-start', contractId, position, purpose],
    queryFn: () => (purpose === 'fund' ? fundMilestone : payMilestone)({ contractId, position, method: 'card' }),
    enabled: Boolean(contractId) && Number.isInteger(position) && position > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const paymentId = started.data?.payment.id;
  const status = useQuery({
    queryKey: [...paymentKeys.status(paymentId ?? ''), 'after-confirm'],
    queryFn: () => getPaymentStatus(paymentId!),
    enabled: phase === 'verifying' && Boolean(paymentId),
    refetchInterval: (query) => (verifiedOutcome(query.state.data, purpose) ? false : 1_500),
  });
  const backToContract = () => navigate(posterContractPath(contractId));

  const onOutcome = (next: CardOutcome) => {
    setOutcome(next);
    if (next.status === 'succeeded' || next.status === 'processing') setPhase('verifying');
    void invalidatePayments(client);
  };

  if (!contractId || !position) return <Result status="warning" title={MSG.resultMissing} extra={<Button onClick={() => navigate(-1)}>Back</Button>} />;
  if (started.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  // back from the authentication redirect after the card went through: the page's second start is refused
  const alreadyDone = purpose === 'fund' ? started.error?.message === ESCROW_MSG.alreadyFunded : (started.error as ApiError | null)?.code === 'milestone_paid';
  if (started.isError && params.get('redirect_status') === 'succeeded' && alreadyDone) {
    return (
      <Result
        status="success"
        title={MSG.resultSuccess}
        subTitle={purpose === 'fund' ? ESCROW_MSG.funded : undefined}
        extra={<Button type="primary" onClick={backToContract}>Back to contract</Button>}
      />
    );
  }
  if (started.isError) return <Result status="warning" title={started.error.message} extra={<Button onClick={backToContract}>Back to contract</Button>} />;

  const payment = started.data.payment;
  const verified = verifiedOutcome(status.data, purpose);
  if (phase === 'verifying' && verified === 'done') {
    return (
      <Result
        status="success"
        title={MSG.resultSuccess}
        subTitle={`${MSG.cardSucceeded}: ${formatCents(payment.totalCents, { hideZeroCents: true })} for milestone ${position}.${purpose === 'fund' ? ` ${ESCROW_MSG.funded}` : ''}`}
        extra={<Button type="primary" onClick={backToContract}>Back to contract</Button>}
      />
    );
  }
  if (phase === 'verifying' && verified === 'failed') {
    return <Result status="error" title={MSG.resultFailure} extra={<Button onClick={() => setPhase('form')}>{MSG.resultMissing}</Button>} />;
  }
  if (phase === 'verifying' && status.isError) {
    return <Result status="warning" title={MSG.resultMissing} subTitle={MSG.unexpected} extra={<Button onClick={() => void status.refetch()}>{MSG.resultMissing}</Button>} />;
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 520, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {purpose === 'fund' ? 'Fund' : 'Pay'} milestone {position}
      </Typography.Title>
      <Card size="small">
        <Typography.Text>
          Milestone {formatCents(payment.milestoneAmountCents, { hideZeroCents: true })} + card fee {formatCents(payment.feeCents, { hideZeroCents: true })} = <strong>{formatCents(payment.totalCents, { hideZeroCents: true })}</strong>
        </Typography.Text>
      </Card>
      {phase === 'verifying' && (
        <Result status="info" title={outcome ? describeCardOutcome(outcome.status) : MSG.cardProcessing} subTitle="Waiting for the card provider's confirmation…" />
      )}
      {phase === 'form' && outcome && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={outcome.status === 'requires_payment_method' ? MSG.resultFailure : describeCardOutcome(outcome.status)}
          description={[describeCardOutcome(outcome.status), outcome.message].filter((m, i, all) => m && all.indexOf(m) === i).join(' ')}
        />
      )}
      {phase === 'form' && started.data.clientSecret && (
        <Card>
          {started.data.cardProvider === 'stripe' && started.data.stripePublishableKey ? (
            <StripeCardForm publishableKey={started.data.stripePublishableKey} clientSecret={started.data.clientSecret} totalLabel={formatCents(payment.totalCents, { hideZeroCents: true })} onOutcome={onOutcome} />
          ) : (
            <SandboxCardForm clientSecret={started.data.clientSecret} totalLabel={formatCents(payment.totalCents, { hideZeroCents: true })} onOutcome={onOutcome} />
          )}
        </Card>
      )}
      <Button type="link" onClick={backToContract}>
        Back to contract
      </Button>
    </Flex>
  );
}
