import { Tag } from 'antd';
import { DESK_STATUS_LABELS, type DeskStatus } from '@homebid/shared/schemas/support-desk';
import { DESK_STATUS_COLOURS } from '../lib/ticket-words';

/** A ticket's queue status: New, Open, Pending or Solved. */
export function TicketStatusTag({ status }: { status: DeskStatus }) {
  return (
    <Tag color={DESK_STATUS_COLOURS[status]} style={{ marginInlineEnd: 0 }} data-testid="ticket-status">
      {DESK_STATUS_LABELS[status]}
    </Tag>
  );
}
