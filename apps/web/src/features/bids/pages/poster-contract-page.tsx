import { PageEmptyState } from '../../../components/page-empty-state';

export default function PosterContractPage() {
  return <PageEmptyState title="Contract Details" description="This contract is not available." />;
}
