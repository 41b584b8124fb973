import { Form, Input, type FormRule, type InputRef } from 'antd';
import { zodRule } from '../lib/form-rules';
import { useFocusAfterFrame } from '../lib/use-focus-after-frame';

const password = () => import('@homebid/shared/schemas/account').then((m) => m.passwordSchema);

/** antd rules for a "confirm password" field that must repeat the field `passwordField`. */
const getConfirmPasswordRules = (passwordField: string, requiredMessage = 'Please confirm your password!'): FormRule[] => [
  { required: true, message: requiredMessage },
  ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      if (value && value !== getFieldValue(passwordField)) throw new Error('The two passwords that you entered do not match!');
    },
  }),
];

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

/** A new password (the shared password rules) and the same password again: registering, resetting, changing it. */
export function PasswordPairFields({ name, label, confirmLabel, confirmRequiredMessage, hasFeedback, autoFocus = false }: PasswordPairFieldsProps) {
  const firstField = useFocusAfterFrame<InputRef>(autoFocus);
  return (
    <>
      <Form.Item label={label} name={name} rules={[zodRule(password)]} hasFeedback={hasFeedback}>
        <Input.Password ref={firstField} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={confirmLabel} name="confirmPassword" dependencies={[name]} hasFeedback={hasFeedback} rules={getConfirmPasswordRules(name, confirmRequiredMessage)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
