import { Button, Flex, Tag } from 'antd';
import { Suspense } from 'react';
import type { MilestonePaymentStatus } from '@homebid/shared/domain/milestone-payment';
import type { BidMilestone } from '@homebid/shared/schemas/bid';
import type { DisputeView, EscrowMilestone } from '@homebid/shared/schemas/escrow';
import type { ContractPayments } from '@homebid/shared/schemas/milestone-payment';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/constants/milestone-payment';
import { formatCents } from '@homebid/shared/money';
import { milestoneTags, type MilestoneAction } from '../lib/milestone-actions';
import { EscrowActions } from './escrow-actions';
import { EscrowMilestoneDetails } from './escrow-milestone-details';
import { EscrowStateTag } from './escrow-state-tag';
import { lazyNamed } from '../../../lib/lazy-named';
import { PlainText } from '../../../components/plain-text';
import { formatContractDateTime } from '../../../lib/dates';

// the dispute's timeline and forms, only under a milestone that has one
const DisputeSection = lazyNamed(() => import('../../disputes/components/dispute-section'), 'DisputeSection');

const STATUS_LOOK: Record<MilestonePaymentStatus, { label: string; color: string }> = {
  unpaid: { label: 'Unpaid', color: 'default' },
  processing: { label: 'Processing', color: 'processing' },
  paid: { label: 'Paid', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

interface MilestonePaymentRowProps {
  contractId: string;
  payment: ContractPayments['milestones'][number];
  milestone: BidMilestone | undefined;
  /** The milestone's escrow, when escrow is on. */
  escrow: EscrowMilestone | null;
  dispute: DisputeView | undefined;
  actions: MilestoneAction[];
  onStart: (purpose: 'pay' | 'fund') => void;
}

/** One milestone on the Payments card: what it costs, its payment or escrow state, and what this side can do. */
export function MilestonePaymentRow({ contractId, payment, milestone, escrow, dispute, actions, onStart }: MilestonePaymentRowProps) {
  const look = STATUS_LOOK[payment.status];
  const tags = milestoneTags(payment.status, escrow?.state ?? null);
  const amountCents = milestone?.amountCents ?? 0;
  return (
    <Flex vertical gap={8} role="group" aria-label={`Milestone ${payment.position} payment`} data-testid="milestone-payment">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical style={{ minWidth: 0, flex: '1 1 200px' }}>
          <PlainText strong style={{ overflowWrap: 'anywhere' }}>
            {payment.position} {milestone?.description ?? ''} · {formatCents(amountCents, { hideZeroCents: true })}
          </PlainText>
          {tags.payment && payment.paidAt && (
            <PlainText secondary>
              Paid {formatContractDateTime(payment.paidAt)}
              {payment.method === 'ach' ? ' by bank transfer' : ' by card'}
            </PlainText>
          )}
          {tags.payment && payment.status === 'failed' && payment.failureReason && <PlainText type="danger">{payment.failureReason}</PlainText>}
          {tags.payment && payment.status === 'unpaid' && payment.failureReason && <PlainText type="warning">Returned: {payment.failureReason}</PlainText>}
          {escrow && <EscrowMilestoneDetails milestone={escrow} />}
        </Flex>
        <Flex align="center" gap={8} wrap>
          {tags.payment && (
            <Tag color={look.color} data-testid="milestone-payment-status">
              {look.label}
            </Tag>
          )}
          {tags.escrow && escrow && <EscrowStateTag milestone={escrow} />}
          {actions.includes('fund') && (
            <Button type="primary" onClick={() => onStart('fund')}>
              {ESCROW_MSG.fundMilestone}
            </Button>
          )}
          {actions.includes('pay') && (
            <Button type={actions.includes('fund') ? 'default' : 'primary'} onClick={() => onStart('pay')}>
              {MSG.markAsCompletedAndPay}
            </Button>
          )}
          <EscrowActions contractId={contractId} position={payment.position} amountCents={escrow?.heldCents || amountCents} actions={actions} />
        </Flex>
      </Flex>
      {dispute && (
        <Suspense fallback={null}>
          <DisputeSection dispute={dispute} />
        </Suspense>
      )}
    </Flex>
  );
}
