import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { authenticateSandboxCard } from '../api/sandbox-card';
import { SandboxNotice } from '../../../components/sandbox-notice';
import { Result } from '../../../components/lazy-result';

/** Only an app path may be returned to (never another site). */
const isAppPath = (path: string | null): path is string => Boolean(path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'));

/**
 * /v1/payments/sandbox/authenticate?payment_intent=&client_secret=&return_to=: the sandbox's stand-in for the
 * bank's authentication page (3-D Secure) of test card 4000 0025 0000 3155. Like Stripe's redirect, it returns
 * to `return_to` with payment_intent, payment_intent_client_secret and redirect_status added.
 */
export default function SandboxAuthenticatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const authenticate = useMutation({
    mutationFn: (input: { paymentIntentId: string; clientSecret: string; approve: boolean }) =>
      authenticateSandboxCard(input.clientSecret, input.approve, input.paymentIntentId),
  });
  const [failure, setFailure] = useState<string>();
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('client_secret');
  const returnTo = params.get('return_to');
  if (!paymentIntentId || !clientSecret) return <Result status="warning" title="This authentication link is not valid." />;

  const finish = (approve: boolean) =>
    authenticate.mutateAsync({ paymentIntentId, clientSecret, approve }).then(
      (intent) => {
        const target = new URL(isAppPath(returnTo) ? returnTo : WEB_PATHS.payments, window.location.origin);
        target.searchParams.set('payment_intent', intent.id);
        target.searchParams.set('payment_intent_client_secret', clientSecret);
        target.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
        navigate(`${target.pathname}${target.search}`);
      },
      (error: Error) => setFailure(error.message),
    );

  return (
    <Card title={<Typography.Title level={1} style={{ margin: 0 }}>Authenticate your payment (sandbox)</Typography.Title>} style={{ maxWidth: 640 }}>
      <SandboxNotice />
      <Typography.Paragraph>
        With a real card, your bank would ask you to confirm this payment here. In the sandbox you choose the answer.
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Flex gap={8} wrap>
        <Button type="primary" loading={authenticate.isPending} onClick={() => finish(true)}>
          Complete authentication
        </Button>
        <Button danger disabled={authenticate.isPending} onClick={() => finish(false)}>
          Fail authentication
        </Button>
      </Flex>
    </Card>
  );
}
