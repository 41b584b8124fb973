import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { PAYMENTS_MSG } from '@homebid/shared/constants/payments';
import { WEB_PATHS } from '@homebid/shared/web-paths';

/**
 * The spec's gate before a bidder accepts a contract without payouts set up: set them up now, or skip and accept.
 * Its own chunk (antd's Modal, ~10 KB brotli), fetched when it opens: most contract visits never show it.
 */
export function PayoutGateModal({ onClose, onSkip }: { onClose: () => void; onSkip: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      open
      title="Set up your payouts"
      onCancel={onClose}
      footer={[
        <Button key="skip" onClick={onSkip}>
          {PAYMENTS_MSG.skipForNow}
        </Button>,
        <Button key="setup" type="primary" onClick={() => navigate(WEB_PATHS.payments)}>
          {PAYMENTS_MSG.setUpNow}
        </Button>,
      ]}
    >
      {PAYMENTS_MSG.payoutPrompt}
    </Modal>
  );
}
