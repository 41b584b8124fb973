import { Suspense, useState } from 'react';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import type { Testimonial } from '@homebid/shared/schemas/profile';
import { FEEDBACK_MSG } from '@homebid/shared/constants/feedback';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { useContractFeedback } from '../../feedback/api/contract-feedback';
import { ContractDetailsView } from './contract-details-view';
import { EndContractButton } from './end-contract-button';
import { lazyNamed } from '../../../lib/lazy-named';

// the feedback form is fetched when it opens, the feedback's card (antd Rate) once a contract has feedback
const LeaveFeedbackModal = lazyNamed(() => import('../../feedback/components/leave-feedback-modal'), 'LeaveFeedbackModal');
const ContractFeedbackCard = lazyNamed(() => import('../../feedback/components/contract-feedback-card'), 'ContractFeedbackCard');

function FeedbackCard({ feedback, isPoster }: { feedback: Testimonial; isPoster: boolean }) {
  return (
    <Suspense fallback={null}>
      <ContractFeedbackCard feedback={feedback} isPoster={isPoster} />
    </Suspense>
  );
}

/**
 * Contract Details as the poster sees it: End Contract while it runs, and in the menu Leave Feedback, which
 * opens once the contract has ended and no feedback was left yet.
 */
export function PosterContractView({ contract, actions }: { contract: ContractDetail; actions?: React.ReactNode }) {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const { data } = useContractFeedback(contract.id);
  const feedback = data?.feedback ?? null;
  const canLeaveFeedback = contract.status === 'closed' && data !== undefined && feedback === null;
  return (
    <>
      <ContractDetailsView
        contract={contract}
        backTo={WEB_PATHS.myProjects}
        actions={
          <>
            {actions}
            <EndContractButton contract={contract} />
          </>
        }
        menuItems={[{ key: 'feedback', label: FEEDBACK_MSG.title, disabled: !canLeaveFeedback, onClick: () => setFeedbackOpen(true) }]}
        footer={feedback && <FeedbackCard feedback={feedback} isPoster />}
      />
      {feedbackOpen && (
        <Suspense fallback={null}>
          <LeaveFeedbackModal contractId={contract.id} open onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The feedback on a contract for its bidder, once there is one. */
export function BidderContractFeedback({ contractId }: { contractId: string }) {
  const { data } = useContractFeedback(contractId);
  return data?.feedback ? <FeedbackCard feedback={data.feedback} isPoster={false} /> : null;
}
