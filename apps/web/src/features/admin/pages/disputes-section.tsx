import { ListOrItemSection } from '../components/section-frame';
import { DisputeCase } from '../components/dispute-case';
import { DisputeQueue } from '../components/dispute-queue';

/** /admin/disputes: the queue of disputes with their deadlines, or one dispute (`?id=`) to read and decide. */
export default function DisputesSection() {
  return <ListOrItemSection name="disputes" title="Disputes" list={<DisputeQueue />} item={(id) => <DisputeCase disputeId={id} />} />;
}
