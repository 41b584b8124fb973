import { Flex, Skeleton } from 'antd';
import { Suspense, useState } from 'react';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { formatCents } from '@homebid/shared/money';
import { useContractEscrow } from '../api/get-contract-escrow';
import { useContractPayments } from '../api/get-contract-payments';
import { milestoneActions } from '../lib/milestone-actions';
import { MilestonePaymentRow } from './milestone-payment-row';
import { lazyNamed } from '../../../lib/lazy-named';
import { LightCard } from '../../../components/light-card';
import { PlainText } from '../../../components/plain-text';

// the payment form (card fields, bank accounts) is fetched when a payment starts, not with every contract page
const PayMilestoneDialog = lazyNamed(() => import('./pay-milestone-dialog'), 'PayMilestoneDialog');

/**
 * Payments of a contract, on both Contract Details pages: each milestone unpaid, processing, paid or failed, with
 * the date paid, and the poster's 'Mark as Completed & Pay' on each milestone that can be paid. With escrow on,
 * also the money held for the contract, each milestone's escrow state, and the escrow actions of each side:
 * 'Fund Milestone', 'Approve & Release', 'Request Changes' (poster), 'Refund' (seller), 'Open Dispute' (both).
 * Escrow off, or not readable, leaves the card as it was before escrow.
 */
export function MilestonePaymentsPanel({ contract }: { contract: ContractDetail }) {
  const { data, isPending, isError, error } = useContractPayments(contract.id);
  const escrowQuery = useContractEscrow(contract);
  const escrow = escrowQuery.data?.enabled ? escrowQuery.data : null;
  const [starting, setStarting] = useState<{ position: number; purpose: 'pay' | 'fund' } | null>(null);
  const isPoster = contract.viewerRole === 'poster';
  const contractOpen = contract.bidderAccepted === 'accepted' && contract.status === 'ongoing';

  return (
    <LightCard title="Payments" padding={12} data-testid="milestone-payments" style={{ marginTop: 16 }}>
      {isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {isError && <PlainText type="danger">{error.message}</PlainText>}
      {isPoster && contract.bidderAccepted !== 'accepted' && (
        <PlainText as="p" secondary style={{ marginBottom: 12 }}>
          You can pay the milestones once the bidder accepts the contract.
        </PlainText>
      )}
      {escrow && (
        <PlainText as="p" style={{ marginBottom: 12 }} data-testid="escrow-held">
          {ESCROW_MSG.heldInEscrow}: <strong>{formatCents(escrow.heldCents, { hideZeroCents: true })}</strong>
        </PlainText>
      )}
      <Flex vertical gap={12}>
        {data?.milestones.map((payment) => {
          const milestone = contract.milestones.find((m) => m.position === payment.position);
          const escrowMilestone = escrow ? (escrow.milestones.find((m) => m.position === payment.position) ?? null) : null;
          const dispute = escrowMilestone?.disputeId ? escrow?.disputes.find((d) => d.id === escrowMilestone.disputeId) : undefined;
          const actions = milestoneActions({
            role: isPoster ? 'poster' : 'bidder',
            contractOpen,
            amountCents: milestone?.amountCents ?? 0,
            paymentStatus: payment.status,
            // a milestone the escrow does not list yet was never funded
            escrowState: escrow ? (escrowMilestone?.state ?? 'unfunded') : null,
          });
          return (
            <MilestonePaymentRow
              key={payment.position}
              contractId={contract.id}
              payment={payment}
              milestone={milestone}
              escrow={escrowMilestone}
              dispute={dispute}
              actions={actions}
              onStart={(purpose) => setStarting({ position: payment.position, purpose })}
            />
          );
        })}
      </Flex>
      {starting !== null && (
        <Suspense fallback={null}>
          <PayMilestoneDialog contractId={contract.id} position={starting.position} purpose={starting.purpose} onClose={() => setStarting(null)} />
        </Suspense>
      )}
    </LightCard>
  );
}
