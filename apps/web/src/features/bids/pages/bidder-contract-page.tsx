import { App, Button, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { canTakeBidAction } from '@homebid/shared/domain/bid-state';
import { CONTRACT_MSG, type ContractDetail } from '@homebid/shared/schemas/contract';
import { useAcceptContract, useWithdrawContract } from '../api/contract-actions';
import { useContractByBid } from '../api/get-contract';
import { ContractDetailsView } from '../components/contract-details-view';
import { BidderContractFeedback } from '../components/poster-contract-view';
import { MilestonePaymentsPanel } from '../../milestone-payments/components/milestone-payments-panel';

/** Accept Contract until accepted; withdrawing from the contract (asked first) while nothing is paid. */
function BidderActions({ contract }: { contract: ContractDetail }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const accept = useAcceptContract();
  const withdraw = useWithdrawContract();
  const bidStatus = contract.status === 'closed' ? 'end_by_poster' : contract.bidderAccepted === 'accepted' ? 'contract_started' : 'contract_created';
  const canWithdraw = canTakeBidAction('withdraw', 'bidder', bidStatus) && contract.totalPaidCents === 0;

  const onAccept = () =>
    accept.mutateAsync(contract.id).then(
      (result) => void message.success(result.message),
      (error: Error) => void message.error(error.message),
    );
  const onWithdraw = () =>
    modal.confirm({
      title: 'Are you sure you want to withdraw from this contract?',
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: () =>
        withdraw.mutateAsync(contract.id).then(
          (result) => {
            void message.success(result.message);
            navigate('/v1/my-bids');
          },
          (error: Error) => void message.error(error.message),
        ),
    });

  return (
    <>
      {contract.bidderAccepted === 'offer_sent' && (
        <Button type="primary" loading={accept.isPending} onClick={onAccept}>
          {CONTRACT_MSG.acceptButton}
        </Button>
      )}
      {canWithdraw && (
        <Button danger onClick={onWithdraw}>
          Withdraw from Contract
        </Button>
      )}
    </>
  );
}

/**
 * Contract Details, bidder side (/v1/my-bids/contract?bid_id=). The payout-setup prompt ('Skip For Now' /
 * 'Set Up Now') comes with the payments issue.
 */
export default function BidderContractPage() {
  const [params] = useSearchParams();
  const bidId = params.get('bid_id');
  const { data, isPending, isError, error } = useContractByBid(bidId);
  if (!bidId) return <Result status="warning" title={CONTRACT_MSG.notFound} />;
  if (isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (isError) return <Result status="warning" title={error.message} />;
  return (
    <>
      <ContractDetailsView contract={data} backTo="/v1/my-bids" actions={<BidderActions contract={data} />} footer={<BidderContractFeedback contractId={data.id} />} />
      <MilestonePaymentsPanel contract={data} />
    </>
  );
}
