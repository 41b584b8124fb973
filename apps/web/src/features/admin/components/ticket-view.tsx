import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Select, Typography } from 'antd';
import { Link } from 'react-router';
import { DESK_STATUS_LABELS, DESK_STATUSES, SUPPORT_DESK_MSG, type DeskStatus, type DeskTicketDetail } from '@homebid/shared/schemas/support-desk';
import { ADMIN_SECTIONS, adminSectionPath, adminUserPath } from '@homebid/shared/web-paths';
import { useToasts } from '../../../components/toasts/toasts';
import { useAssignTicket } from '../api/ticket-assign';
import { useDeskTicket } from '../api/ticket-detail';
import { useAddTicketNote } from '../api/ticket-note';
import { useReplyToTicket } from '../api/ticket-reply';
import { useSetTicketStatus } from '../api/ticket-status';
import { useOperator } from '../lib/operator-context';
import { assigneeText, ticketNumber } from '../lib/ticket-words';
import { When } from './money-cells';
import { TicketConversation } from './ticket-conversation';
import { TicketMessageForm } from './ticket-message-form';
import { TicketStatusTag } from './ticket-status-tag';
import { ItemFrame } from './item-frame';

/** Assign to me, and the status: the ticket's place in the queue. */
function TicketQueueControls({ detail }: { detail: DeskTicketDetail }) {
  const operator = useOperator();
  const { message } = useToasts();
  const assign = useAssignTicket();
  const setStatus = useSetTicketStatus();
  const { ticket } = detail;
  const isMine = ticket.assignee?.id === operator.id;
  const failure = assign.error ?? setStatus.error;

  const onStatus = (status: DeskStatus) =>
    setStatus.mutate({ ticketId: ticket.id, input: { status } }, { onSuccess: () => void message.success(`Status changed to ${DESK_STATUS_LABELS[status]}.`) });

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={16} align="end">
        <Flex vertical gap={4}>
          <label htmlFor="ticket-status-change">Status</label>
          <Select<DeskStatus>
            id="ticket-status-change"
            value={ticket.status}
            onChange={onStatus}
            loading={setStatus.isPending}
            disabled={setStatus.isPending}
            options={DESK_STATUSES.map((value) => ({ value, label: DESK_STATUS_LABELS[value] }))}
            style={{ width: 160 }}
          />
        </Flex>
        <Button
          onClick={() => assign.mutate(ticket.id, { onSuccess: () => void message.success('The ticket is assigned to you.') })}
          loading={assign.isPending}
          disabled={isMine}
        >
          {isMine ? 'Assigned to you' : 'Assign to me'}
        </Button>
      </Flex>
      {failure && <Alert type="error" showIcon role="alert" title={failure.message} />}
    </Flex>
  );
}

/** The reply the user reads and the internal note they never see, each with what it does said by its button. */
function TicketAnswers({ detail }: { detail: DeskTicketDetail }) {
  const { message } = useToasts();
  const reply = useReplyToTicket();
  const note = useAddTicketNote();
  const { ticket } = detail;
  return (
    <Flex wrap gap={24} align="start">
      <TicketMessageForm
        name="ticket-reply"
        label={`Reply to ${ticket.user.name}`}
        buttonText="Reply"
        isPrimary
        consequence={
          <>
            {ticket.user.name} gets an e-mail and the 'Support Request Answered' alert, and reads the reply on Support Requests. It is signed “HomeBid Support”.
          </>
        }
        requiredMessage={SUPPORT_DESK_MSG.replyRequired}
        isSending={reply.isPending}
        error={reply.error?.message ?? null}
        onSend={(body) => reply.mutateAsync({ ticketId: ticket.id, input: { body } }).then(() => void message.success('Reply sent.'))}
      />
      <TicketMessageForm
        name="ticket-note"
        label="Internal note"
        buttonText="Add internal note"
        consequence="Only HomeBid's operators read notes; the user never sees them."
        requiredMessage={SUPPORT_DESK_MSG.noteRequired}
        isSending={note.isPending}
        error={note.error?.message ?? null}
        onSend={(body) => note.mutateAsync({ ticketId: ticket.id, input: { body } }).then(() => void message.success('Note added.'))}
      />
    </Flex>
  );
}

function TicketDetail({ detail }: { detail: DeskTicketDetail }) {
  const operator = useOperator();
  const { ticket, desk } = detail;
  const inZendesk = desk === 'zendesk';
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8} align="center">
        <Typography.Title level={3} style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
          {ticketNumber(ticket)} {ticket.subject}
        </Typography.Title>
        <TicketStatusTag status={ticket.status} />
      </Flex>
      {inZendesk && (
        <Alert
          type="info"
          showIcon
          title={SUPPORT_DESK_MSG.answeredInZendesk}
          description={
            ticket.zendeskUrl ? (
              <a href={ticket.zendeskUrl} target="_blank" rel="noopener noreferrer">
                Open the ticket in Zendesk <ExportOutlined aria-hidden />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              'It has not reached Zendesk yet.'
            )
          }
        />
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'user',
            label: 'User',
            children: (
              <Flex vertical style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Link to={adminUserPath(ticket.user.id)}>{ticket.user.name}</Link>
                <span>{ticket.user.email}</span>
              </Flex>
            ),
          },
          { key: 'received', label: 'Received', children: <When iso={ticket.createdAt} /> },
          ...(inZendesk ? [] : [{ key: 'assignee', label: 'Assigned to', children: assigneeText(ticket, operator.id) }]),
          { key: 'updated', label: 'Last change', children: <When iso={ticket.updatedAt} /> },
          ...(inZendesk ? [{ key: 'zendesk', label: 'Status in Zendesk', children: ticket.zendeskStatus ?? 'Not there yet' }] : []),
        ]}
      />
      {!inZendesk && <TicketQueueControls detail={detail} />}
      <Card size="small" title={<Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>Conversation</Typography.Title>}>
        <TicketConversation conversation={detail.conversation} subject={ticket.subject} />
      </Card>
      {!inZendesk && <TicketAnswers detail={detail} />}
    </Flex>
  );
}

/** /admin/support?id=…: one ticket, its user, its conversation oldest first, and what an operator does with it. */
export function TicketView({ ticketId }: { ticketId: string }) {
  const query = useDeskTicket(ticketId);
  return (
    <ItemFrame backTo={adminSectionPath(ADMIN_SECTIONS.support)} backText="Back to the support queue" query={query} failedTitle="This ticket could not be loaded.">
      {(detail) => <TicketDetail detail={detail} />}
    </ItemFrame>
  );
}
