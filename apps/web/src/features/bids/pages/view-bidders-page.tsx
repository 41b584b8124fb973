import { PageEmptyState } from '../../../components/page-empty-state';

export default function ViewBiddersPage() {
  return <PageEmptyState title="View Bidders" description="No Bidders" />;
}
