import { Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { TicketQueue } from '../components/ticket-queue';
import { TicketView } from '../components/ticket-view';

/** /admin/support: the queue of 'Contact Support' tickets, or one ticket (`?id=`) to answer. */
export default function SupportSection() {
  const [params] = useSearchParams();
  const ticketId = params.get('id')?.trim();
  return (
    <section aria-labelledby="support-title">
      <Typography.Title level={2} id="support-title" style={{ fontSize: 20 }}>
        Support
      </Typography.Title>
      {ticketId ? <TicketView key={ticketId} ticketId={ticketId} /> : <TicketQueue />}
    </section>
  );
}
