import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MSG } from '@homebid/shared/constants';
import { AuthCard, AuthFooter } from '../components/auth-card';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';
import { loadAuthClient } from '../lib/load-auth-client';
import { useFinishSignIn } from '../lib/use-finish-sign-in';

interface SignInForm {
  email: string;
  password: string;
}

/**
 * The same messages as the shared emailSchema, as plain antd rules: importing zod here would cost the sign-in
 * page ~25 KB of its JavaScript budget, and the server validates again anyway.
 */
const EMAIL_RULES = [
  { required: true, whitespace: true, message: 'Please input your E-mail!' },
  { type: 'email' as const, message: 'The input is not valid E-mail!' },
];

/** Words for the error codes better-auth puts on `/?error=` when a social sign-in fails at the provider. */
function describeSocialError(code: string) {
  return code === 'access_denied' ? 'Sign-in was cancelled.' : `Social sign-in failed (${code.replaceAll('_', ' ')}). Please try again.`;
}

export default function SignInPage() {
  const { notification } = App.useApp();
  const finishSignIn = useFinishSignIn();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const state = location.state as { from?: string; notice?: string } | null;
  const socialError = searchParams.get('error');

  const signIn = async (values: SignInForm) => {
    setError(null);
    setIsSubmitting(true);
    try {
      const authClient = await loadAuthClient();
      const { error: authError } = await authClient.signIn.email({ email: values.email.trim(), password: values.password });
      if (authError) {
        setError(authError.status ? (authError.message ?? MSG.genericSaveFailure) : MSG.networkError);
        return;
      }
      // a shared link the visitor opened before signing in wins over the home page, once onboarding is done
      const from = state?.from?.startsWith('/v1') ? state.from : '/v1';
      await finishSignIn({ chooseTarget: (profile) => (profile.isHomeScreenLoaded ? from : '/v1/profile-onboard') });
    } catch {
      notification.error({ title: MSG.networkErrorTitle, description: MSG.networkError });
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard title="Sign In" subtitle="Welcome back. Sign in to browse projects, bid and chat.">
      {state?.notice && <Alert type="success" showIcon title={state.notice} style={{ marginBottom: 16 }} />}
      {socialError && !error && <Alert type="error" showIcon title={describeSocialError(socialError)} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<SignInForm> layout="vertical" requiredMark={false} onFinish={signIn}>
        <Form.Item label="E-mail" name="email" rules={EMAIL_RULES}>
          <Input type="email" autoComplete="email" autoFocus placeholder="you@example.com" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please input your password!' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Link to="/v1/forgotPassword">Forgot password?</Link>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isSubmitting}>
          Sign In
        </Button>
      </Form>
      <SocialSignInButtons />
      <AuthFooter>
        New here? <Link to="/register">Create an account</Link>
      </AuthFooter>
    </AuthCard>
  );
}
