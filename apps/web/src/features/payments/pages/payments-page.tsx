import { PageEmptyState } from '../../../components/page-empty-state';

export default function PaymentsPage() {
  return <PageEmptyState title="Payment Methods" description="No payment methods set up yet." />;
}
