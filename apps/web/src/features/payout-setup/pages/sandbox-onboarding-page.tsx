import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { useCompleteSandboxOnboarding } from '../api/sandbox';
import { SandboxNotice } from '../../../components/sandbox-notice';
import { Result } from '../../../components/lazy-result';

/** The sandbox's stand-in for the card provider's hosted onboarding: one form, then back to /v1/payments. */
export default function SandboxOnboardingPage() {
  const [params] = useSearchParams();
  const accountId = params.get('account_id');
  const navigate = useNavigate();
  const complete = useCompleteSandboxOnboarding();
  const [failure, setFailure] = useState<string>();
  if (!accountId) return <Result status="warning" title="This onboarding link is not valid." />;

  const onFinish = ({ businessName }: { businessName: string }) =>
    complete.mutateAsync({ accountId, businessName }).then(
      () => navigate(WEB_PATHS.payments),
      (error: Error) => setFailure(error.message),
    );

  return (
    <Card title={<Typography.Title level={1} style={{ margin: 0 }}>Card account onboarding (sandbox)</Typography.Title>} style={{ maxWidth: 640 }}>
      <SandboxNotice />
      <Typography.Paragraph>
        With the real card provider this step is its hosted onboarding, where you give your business and bank details. In the
        sandbox, a business name is enough: submitting enables card payments and payouts on your test account.
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={onFinish} disabled={complete.isPending}>
        <Form.Item name="businessName" label="Business name" rules={[{ required: true, whitespace: true, message: 'Please enter a business name.' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={complete.isPending}>
          Submit and return
        </Button>{' '}
        <Button onClick={() => navigate(WEB_PATHS.payments)}>Cancel</Button>
      </Form>
    </Card>
  );
}
