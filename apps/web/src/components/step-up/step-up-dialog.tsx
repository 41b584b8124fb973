import { useQuery } from '../../lib/query';
import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { TOTP_DIGITS, TWO_FACTOR_MSG } from '@homebid/shared/constants/two-factor';
import { accountSecurityKey, getAccountSecurity, stepUp } from '../../lib/account-security';
import { ApiError } from '../../lib/api';

type Proof = 'password' | 'code';

/**
 * 'Confirm it is you': the password, or, when two-factor sign-in is on, a code of the authenticator app (or a
 * backup code). Closes with true once the server accepted it.
 */
export default function StepUpDialog({ message, onDone }: { message: string; onDone: (ok: boolean) => void }) {
  const [form] = Form.useForm<{ password?: string; code?: string }>();
  const security = useQuery({ queryKey: accountSecurityKey, queryFn: getAccountSecurity });
  const [proof, setProof] = useState<Proof>('password');
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const canUseCode = security.data?.twoFactorEnabled === true;

  const onFinish = async (values: { password?: string; code?: string }) => {
    setSending(true);
    setError(undefined);
    try {
      await stepUp(proof === 'password' ? { password: values.password } : { code: values.code });
      onDone(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : TWO_FACTOR_MSG.wrongProof);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open title="Confirm it is you" okText="Continue" onOk={() => form.submit()} onCancel={() => onDone(false)} confirmLoading={isSending} destroyOnHidden>
      <Typography.Paragraph>{message}</Typography.Paragraph>
      {canUseCode && (
        <Radio.Group
          aria-label="How to confirm"
          optionType="button"
          value={proof}
          onChange={(event) => setProof(event.target.value as Proof)}
          options={[
            { value: 'password', label: 'Password' },
            { value: 'code', label: 'Authenticator code' },
          ]}
          style={{ marginBottom: 16 }}
        />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        {proof === 'password' ? (
          <Form.Item name="password" label="Password" rules={[{ required: true, message: TWO_FACTOR_MSG.proofRequired }]}>
            <Input.Password autoFocus autoComplete="current-password" />
          </Form.Item>
        ) : (
          <Form.Item
            name="code"
            label="Code"
            extra={`The ${TOTP_DIGITS}-digit code of your authenticator app, or one of your backup codes.`}
            rules={[{ required: true, message: TWO_FACTOR_MSG.codeRequired }]}
          >
            <Input autoFocus autoComplete="one-time-code" inputMode="numeric" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
