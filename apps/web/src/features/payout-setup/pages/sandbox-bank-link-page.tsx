import { Alert, Button, Card, Flex, Form, Input, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { useLinkBank } from '../api/payment-setup';
import { useSandboxBanks, useSandboxBankSignIn } from '../api/sandbox';
import { SandboxNotice } from '../../../components/sandbox-notice';
import { Result } from '../../../components/lazy-result';

interface PickerValues {
  institutionId: string;
  username: string;
  password: string;
  accountId: string;
}

/**
 * The sandbox's stand-in for the bank-linking provider's picker: choose a bank, sign in with user_good / pass_good,
 * choose an account. Then the server runs the remaining steps (public-token exchange, processor token, funding source).
 */
export default function SandboxBankLinkPage() {
  const [params] = useSearchParams();
  const linkToken = params.get('link_token');
  const navigate = useNavigate();
  const banks = useSandboxBanks();
  const signIn = useSandboxBankSignIn();
  const link = useLinkBank();
  const [form] = Form.useForm<PickerValues>();
  const institutionId = Form.useWatch('institutionId', form);
  const [failure, setFailure] = useState<string>();
  if (!linkToken) return <Result status="warning" title="This bank link is not valid." />;
  if (banks.isPending) return <Skeleton active />;
  if (banks.isError) return <Result status="warning" title={banks.error.message} />;
  const bank = banks.data.banks.find((b) => b.id === institutionId);
  const busy = signIn.isPending || link.isPending;

  const onFinish = async (values: PickerValues) => {
    setFailure(undefined);
    try {
      const { publicToken, accountId } = await signIn.mutateAsync({ linkToken, ...values });
      await link.mutateAsync({ publicToken, accountId });
      navigate(WEB_PATHS.payments);
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

  return (
    <Card title={<Typography.Title level={1} style={{ margin: 0 }}>Link a bank account (sandbox)</Typography.Title>} style={{ maxWidth: 640 }}>
      <SandboxNotice />
      <Typography.Paragraph>
        These are test banks. Sign in with username <Typography.Text code>user_good</Typography.Text> and password{' '}
        <Typography.Text code>pass_good</Typography.Text>.
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={busy}>
        <Form.Item name="institutionId" label="Bank" rules={[{ required: true, message: 'Please choose a bank.' }]}>
          <Radio.Group aria-label="Bank" onChange={() => form.setFieldValue('accountId', undefined)}>
            <Flex vertical gap={8}>
              {banks.data.banks.map((b) => (
                <Radio key={b.id} value={b.id}>
                  {b.name}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="username" label="Username" rules={[{ required: true, message: 'Please enter the username.' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Please enter the password.' }]}>
          <Input.Password autoComplete="off" />
        </Form.Item>
        {bank && (
          <Form.Item name="accountId" label="Account" rules={[{ required: true, message: 'Please choose an account.' }]}>
            <Radio.Group aria-label="Account">
              <Flex vertical gap={8}>
                {bank.accounts.map((a) => (
                  <Radio key={a.id} value={a.id}>
                    {`${a.name} ending in ${a.mask}`}
                    {a.note && <Typography.Text type="secondary">{` (${a.note})`}</Typography.Text>}
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={busy}>
          Link Account
        </Button>{' '}
        <Button onClick={() => navigate(WEB_PATHS.payments)}>Cancel</Button>
      </Form>
    </Card>
  );
}
