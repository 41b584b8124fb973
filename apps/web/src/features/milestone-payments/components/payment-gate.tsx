import { Suspense, useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import type { PaymentGate as Gate } from '@homebid/shared/schemas/milestone-payment';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/constants/milestone-payment';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { useOpenChat } from '../../chat/api/use-open-chat';
import { lazyNamed } from '../../../lib/lazy-named';

// fetched the first time Contact Support is chosen (with zod and the form code), then kept mounted
const SupportRequestModal = lazyNamed(() => import('../../support/components/support-request-modal'), 'SupportRequestModal');

/**
 * The spec's two payment gates: the seller without the needed account (Contact Seller opens the chat with them, or
 * contact support), the poster without a bank-transfer account (Cancel, or Setup Now at /v1/payments).
 */
export function PaymentGateNotice({ gate, seller, onCancel }: { gate: Gate; seller: { id: string; name: string }; onCancel: () => void }) {
  const navigate = useNavigate();
  const openChat = useOpenChat();
  const [supportOpen, setSupportOpen] = useState(false);
  const [hasOpenedSupport, setHasOpenedSupport] = useState(false);
  if (gate === 'seller_setup') {
    return (
      <Alert
        type="warning"
        showIcon
        title={MSG.sellerSetup}
        description={
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            <Button onClick={() => openChat(seller)}>{MSG.contactSeller}</Button>
            <Button
              onClick={() => {
                setHasOpenedSupport(true);
                setSupportOpen(true);
              }}
            >
              {MSG.contactSupport}
            </Button>
            {hasOpenedSupport && (
              <Suspense fallback={null}>
                <SupportRequestModal
                  open={supportOpen}
                  onClose={() => setSupportOpen(false)}
                  initialSubject={`Seller cannot receive my payment: ${seller.name}`.slice(0, 120)}
                />
              </Suspense>
            )}
          </Flex>
        }
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title={MSG.posterAchSetup}
      description={
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          <Button onClick={onCancel}>{MSG.cancel}</Button>
          <Button type="primary" onClick={() => navigate(WEB_PATHS.payments)}>
            {MSG.setupNow}
          </Button>
        </Flex>
      }
    />
  );
}
