import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// the pure entry loads Stripe.js only when loadStripe is called (the plain entry injects it on import, on sandbox pages too)
import { loadStripe } from '@stripe/stripe-js/pure';
import { Button, Form } from 'antd';
import { useMemo, useState } from 'react';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/constants/milestone-payment';
import type { CardOutcome } from './sandbox-card-form';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  totalLabel: string;
  onOutcome: (outcome: CardOutcome) => void;
}

/**
 * Stripe's Payment Element, when a publishable key is configured. Stripe.js confirms in the page and handles extra
 * authentication itself (redirecting only when a payment method requires it, back to this page). Card and
 * validation errors show Stripe's message; any other error 'An unexpected error occurred' (spec section 8).
 */
export function StripeCardForm({ publishableKey, clientSecret, totalLabel, onOutcome }: StripeCardFormProps) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, appearance: { theme: 'night' } }}>
      <ConfirmForm totalLabel={totalLabel} onOutcome={onOutcome} />
    </Elements>
  );
}

function ConfirmForm({ totalLabel, onOutcome }: Pick<StripeCardFormProps, 'totalLabel' | 'onOutcome'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const onFinish = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
      if (error) {
        const readable = error.type === 'card_error' || error.type === 'validation_error';
        onOutcome({ status: readable ? 'requires_payment_method' : 'error', message: readable ? error.message : MSG.unexpected });
      } else {
        onOutcome({ status: paymentIntent?.status ?? 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={onFinish}>
      <PaymentElement />
      <Button type="primary" htmlType="submit" loading={busy} disabled={!stripe} block style={{ marginTop: 16 }}>
        Pay {totalLabel}
      </Button>
    </Form>
  );
}
