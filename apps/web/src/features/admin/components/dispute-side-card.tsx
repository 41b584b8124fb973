import { Card, Flex, Tag, Typography } from 'antd';
import type { DisputeSide } from '@homebid/shared/domain/dispute';
import type { AdminDisputeDetail } from '@homebid/shared/schemas/support-desk';
import { Link } from 'react-router';
import { adminUserPath } from '@homebid/shared/web-paths';
import { EvidenceFileLink } from '../../disputes/components/evidence-file-link';
import { splitText } from '../../disputes/lib/dispute-words';
import { When } from './money-cells';

const SIDE_TITLES: Record<DisputeSide, string> = { poster: 'Poster', bidder: 'Seller (bidder)' };

/**
 * One side's account of the dispute: who they are, what they said (their opening or their response), the splits
 * they proposed, and their evidence files, each in the order it came.
 */
export function DisputeSideCard({ detail, side }: { detail: AdminDisputeDetail; side: DisputeSide }) {
  const { dispute } = detail;
  const person = detail[side];
  const theirs = dispute.events.filter((event) => event.actor === side);
  const statements = theirs.filter((event) => (event.kind === 'opened' || event.kind === 'responded') && event.note);
  const proposals = theirs.filter((event) => event.kind === 'proposed' && event.releaseCents !== null);
  const evidence = theirs.filter((event) => event.file !== null);
  const opened = dispute.openedBy === side;
  return (
    <Card
      size="small"
      data-testid={`dispute-side-${side}`}
      style={{ flex: '1 1 320px', minWidth: 0 }}
      title={
        <Flex wrap gap={8} align="center" style={{ whiteSpace: 'normal', paddingBlock: 8 }}>
          <Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>
            {SIDE_TITLES[side]}: {person.name}
          </Typography.Title>
          {opened && (
            <Tag color="orange" style={{ marginInlineEnd: 0 }}>
              Opened the dispute
            </Tag>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Flex vertical style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Link to={adminUserPath(person.id)}>{person.name}'s user page</Link>
          <span>{person.email}</span>
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text strong>Their account</Typography.Text>
          {statements.length === 0 ? (
            <Typography.Text type="secondary">{opened ? 'No statement.' : 'No response yet.'}</Typography.Text>
          ) : (
            statements.map((event) => (
              <div key={event.id}>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {event.kind === 'opened' ? 'Opening' : 'Response'}, <When iso={event.createdAt} />
                </Typography.Text>
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{event.note}</Typography.Paragraph>
              </div>
            ))
          )}
        </Flex>
        {proposals.length > 0 && (
          <Flex vertical gap={4}>
            <Typography.Text strong>Splits they proposed</Typography.Text>
            {proposals.map((event) => (
              <Typography.Text key={event.id}>
                {splitText(event.releaseCents!, dispute.amountCents)} (<When iso={event.createdAt} />)
                {event.note && <Typography.Text type="secondary">: {event.note}</Typography.Text>}
              </Typography.Text>
            ))}
          </Flex>
        )}
        <Flex vertical gap={8}>
          <Typography.Text strong>Evidence</Typography.Text>
          {evidence.length === 0 ? (
            <Typography.Text type="secondary">No evidence files.</Typography.Text>
          ) : (
            <Flex vertical gap={8} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
              {evidence.map((event) => (
                <li key={event.id} style={{ minWidth: 0 }}>
                  <EvidenceFileLink file={event.file!} />
                  {event.note && event.kind === 'evidence' && (
                    <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
                      {event.note}
                    </Typography.Text>
                  )}
                </li>
              ))}
            </Flex>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
