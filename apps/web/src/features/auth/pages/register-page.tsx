import { useState } from 'react';
import { Alert, Button, Form, Input, type InputRef } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LIMITS, MSG } from '@homebid/shared/constants';
import { WEB_PATHS, webPath } from '@homebid/shared/web-paths';
import { authClient } from '../../../lib/auth-client';
import { schemaField, zodRule } from '../../../lib/form-rules';
import { updateUserType } from '../../profile/api/update-user-type';
import { readStoredUserType } from '../../../lib/stored-user-type';
import { AuthCard, AuthFooter } from '../components/auth-card';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { getSafeNextRoute } from '../lib/post-auth-redirect';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { useToasts } from '../../../components/toasts/toasts';
import { useFocusAfterFrame } from '../../../lib/use-focus-after-frame';
import { ACCOUNT_CARDS } from '@homebid/shared/constants/account-cards';

const displayName = schemaField(() => import('@homebid/shared/schemas/profile').then((m) => m.profileDetailsSchema), 'name');
const email = () => import('@homebid/shared/schemas/account').then((m) => m.emailSchema);

interface RegisterForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export default function RegisterPage() {
  const { notification } = useToasts();
  const finishSignIn = useFinishSignIn();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const nameField = useFocusAfterFrame<InputRef>();
  const nextRoute = getSafeNextRoute(searchParams.get('next_route'), WEB_PATHS.profileOnboard);

  const register = async (values: RegisterForm) => {
    setError(null);
    setIsSubmitting(true);
    try {
      const { error: authError } = await authClient.signUp.email({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      if (authError) {
        setError(authError.status ? (authError.message ?? MSG.genericSaveFailure) : MSG.networkError);
        return;
      }
      const userType = readStoredUserType();
      localStorage.setItem('user_display_name', values.name.trim());
      await finishSignIn({
        beforeLanding: userType ? () => updateUserType({ userType }) : undefined,
        // after registration the user verifies a phone number first, then goes on to onboarding
        chooseTarget: () => webPath(WEB_PATHS.verifyPhone, { next_route: nextRoute }),
      });
    } catch {
      notification.error({ title: MSG.networkErrorTitle, description: MSG.networkError });
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard {...ACCOUNT_CARDS.register}>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<RegisterForm> layout="vertical" requiredMark={false} onFinish={register}>
        <Form.Item label="Display name" name="name" rules={[zodRule(displayName)]}>
          <Input ref={nameField} autoComplete="name" maxLength={LIMITS.nameMax} />
        </Form.Item>
        <Form.Item label="E-mail" name="email" rules={[zodRule(email)]}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" />
        </Form.Item>
        <PasswordPairFields name="password" label="Password" confirmLabel="Confirm password" hasFeedback />
        <Button type="primary" htmlType="submit" block loading={isSubmitting}>
          Create Account
        </Button>
      </Form>
      <AuthFooter>
        Already have an account? <Link to={WEB_PATHS.signIn}>Sign In</Link>
      </AuthFooter>
    </AuthCard>
  );
}
