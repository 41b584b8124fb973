import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { authenticateSandboxCard, confirmSandboxCard, type SandboxIntent } from '../api/sandbox-card';
import { CARD_EXPIRY, isPastExpiry } from '../lib/card-expiry';

export type CardOutcome = { status: string; message?: string };

interface SandboxCardFormProps {
  clientSecret: string;
  totalLabel: string;
  onOutcome: (outcome: CardOutcome) => void;
}

/**
 * The sandbox card form (Stripe's test mode inside the server): the test card number decides the outcome, a card
 * that needs authentication opens the sandbox authentication step. Only the number's outcome matters here; expiry
 * and CVC are asked for and checked as a real form would (an expired card is refused) and never leave the page.
 */
export function SandboxCardForm({ clientSecret, totalLabel, onOutcome }: SandboxCardFormProps) {
  const [busy, setBusy] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);

  const finish = (intent: SandboxIntent) => {
    if (intent.status === 'requires_action') setAuthenticating(true);
    else onOutcome({ status: intent.status, message: intent.lastError });
  };
  const fail = (error: unknown) => {
    // a declined card comes back as the provider's refusal, in its words
    if (error instanceof ApiError && error.status === 422) onOutcome({ status: 'requires_payment_method', message: error.message });
    else onOutcome({ status: 'error', message: error instanceof Error ? error.message : undefined });
  };
  const run = async (call: () => Promise<SandboxIntent>) => {
    setBusy(true);
    try {
      finish(await call());
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Alert
        type="info"
        showIcon
        title="Sandbox: no real money moves."
        description="Test cards: 4242 4242 4242 4242 succeeds · 4000 0000 0000 9995 is declined · 4000 0025 0000 3155 needs authentication · 4000 0000 0000 7726 stays processing. Any future expiry and any CVC."
        style={{ marginBottom: 16 }}
      />
      <Form layout="vertical" requiredMark={false} onFinish={(values: { cardNumber: string }) => run(() => confirmSandboxCard(clientSecret, values.cardNumber))}>
        <Form.Item label="Card number" name="cardNumber" rules={[{ required: true, message: 'Please enter your card number.' }]}>
          <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" maxLength={23} />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item
            label="Expiry (MM/YY)"
            name="expiry"
            rules={[
              { required: true, pattern: CARD_EXPIRY, message: 'Please enter the expiry as MM/YY.' },
              // as Stripe's card form refuses it
              {
                validator: async (_, value?: string) => {
                  if (value && CARD_EXPIRY.test(value) && isPastExpiry(value)) throw new Error("Your card's expiration date is in the past.");
                },
              },
            ]}
            style={{ flex: 1 }}
          >
            <Input autoComplete="cc-exp" placeholder="12/34" maxLength={5} />
          </Form.Item>
          <Form.Item label="CVC" name="cvc" rules={[{ required: true, pattern: /^\d{3,4}$/, message: 'Please enter the CVC.' }]} style={{ flex: 1 }}>
            <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" loading={busy} block>
          Pay {totalLabel}
        </Button>
      </Form>
      <Modal
        open={authenticating}
        title="Authenticate payment"
        closable={false}
        maskClosable={false}
        footer={[
          <Button key="fail" disabled={busy} onClick={() => { setAuthenticating(false); void run(() => authenticateSandboxCard(clientSecret, false)); }}>
            Fail authentication
          </Button>,
          <Button key="ok" type="primary" loading={busy} onClick={() => { setAuthenticating(false); void run(() => authenticateSandboxCard(clientSecret, true)); }}>
            Complete authentication
          </Button>,
        ]}
      >
        <Typography.Paragraph>Your bank asks you to confirm this payment of {totalLabel} (sandbox: this stands for the bank's own page).</Typography.Paragraph>
      </Modal>
    </>
  );
}
