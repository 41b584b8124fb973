import { Flex, Tag, Typography } from 'antd';
import type { AdminDisputeRow } from '@homebid/shared/schemas/support-desk';
import { formatContractDateTime } from '../../../lib/dates';
import { disputeClockOf, timeFromNow } from '../lib/dispute-deadline';

/**
 * Where an open dispute stands against its response deadline: the date and how far it is, marked 'Overdue' once it
 * passed; once the other side responded or a side asked HomeBid, the deadline no longer runs and the cell says why.
 */
export function DisputeClock({ dispute, now }: { dispute: Pick<AdminDisputeRow, 'state' | 'responseDueAt'>; now: Date }) {
  const clock = disputeClockOf(dispute, now);
  const due = <time dateTime={dispute.responseDueAt}>{formatContractDateTime(dispute.responseDueAt)}</time>;
  if (clock === 'answered') return <Typography.Text type="secondary">Responded: no deadline</Typography.Text>;
  if (clock === 'with_homebid') return <Typography.Text strong>Waiting for HomeBid</Typography.Text>;
  if (clock === 'settled') return <Typography.Text type="secondary">Settled</Typography.Text>;
  return (
    <Flex vertical gap={2} data-testid="dispute-deadline">
      <span>
        {clock === 'overdue' && (
          <Tag color="error" style={{ marginInlineEnd: 6 }}>
            Overdue
          </Tag>
        )}
        Response due {due}
      </span>
      <Typography.Text type={clock === 'overdue' ? 'danger' : 'secondary'} style={{ fontSize: 13 }}>
        {timeFromNow(dispute.responseDueAt, now)}
      </Typography.Text>
    </Flex>
  );
}
