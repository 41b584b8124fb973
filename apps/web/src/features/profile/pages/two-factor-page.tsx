import { Alert, Button, Form, Input, Space, Spin, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { MSG } from '@homebid/shared/constants';
import { BACKUP_CODE_COUNT, TWO_FACTOR_MSG } from '@homebid/shared/constants/two-factor';
import { useToasts } from '../../../components/toasts/toasts';
import {
  useAccountSecurity,
  useDisableTwoFactor,
  useRegenerateBackupCodes,
  useStartTwoFactor,
  type TwoFactorSetup,
} from '../api/two-factor';
import { BackupCodes } from '../components/backup-codes';
import { lazyNamed } from '../../../lib/lazy-named';
import { ProfileSectionCard } from '../components/profile-section-card';
import { Result } from '../../../components/lazy-result';

// the QR code and its confirmation show only once the user has started: their code (antd's QR generator) loads then
const ConfirmSetup = lazyNamed(() => import('../components/two-factor-confirm-setup'), 'ConfirmSetup');

const PASSWORD_RULES = [{ required: true, message: 'Please input your password!' }];

/**
 * Two-factor sign-in with an authenticator app (better-auth's twoFactor plugin): turn on with the password, a QR
 * code and a first code; then the backup codes, shown once. When on: new backup codes, or turn off (password).
 */
export default function TwoFactorPage() {
  const security = useAccountSecurity();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [backupCodes, setBackupCodes] = useState<string[]>();

  let body;
  if (backupCodes) body = <BackupCodes codes={backupCodes} onDone={() => setBackupCodes(undefined)} />;
  else if (security.isPending) body = <Spin aria-label="Loading" style={{ display: 'block', margin: '40px auto' }} />;
  else if (!security.data) body = <Result status="error" title="Error" subTitle={MSG.profileLoadError} extra={<Button onClick={() => void security.refetch()}>Try again</Button>} />;
  else if (setup)
    body = (
      <Suspense fallback={<Spin aria-label="Loading" style={{ display: 'block', margin: '40px auto' }} />}>
        <ConfirmSetup setup={setup} onConfirmed={() => { setBackupCodes(setup.backupCodes); setSetup(undefined); }} onCancel={() => setSetup(undefined)} />
      </Suspense>
    );
  else if (security.data.twoFactorEnabled) body = <TwoFactorOn onNewCodes={setBackupCodes} />;
  else body = <TwoFactorOff hasPassword={security.data.hasPassword} onStarted={setSetup} />;

  return <ProfileSectionCard title="Two-factor sign-in">{body}</ProfileSectionCard>;
}

function TwoFactorOff({ hasPassword, onStarted }: { hasPassword: boolean; onStarted: (setup: TwoFactorSetup) => void }) {
  const start = useStartTwoFactor();
  return (
    <>
      <Typography.Paragraph>
        <Tag>{TWO_FACTOR_MSG.offTag}</Tag> {TWO_FACTOR_MSG.offLead}
      </Typography.Paragraph>
      {hasPassword ? (
        <Form layout="vertical" requiredMark={false} style={{ maxWidth: 400 }} onFinish={({ password }: { password: string }) => start.mutate(password, { onSuccess: onStarted })}>
          {start.error && <Alert type="error" showIcon title={start.error.message} style={{ marginBottom: 16 }} />}
          <Form.Item name="password" label="Password" rules={PASSWORD_RULES}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={start.isPending}>
            Turn on two-factor sign-in
          </Button>
        </Form>
      ) : (
        <Alert type="info" showIcon title="Choose a password first" description="Your account signs in with Google or your company's sign-in, which has its own second factor. To add an authenticator app, set a password with 'Forgot password?' on the sign-in page." />
      )}
    </>
  );
}

function TwoFactorOn({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const { message } = useToasts();
  const error = disable.error ?? regenerate.error;
  const withPassword = (action: (password: string) => void) => () => form.validateFields().then(({ password }) => action(password), () => undefined);
  return (
    <>
      <Typography.Paragraph>
        <Tag color="success">{TWO_FACTOR_MSG.onTag}</Tag> {TWO_FACTOR_MSG.onLead}
      </Typography.Paragraph>
      <Typography.Paragraph>
        Lost some backup codes? Make {BACKUP_CODE_COUNT} new ones (the old ones stop working), or turn two-factor sign-in off. Both need
        your password.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} style={{ maxWidth: 400 }}>
        {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
        <Form.Item name="password" label="Password" rules={PASSWORD_RULES}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Space wrap>
          <Button
            loading={regenerate.isPending}
            onClick={withPassword((password) => regenerate.mutate(password, { onSuccess: ({ backupCodes }) => onNewCodes(backupCodes) }))}
          >
            New backup codes
          </Button>
          <Button danger loading={disable.isPending} onClick={withPassword((password) => disable.mutate(password, { onSuccess: () => message.success(TWO_FACTOR_MSG.disabled) }))}>
            Turn off
          </Button>
        </Space>
      </Form>
    </>
  );
}
