import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@homebid/shared/constants';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { authClient } from '../../../lib/auth-client';
import { myProfileKey } from '../../../lib/queries/my-profile';
import { AuthCard, AuthFooter } from '../components/auth-card';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { ACCOUNT_CARDS } from '@homebid/shared/constants/account-cards';

interface ResetForm {
  newPassword: string;
  confirmPassword: string;
}

const EXPIRED_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Opened from the reset e-mail: better-auth sends the browser here with ?token=… (or ?error=INVALID_TOKEN). */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = searchParams.get('token');
  const [error, setError] = useState<string | null>(token && !searchParams.get('error') ? null : EXPIRED_LINK);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const resetPassword = async (values: ResetForm) => {
    if (!token) return;
    setError(null);
    setIsSubmitting(true);
    try {
      const { error: authError } = await authClient.resetPassword({ newPassword: values.newPassword, token });
      if (authError) {
        setError(authError.code === 'INVALID_TOKEN' ? EXPIRED_LINK : authError.status ? (authError.message ?? MSG.genericSaveFailure) : MSG.networkError);
        return;
      }
      // the reset ends every session, so whatever the cache knew about the signed-in user is stale
      queryClient.setQueryData(myProfileKey, null);
      navigate(WEB_PATHS.signIn, { replace: true, state: { notice: 'Your password has been changed. Please sign in with your new password.' } });
    } catch {
      setError(MSG.networkError);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard {...ACCOUNT_CARDS.resetPassword}>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      {token && (
        <Form<ResetForm> layout="vertical" requiredMark={false} onFinish={resetPassword}>
          <PasswordPairFields name="newPassword" label="New password" confirmLabel="Confirm new password" hasFeedback autoFocus />
          <Button type="primary" htmlType="submit" block loading={isSubmitting}>
            Reset Password
          </Button>
        </Form>
      )}
      <AuthFooter>
        <Link to={WEB_PATHS.forgotPassword}>Ask for a new link</Link> · <Link to={WEB_PATHS.signIn}>Back to Sign In</Link>
      </AuthFooter>
    </AuthCard>
  );
}
