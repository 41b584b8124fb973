import { Button } from 'antd';
import type { PaymentSetup } from '@homebid/shared/schemas/payments';
import { useStartCardOnboarding } from '../api/payment-setup';
import { SetupRow } from './setup-row';
import { useToasts } from '../../../components/toasts/toasts';

/** The card-provider account that receives card payments: start or continue its onboarding (hosted by the provider). */
export function CardAccountRow({ setup }: { setup: PaymentSetup }) {
  const { message } = useToasts();
  const start = useStartCardOnboarding();
  const ready = setup.capabilities.canReceiveByCard;
  const status = ready ? 'Ready' : setup.card.hasAccount ? 'Setup not finished' : 'Not set up';
  const onStart = () =>
    start.mutateAsync().then(
      ({ url }) => window.location.assign(url),
      (error: Error) => void message.error(error.message),
    );
  return (
    <SetupRow
      testId="card-account"
      title="Card payments account"
      ready={ready}
      status={status}
      detail={ready ? 'Card payments and payouts are enabled.' : 'Needed to receive payments made by card.'}
      actions={
        !ready && (
          <Button type="primary" loading={start.isPending} onClick={onStart}>
            {setup.card.hasAccount ? 'Continue Card Account Setup' : 'Set Up Card Account'}
          </Button>
        )
      }
    />
  );
}
