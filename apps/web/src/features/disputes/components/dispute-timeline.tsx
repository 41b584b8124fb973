import { Flex, theme } from 'antd';
import type { DisputeView } from '@homebid/shared/schemas/escrow';
import { PlainText } from '../../../components/plain-text';
import { formatContractDateTime } from '../../../lib/dates';
import { ACTOR_LABELS, EVENT_LABELS, splitText } from '../lib/dispute-words';
import { EvidenceFileLink } from './evidence-file-link';

/** Every step of the dispute, oldest first: who (by side), when, what, its note, the amounts and the evidence file. */
export function DisputeTimeline({ dispute }: { dispute: DisputeView }) {
  const { token } = theme.useToken();
  return (
    <ol aria-label={`Timeline of the dispute over milestone ${dispute.milestonePosition}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {dispute.events.map((event) => (
        <li key={event.id} data-testid="dispute-event" style={{ padding: `${token.paddingXS}px 0 ${token.paddingXS}px ${token.paddingSM}px`, borderInlineStart: `2px solid ${token.colorBorderSecondary}` }}>
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Flex wrap gap="2px 8px" align="baseline">
              <PlainText strong>{ACTOR_LABELS[event.actor]}</PlainText>
              {(event.actor === 'poster' || event.actor === 'bidder') && event.actorName && <PlainText secondary>{event.actorName}</PlainText>}
              <PlainText>{EVENT_LABELS[event.kind]}</PlainText>
              <PlainText secondary>
                <time dateTime={event.createdAt}>{formatContractDateTime(event.createdAt)}</time>
              </PlainText>
            </Flex>
            {event.releaseCents !== null && <PlainText>{splitText(event.releaseCents, dispute.amountCents)}</PlainText>}
            {event.note && (
              <PlainText as="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {event.note}
              </PlainText>
            )}
            {event.file && <EvidenceFileLink file={event.file} />}
          </Flex>
        </li>
      ))}
    </ol>
  );
}
