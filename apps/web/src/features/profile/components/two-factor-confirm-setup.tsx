import { Alert, Button, Form, Input, QRCode, Space, Typography } from 'antd';
import { TOTP_DIGITS, TWO_FACTOR_MSG } from '@homebid/shared/constants/two-factor';
import { useToasts } from '../../../components/toasts/toasts';
import { useConfirmTwoFactor, type TwoFactorSetup } from '../api/two-factor';

const CODE_RULES = [
  { required: true, message: TWO_FACTOR_MSG.codeRequired },
  { pattern: new RegExp(`^\\s*\\d{${TOTP_DIGITS}}\\s*$`), message: TWO_FACTOR_MSG.codeRequired },
];

/** The secret of the otpauth:// URI, in groups of four, for typing into an app that cannot scan; a line breaks only between groups. */
const secretOf = (totpURI: string) => (new URL(totpURI).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

/** Turning two-factor sign-in on, after the password: the QR code (or the key to type), then a first code from the app. */
export function ConfirmSetup({ setup, onConfirmed, onCancel }: { setup: TwoFactorSetup; onConfirmed: () => void; onCancel: () => void }) {
  const confirm = useConfirmTwoFactor();
  const { message } = useToasts();
  return (
    <>
      <Typography.Paragraph>1. Scan this QR code with your authenticator app.</Typography.Paragraph>
      <QRCode value={setup.totpURI} size={180} bordered style={{ marginBottom: 16 }} aria-label="QR code of your two-factor secret" />
      <Typography.Paragraph>
        Cannot scan? Enter this key in the app instead:
        <br />
        <Typography.Text code copyable={{ text: secretOf(setup.totpURI).replaceAll(' ', ''), tooltips: ['Copy key', 'Copied'] }} data-testid="two-factor-secret">
          {secretOf(setup.totpURI)}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>2. Enter the {TOTP_DIGITS}-digit code the app shows.</Typography.Paragraph>
      <Form
        layout="vertical"
        requiredMark={false}
        style={{ maxWidth: 400 }}
        onFinish={({ code }: { code: string }) =>
          confirm.mutate(code.trim(), {
            onSuccess: () => {
              message.success(TWO_FACTOR_MSG.enabled);
              onConfirmed();
            },
          })
        }
      >
        {confirm.error && <Alert type="error" showIcon title={confirm.error.message} style={{ marginBottom: 16 }} />}
        <Form.Item name="code" label="Code from the app" rules={CODE_RULES}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={TOTP_DIGITS + 2} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={confirm.isPending}>
            Confirm
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Space>
      </Form>
    </>
  );
}
