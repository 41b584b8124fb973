import { Button, Flex, Skeleton, Tag } from 'antd';
import { Suspense, useState } from 'react';
import type { MilestonePaymentStatus } from '@homebid/shared/domain/milestone-payment';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/constants/milestone-payment';
import { formatCents } from '@homebid/shared/money';
import { useContractPayments } from '../api/get-contract-payments';
import { lazyNamed } from '../../../lib/lazy-named';
import { LightCard } from '../../../components/light-card';
import { PlainText } from '../../../components/plain-text';
import { formatContractDateTime } from '../../../lib/dates';

// the payment form (card fields, bank accounts) is fetched when a payment starts, not with every contract page
const PayMilestoneDialog = lazyNamed(() => import('./pay-milestone-dialog'), 'PayMilestoneDialog');

const STATUS_LOOK: Record<MilestonePaymentStatus, { label: string; color: string }> = {
  unpaid: { label: 'Unpaid', color: 'default' },
  processing: { label: 'Processing', color: 'processing' },
  paid: { label: 'Paid', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/**
 * Payments of a contract, on both Contract Details pages: each milestone unpaid, processing, paid or failed, with
 * the date paid; the poster's 'Mark as Completed & Pay' on each milestone that can be paid.
 */
export function MilestonePaymentsPanel({ contract }: { contract: ContractDetail }) {
  const { data, isPending, isError, error } = useContractPayments(contract.id);
  const [paying, setPaying] = useState<number | null>(null);
  const isPoster = contract.viewerRole === 'poster';
  const canPayAtAll = isPoster && contract.bidderAccepted === 'accepted' && contract.status === 'ongoing';

  return (
    <LightCard title="Payments" padding={12} data-testid="milestone-payments" style={{ marginTop: 16 }}>
      {isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {isError && <PlainText type="danger">{error.message}</PlainText>}
      {isPoster && contract.bidderAccepted !== 'accepted' && (
        <PlainText as="p" secondary style={{ marginBottom: 12 }}>
          You can pay the milestones once the bidder accepts the contract.
        </PlainText>
      )}
      <Flex vertical gap={8}>
        {data?.milestones.map((row) => {
          const milestone = contract.milestones.find((m) => m.position === row.position);
          const look = STATUS_LOOK[row.status];
          const canPay = canPayAtAll && (row.status === 'unpaid' || row.status === 'failed') && (milestone?.amountCents ?? 0) > 0;
          return (
            <Flex key={row.position} role="group" aria-label={`Milestone ${row.position} payment`} justify="space-between" align="center" gap={12} wrap data-testid="milestone-payment">
              <Flex vertical style={{ minWidth: 0 }}>
                <PlainText strong>
                  {row.position} {milestone?.description ?? ''} · {formatCents(milestone?.amountCents ?? 0, { hideZeroCents: true })}
                </PlainText>
                {row.paidAt && <PlainText secondary>Paid {formatContractDateTime(row.paidAt)}{row.method === 'ach' ? ' by bank transfer' : ' by card'}</PlainText>}
                {row.status === 'failed' && row.failureReason && <PlainText type="danger">{row.failureReason}</PlainText>}
                {row.status === 'unpaid' && row.failureReason && <PlainText type="warning">Returned: {row.failureReason}</PlainText>}
              </Flex>
              <Flex align="center" gap={8}>
                <Tag color={look.color} data-testid="milestone-payment-status">{look.label}</Tag>
                {canPay && (
                  <Button type="primary" onClick={() => setPaying(row.position)}>
                    {MSG.markAsCompletedAndPay}
                  </Button>
                )}
              </Flex>
            </Flex>
          );
        })}
      </Flex>
      {paying !== null && (
        <Suspense fallback={null}>
          <PayMilestoneDialog contractId={contract.id} position={paying} onClose={() => setPaying(null)} />
        </Suspense>
      )}
    </LightCard>
  );
}
