import { Flex, Tag, theme } from 'antd';
import { useId } from 'react';
import { DISPUTE_STATE_LABELS, type DisputeState } from '@homebid/shared/domain/dispute';
import type { DisputeView } from '@homebid/shared/schemas/escrow';
import { formatCents } from '@homebid/shared/money';
import { PlainText } from '../../../components/plain-text';
import { formatContractDateTime } from '../../../lib/dates';
import { decisionNoteOf, outcomeText, reasonText, remedyText, settlementText, splitText } from '../lib/dispute-words';
import { DisputeActions } from './dispute-actions';
import { DisputeTimeline } from './dispute-timeline';

const STATE_COLOURS: Record<DisputeState, string> = { awaiting_response: 'warning', negotiating: 'processing', with_homebid: 'purple', settled: 'success' };

/**
 * A milestone's dispute on both contract pages: its state, reason and money; while a response is awaited, the date
 * and what happens without one; the open proposal; once settled, the outcome and how it came; the actions of the
 * viewer's side; and the timeline of every step.
 */
export function DisputeSection({ dispute }: { dispute: DisputeView }) {
  const { token } = theme.useToken();
  const headingId = useId();
  const isSettled = dispute.state === 'settled';
  const decisionNote = dispute.settlement === 'homebid' ? decisionNoteOf(dispute) : null;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="dispute-section"
      style={{ padding: token.paddingSM, border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, minWidth: 0 }}
    >
      <Flex vertical gap={8}>
        <Flex wrap gap={8} align="center" justify="space-between">
          <PlainText as="h3" id={headingId} style={{ fontSize: token.fontSizeLG }}>
            Dispute over milestone {dispute.milestonePosition}
          </PlainText>
          <Tag color={STATE_COLOURS[dispute.state]} data-testid="dispute-state" style={{ marginInlineEnd: 0 }}>
            {DISPUTE_STATE_LABELS[dispute.state]}
          </Tag>
        </Flex>
        <PlainText as="p" style={{ overflowWrap: 'anywhere' }}>
          <PlainText strong>Reason:</PlainText> {reasonText(dispute)}
        </PlainText>
        <PlainText as="p" secondary>
          Opened by the {dispute.openedBy} · {formatCents(dispute.amountCents)} {isSettled ? 'was in dispute' : 'frozen until the dispute is settled'}
        </PlainText>
        {dispute.state === 'awaiting_response' && (
          <PlainText as="p" data-testid="dispute-deadline">
            <PlainText strong>Respond by {formatContractDateTime(dispute.responseDueAt)}.</PlainText> {remedyText(dispute)}
          </PlainText>
        )}
        {dispute.state === 'with_homebid' && <PlainText as="p">HomeBid is looking at both sides’ accounts and evidence and will decide.</PlainText>}
        {!isSettled && dispute.proposal && (
          <PlainText as="p" data-testid="dispute-proposal">
            <PlainText strong>{dispute.proposal.by === dispute.viewerSide ? 'Your proposal' : `The ${dispute.proposal.by}’s proposal`}:</PlainText>{' '}
            {splitText(dispute.proposal.releaseCents, dispute.amountCents)}.
          </PlainText>
        )}
        {isSettled && (
          <Flex vertical gap={4} data-testid="dispute-outcome">
            <PlainText as="p" strong>
              {outcomeText(dispute)}
            </PlainText>
            <PlainText as="p" secondary>
              {settlementText(dispute, dispute.settledAt && formatContractDateTime(dispute.settledAt))}
            </PlainText>
            {decisionNote && (
              <PlainText as="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                HomeBid’s note: {decisionNote}
              </PlainText>
            )}
          </Flex>
        )}
        {dispute.viewerSide !== 'homebid' && <DisputeActions dispute={dispute} side={dispute.viewerSide} />}
        <DisputeTimeline dispute={dispute} />
      </Flex>
    </section>
  );
}
