import { Alert, Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import type { PaymentGate as Gate } from '@homebid/shared/schemas/milestone-payment';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/schemas/milestone-payment';
import { useOpenChat } from '../../chat/api/use-open-chat';

/** Where a user asks for help until the support desk has its own dialog. */
export const SUPPORT_MAILTO = 'mailto:support@homebid.local?subject=Milestone%20payment';

/**
 * The spec's two payment gates: the seller without the needed account (Contact Seller opens the chat with them, or
 * contact support), the poster without a bank-transfer account (Cancel, or Setup Now at /v1/payments).
 */
export function PaymentGateNotice({ gate, seller, onCancel }: { gate: Gate; seller: { id: string; name: string }; onCancel: () => void }) {
  const navigate = useNavigate();
  const openChat = useOpenChat();
  if (gate === 'seller_setup') {
    return (
      <Alert
        type="warning"
        showIcon
        title={MSG.sellerSetup}
        description={
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            <Button onClick={() => openChat(seller)}>{MSG.contactSeller}</Button>
            <Button href={SUPPORT_MAILTO}>{MSG.contactSupport}</Button>
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
          <Button type="primary" onClick={() => navigate('/v1/payments')}>
            {MSG.setupNow}
          </Button>
        </Flex>
      }
    />
  );
}
