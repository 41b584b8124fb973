import { PageEmptyState } from '../../../components/page-empty-state';

export default function BidderContractPage() {
  return <PageEmptyState title="Contract Details" description="This contract is not available." />;
}
