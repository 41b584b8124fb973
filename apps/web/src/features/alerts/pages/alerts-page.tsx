import { PageEmptyState } from '../../../components/page-empty-state';

export default function AlertsPage() {
  return <PageEmptyState title="Alerts" description="No alerts yet." />;
}
