import { Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { DisputeCase } from '../components/dispute-case';
import { DisputeQueue } from '../components/dispute-queue';

/** /admin/disputes: the queue of disputes with their deadlines, or one dispute (`?id=`) to read and decide. */
export default function DisputesSection() {
  const [params] = useSearchParams();
  const disputeId = params.get('id')?.trim();
  return (
    <section aria-labelledby="disputes-title">
      <Typography.Title level={2} id="disputes-title" style={{ fontSize: 20 }}>
        Disputes
      </Typography.Title>
      {disputeId ? <DisputeCase key={disputeId} disputeId={disputeId} /> : <DisputeQueue />}
    </section>
  );
}
