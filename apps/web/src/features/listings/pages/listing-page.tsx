import { PageEmptyState } from '../../../components/page-empty-state';

export default function ListingPage() {
  return <PageEmptyState title="Listings" description="No open projects yet." />;
}
