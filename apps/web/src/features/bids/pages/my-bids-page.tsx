import { PageEmptyState } from '../../../components/page-empty-state';

export default function MyBidsPage() {
  return <PageEmptyState title="My Bids" description="You have not placed any bids yet." />;
}
