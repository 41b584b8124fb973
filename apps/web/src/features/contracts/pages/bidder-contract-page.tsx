import { Button, Skeleton } from 'antd';
import { Suspense, useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { canTakeBidAction } from '@homebid/shared/domain/bid-state';
import { CONTRACT_MSG } from '@homebid/shared/constants/contract';
import { type ContractDetail } from '@homebid/shared/schemas/contract';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { useAcceptContract, useWithdrawContract } from '../api/contract-actions';
import { useContractByBid } from '../api/get-contract';
import { ContractDetailsView } from '../components/contract-details-view';
import { BidderContractFeedback } from '../components/poster-contract-view';
import { MilestonePaymentsPanel } from '../../milestone-payments/components/milestone-payments-panel';
import { Result } from '../../../components/lazy-result';
import { usePaymentSetup } from '../../payout-setup/api/payment-setup';
import { useToasts } from '../../../components/toasts/toasts';
import { lazyNamed } from '../../../lib/lazy-named';

// the payout gate is fetched when it opens
const PayoutGateModal = lazyNamed(() => import('../../payout-setup/components/payout-gate-modal'), 'PayoutGateModal');

/** Accept Contract until accepted; withdrawing from the contract (asked first) while nothing is paid. */
function BidderActions({ contract }: { contract: ContractDetail }) {
  const { message, modal } = useToasts();
  const navigate = useNavigate();
  const accept = useAcceptContract();
  const withdraw = useWithdrawContract();
  const bidStatus = contract.status === 'closed' ? 'end_by_poster' : contract.bidderAccepted === 'accepted' ? 'contract_started' : 'contract_created';
  const canWithdraw = canTakeBidAction('withdraw', 'bidder', bidStatus) && contract.totalPaidCents === 0;
  const isOffer = contract.bidderAccepted === 'offer_sent';
  const payments = usePaymentSetup(isOffer);
  const [isGateOpen, setGateOpen] = useState(false);

  const acceptOffer = () =>
    accept.mutateAsync(contract.id).then(
      (result) => void message.success(result.message),
      (error: Error) => void message.error(error.message),
    );
  // The spec's gate: a bidder lacking a card account, a bank-transfer account or its completed setup is asked first.
  // If the setup cannot be read, accepting is not blocked by it.
  const onAccept = () => (payments.data?.capabilities.needsPayoutSetup ? setGateOpen(true) : acceptOffer());
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
            navigate(WEB_PATHS.myBids);
          },
          (error: Error) => void message.error(error.message),
        ),
    });

  return (
    <>
      {isOffer && (
        // disabled, not only loading, until the payout setup is read: a loading button swallows a click, which then
        // did nothing (neither the gate nor the accept); a disabled one says it cannot be pressed yet
        <Button type="primary" loading={accept.isPending || payments.isPending} disabled={payments.isPending} onClick={onAccept}>
          {CONTRACT_MSG.acceptButton}
        </Button>
      )}
      {isGateOpen && (
        <Suspense fallback={null}>
          <PayoutGateModal
            onClose={() => setGateOpen(false)}
            onSkip={() => {
              setGateOpen(false);
              void acceptOffer();
            }}
          />
        </Suspense>
      )}
      {canWithdraw && (
        <Button danger onClick={onWithdraw}>
          Withdraw from Contract
        </Button>
      )}
    </>
  );
}

/** Contract Details, bidder side (/v1/my-bids/contract?bid_id=), with the payout-setup gate on Accept Contract. */
export default function BidderContractPage() {
  const [params] = useSearchParams();
  const bidId = params.get('bid_id');
  const { data, isPending, isError, error } = useContractByBid(bidId);
  // drawn from a deferred copy, in short slices (see poster-contract-page.tsx)
  const contract = useDeferredValue(data);
  if (!bidId) return <Result status="warning" title={CONTRACT_MSG.notFound} />;
  if (isError) return <Result status="warning" title={error.message} />;
  if (isPending || !contract) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  return (
    <>
      <ContractDetailsView contract={contract} backTo={WEB_PATHS.myBids} actions={<BidderActions contract={contract} />} footer={<BidderContractFeedback contractId={contract.id} />} />
      <MilestonePaymentsPanel contract={contract} />
    </>
  );
}
