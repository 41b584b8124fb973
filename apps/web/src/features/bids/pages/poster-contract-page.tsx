import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { CONTRACT_MSG } from '@homebid/shared/constants/contract';
import { useContract } from '../api/get-contract';
import { PosterContractView } from '../components/poster-contract-view';
import { Result } from '../../../components/lazy-result';
import { MilestonePaymentsPanel } from '../../milestone-payments/components/milestone-payments-panel';

/**
 * Contract Details, poster side (/v1/projects/contract?contract_id=, or ?listing_id= from My Projects). Leave Feedback, 'Mark as Completed & Pay' and
 * End Contract come with the payments issue.
 */
export default function PosterContractPage() {
  const [params] = useSearchParams();
  const id = { contractId: params.get('contract_id'), listingId: params.get('listing_id') };
  const { data, isPending, isError, error } = useContract(id);
  if (!id.contractId && !id.listingId) return <Result status="warning" title={CONTRACT_MSG.notFound} />;
  if (isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (isError) return <Result status="warning" title={error.message} />;
  return (
    <>
      <PosterContractView contract={data} />
      <MilestonePaymentsPanel contract={data} />
    </>
  );
}
