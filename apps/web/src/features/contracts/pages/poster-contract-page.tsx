import { Skeleton } from 'antd';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { CONTRACT_MSG } from '@homebid/shared/constants/contract';
import { contractLookupOf } from '@homebid/shared/api-paths';
import { useContract } from '../api/get-contract';
import { PosterContractView } from '../components/poster-contract-view';
import { Result } from '../../../components/lazy-result';
import { MilestonePaymentsPanel } from '../../milestone-payments/components/milestone-payments-panel';

/**
 * Contract Details, poster side (/v1/projects/contract?contract_id=, or ?listing_id= from My Projects), with End
 * Contract, Leave Feedback and the milestone payments. The contract is drawn from a deferred copy of the data: its
 * arrival is a synchronous update, and the whole view in one task blocked a phone's main thread ~400 ms; deferred,
 * React draws it in short slices while the skeleton stays.
 */
export default function PosterContractPage() {
  const [params] = useSearchParams();
  const id = contractLookupOf(params);
  const { data, isPending, isError, error } = useContract(id);
  const contract = useDeferredValue(data);
  if (!id.contractId && !id.listingId) return <Result status="warning" title={CONTRACT_MSG.notFound} />;
  if (isError) return <Result status="warning" title={error.message} />;
  if (isPending || !contract) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  return (
    <>
      <PosterContractView contract={contract} />
      <MilestonePaymentsPanel contract={contract} />
    </>
  );
}
