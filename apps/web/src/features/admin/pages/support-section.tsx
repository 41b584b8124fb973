import { ListOrItemSection } from '../components/section-frame';
import { TicketView } from '../components/ticket-view';
import { TicketQueue } from '../components/ticket-queue';

/** /admin/support: the queue of 'Contact Support' tickets, or one ticket (`?id=`) to answer. */
export default function SupportSection() {
  return <ListOrItemSection name="support" title="Support" list={<TicketQueue />} item={(id) => <TicketView ticketId={id} />} />;
}
