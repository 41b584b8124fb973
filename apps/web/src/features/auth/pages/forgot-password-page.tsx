import { Button, Form, Input, type InputRef } from 'antd';
import { Link } from 'react-router';
import type { ForgotPassword } from '@homebid/shared/schemas/account';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { schemaField, zodRule } from '../../../lib/form-rules';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, AuthFooter } from '../components/auth-card';
import { useToasts } from '../../../components/toasts/toasts';
import { useFocusAfterFrame } from '../../../lib/use-focus-after-frame';
import { ACCOUNT_CARDS } from '@homebid/shared/constants/account-cards';

const email = schemaField(() => import('@homebid/shared/schemas/account').then((m) => m.forgotPasswordSchema), 'email');

export default function ForgotPasswordPage() {
  const { notification } = useToasts();
  const resetRequest = useRequestPasswordReset();
  const emailField = useFocusAfterFrame<InputRef>();

  const requestReset = (values: ForgotPassword) =>
    resetRequest.mutate(
      { email: values.email.trim() },
      {
        onSuccess: (result) => notification.success({ title: 'Success', description: result.message }),
        onError: (error) => notification.error({ title: 'Error', description: error.message }),
      },
    );

  return (
    <AuthCard {...ACCOUNT_CARDS.forgotPassword}>
      <Form<ForgotPassword> layout="vertical" requiredMark={false} onFinish={requestReset}>
        <Form.Item label="E-mail" name="email" rules={[zodRule(email)]}>
          <Input ref={emailField} type="email" autoComplete="email" placeholder="you@example.com" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={resetRequest.isPending}>
          Send Reset Link
        </Button>
      </Form>
      <AuthFooter>
        Remembered it? <Link to={WEB_PATHS.signIn}>Back to Sign In</Link>
      </AuthFooter>
    </AuthCard>
  );
}
