import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { canMoveDispute } from '@homebid/shared/domain/dispute';
import type { AdminDisputeDetail } from '@homebid/shared/schemas/support-desk';
import { ADMIN_SECTIONS, adminContractMoneyPath, adminSectionPath } from '@homebid/shared/web-paths';
import { formatCents } from '@homebid/shared/money';
import { formatContractDateTime } from '../../../lib/dates';
import { useIsNarrow } from '../../../lib/use-breakpoint';
import { DisputeTimeline } from '../../disputes/components/dispute-timeline';
import { decisionNoteOf, outcomeText, reasonText, settlementText, splitText } from '../../disputes/lib/dispute-words';
import { useAdminDispute } from '../api/dispute-detail';
import { DisputeClock } from './dispute-clock';
import { DisputeDecideModal } from './dispute-decide-modal';
import { DisputeSideCard } from './dispute-side-card';
import { DisputeStateTag } from './dispute-state-tag';
import { Money, When } from './money-cells';
import { ItemFrame } from './item-frame';

/** What is at stake and where the dispute stands: the contract, the held money, the reason, the deadline, the offer. */
function DisputeFacts({ detail, now }: { detail: AdminDisputeDetail; now: Date }) {
  const { dispute } = detail;
  const isSettled = dispute.state === 'settled';
  const openerName = detail[dispute.openedBy].name;
  const decisionNote = dispute.settlement === 'homebid' ? decisionNoteOf(dispute) : null;
  const isNarrow = useIsNarrow();
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      // label above value on a phone, where a label column would squeeze the values
      layout={isNarrow ? 'vertical' : 'horizontal'}
      items={[
        {
          key: 'contract',
          label: 'Contract',
          children: (
            <Flex vertical style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <span>
                {detail.listingTitle}, milestone {dispute.milestonePosition}
              </span>
              <Link to={adminContractMoneyPath(dispute.contractId)}>The contract's money</Link>
            </Flex>
          ),
        },
        { key: 'held', label: isSettled ? 'Was held in escrow' : ESCROW_MSG.heldInEscrow, children: <Money cents={dispute.amountCents} /> },
        { key: 'reason', label: 'Reason', children: <span style={{ overflowWrap: 'anywhere' }}>{reasonText(dispute)}</span> },
        {
          key: 'opened',
          label: 'Opened',
          children: (
            <span>
              By the {dispute.openedBy === 'bidder' ? 'seller' : 'poster'}, {openerName}, on <When iso={dispute.events[0]?.createdAt ?? null} />
            </span>
          ),
        },
        // the deadline runs only while the other side's response is awaited (the queue says why it stopped)
        ...(dispute.state === 'awaiting_response' ? [{ key: 'deadline', label: 'Response deadline', children: <DisputeClock dispute={dispute} now={now} /> }] : []),
        ...(!isSettled && dispute.proposal
          ? [
              {
                key: 'proposal',
                label: 'Open proposal',
                children: `The ${dispute.proposal.by === 'bidder' ? 'seller' : 'poster'}'s: ${splitText(dispute.proposal.releaseCents, dispute.amountCents)}`,
              },
            ]
          : []),
        ...(isSettled
          ? [
              {
                key: 'outcome',
                label: 'Outcome',
                children: (
                  <Flex vertical gap={2}>
                    <Typography.Text strong>{outcomeText(dispute)}</Typography.Text>
                    <Typography.Text type="secondary">{settlementText(dispute, dispute.settledAt && formatContractDateTime(dispute.settledAt))}</Typography.Text>
                    {decisionNote && <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>HomeBid's note: {decisionNote}</Typography.Text>}
                  </Flex>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** Decide, while the dispute is open; said plainly when neither side has asked HomeBid yet. */
function DecidePart({ detail }: { detail: AdminDisputeDetail }) {
  const [isDeciding, setDeciding] = useState(false);
  const { dispute } = detail;
  if (!canMoveDispute(dispute.state, 'decide')) return null;
  return (
    <>
      <Alert
        type={dispute.state === 'with_homebid' ? 'warning' : 'info'}
        showIcon
        title={dispute.state === 'with_homebid' ? 'A side asked HomeBid to decide.' : 'Neither side has asked HomeBid to decide yet.'}
        description={
          <Flex vertical gap={8} align="start">
            <span>
              Decide to release the {formatCents(dispute.amountCents)} held to the seller, refund it to the poster, or split it. The escrow service moves the money at once.
            </span>
            <Button type="primary" onClick={() => setDeciding(true)}>
              Decide
            </Button>
          </Flex>
        }
      />
      {isDeciding && <DisputeDecideModal detail={detail} onClose={() => setDeciding(false)} />}
    </>
  );
}

function DisputeCaseBody({ detail }: { detail: AdminDisputeDetail }) {
  const [now] = useState(() => new Date());
  const { dispute } = detail;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8} align="center">
        <Typography.Title level={3} style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
          Dispute over milestone {dispute.milestonePosition} of “{detail.listingTitle}”
        </Typography.Title>
        <DisputeStateTag state={dispute.state} />
      </Flex>
      <DisputeFacts detail={detail} now={now} />
      <DecidePart detail={detail} />
      <Flex wrap gap={16} align="stretch">
        <DisputeSideCard detail={detail} side="poster" />
        <DisputeSideCard detail={detail} side="bidder" />
      </Flex>
      <Card size="small" title={<Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>Timeline</Typography.Title>}>
        <DisputeTimeline dispute={dispute} />
      </Card>
    </Flex>
  );
}

/** /admin/disputes?id=…: one dispute as HomeBid sees it, and Decide. */
export function DisputeCase({ disputeId }: { disputeId: string }) {
  const query = useAdminDispute(disputeId);
  return (
    <ItemFrame backTo={adminSectionPath(ADMIN_SECTIONS.disputes)} backText="Back to the disputes" query={query} failedTitle="This dispute could not be loaded.">
      {(detail) => <DisputeCaseBody detail={detail} />}
    </ItemFrame>
  );
}
