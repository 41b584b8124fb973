import { Form, Input } from 'antd';
import { passwordSchema } from '@homebid/shared/schemas/account';
import { zodRule } from '../../../lib/form-rules';
import { getConfirmPasswordRules } from '../lib/confirm-password-rule';

interface PasswordPairFieldsProps {
  /** Form name of the new password; its repetition is always `confirmPassword`. */
  name: string;
  label: string;
  confirmLabel: string;
  /** The repetition's "required" message when it is not the default 'Please confirm your password!'. */
  confirmRequiredMessage?: string;
  hasFeedback?: boolean;
  autoFocus?: boolean;
}

/** A new password (the shared password rules) and the same password again. */
export function PasswordPairFields({ name, label, confirmLabel, confirmRequiredMessage, hasFeedback, autoFocus }: PasswordPairFieldsProps) {
  return (
    <>
      <Form.Item label={label} name={name} rules={[zodRule(passwordSchema)]} hasFeedback={hasFeedback}>
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label={confirmLabel} name="confirmPassword" dependencies={[name]} hasFeedback={hasFeedback} rules={getConfirmPasswordRules(name, confirmRequiredMessage)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
