import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MSG } from '@homebid/shared/constants';
import { ACCOUNT_SUSPENDED_CODE, MODERATION_MSG } from '@homebid/shared/constants/moderation';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { AuthCard, AuthFooter } from '../components/auth-card';
import { AuthAlert, AuthButton, PasswordInput, TextInput } from '../components/auth-controls';
import { AuthField } from '../components/auth-field';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';
import { TwoFactorSignIn } from '../components/two-factor-sign-in';
import { loadAuthClient } from '../lib/load-auth-client';
import { validateEmail, validatePassword, validateSignIn, type SignInErrors, type SignInValues } from '../lib/sign-in-validation';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { useFocusAfterFrame } from '../../../lib/use-focus-after-frame';
import { ACCOUNT_CARDS } from '@homebid/shared/constants/account-cards';

/** Words for the error codes better-auth puts on `/?error=` when a social sign-in fails at the provider. */
function describeSocialError(code: string) {
  if (code === ACCOUNT_SUSPENDED_CODE) return MODERATION_MSG.accountSuspended;
  return code === 'access_denied' ? 'Sign-in was cancelled.' : `Social sign-in failed (${code.replaceAll('_', ' ')}). Please try again.`;
}

const VALIDATORS = { email: validateEmail, password: validatePassword } as const;

/**
 * The first page most visitors see, so it loads without antd (plain controls, auth.css): React, the router and
 * the page itself. Plain form state instead of antd Form (see sign-in-validation.ts): as with antd Form, a field
 * is checked as soon as it changes and every field on submit; Enter in either field submits.
 */
export default function SignInPage() {
  const finishSignIn = useFinishSignIn();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<SignInErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [isNetworkError, setIsNetworkError] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const emailRef = useFocusAfterFrame<HTMLInputElement>();
  const passwordRef = useRef<HTMLInputElement>(null);
  const state = location.state as { from?: string; notice?: string } | null;
  const socialError = searchParams.get('error');

  // a shared link the visitor opened before signing in wins over the home page, once onboarding is done
  const land = () => {
    const from = state?.from?.startsWith(WEB_PATHS.home) ? state.from : WEB_PATHS.home;
    return finishSignIn({ chooseTarget: (profile) => (profile.isHomeScreenLoaded ? from : WEB_PATHS.profileOnboard) });
  };

  const changeField = (field: keyof SignInValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setFieldErrors((previous) => ({ ...previous, [field]: VALIDATORS[field](value) }));
  };

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const errors = validateSignIn(values);
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setError(null);
    setIsNetworkError(false);
    setIsSubmitting(true);
    try {
      const authClient = await loadAuthClient();
      const { data, error: authError } = await authClient.signIn.email({ email: values.email.trim(), password: values.password });
      if (authError) {
        setError(authError.status ? (authError.message ?? MSG.genericSaveFailure) : MSG.networkError);
        return;
      }
      // two-factor sign-in is on (and this device is not trusted): the code completes the sign-in
      if (data && 'twoFactorRedirect' in data) {
        setNeedsCode(true);
        return;
      }
      await land();
    } catch {
      // shown in the page rather than as a notification, which would cost the page the antd notification code
      setIsNetworkError(true);
    } finally {
      setIsSubmitting(false);
    }
  };

  if (needsCode) {
    return (
      <TwoFactorSignIn
        onVerified={land}
        onCancel={() => {
          setNeedsCode(false);
          setValues((previous) => ({ ...previous, password: '' }));
        }}
      />
    );
  }

  return (
    <AuthCard {...ACCOUNT_CARDS.signIn}>
      {state?.notice && <AuthAlert type="success" title={state.notice} />}
      {socialError && !error && <AuthAlert type="error" title={describeSocialError(socialError)} />}
      {error && <AuthAlert type="error" title={error} announce />}
      {isNetworkError && <AuthAlert type="error" title={MSG.networkErrorTitle} description={MSG.networkError} announce />}
      <form noValidate onSubmit={signIn}>
        <AuthField label="E-mail" error={fieldErrors.email}>
          {(control) => (
            <TextInput
              {...control}
              ref={emailRef}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={values.email}
              onChange={(event) => changeField('email', event.target.value)}
            />
          )}
        </AuthField>
        <AuthField label="Password" error={fieldErrors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={passwordRef}
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => changeField('password', event.target.value)}
            />
          )}
        </AuthField>
        <div className="auth-field-links">
          <Link to={WEB_PATHS.forgotPassword}>Forgot password?</Link>
        </div>
        <AuthButton primary type="submit" busy={isSubmitting}>
          Sign In
        </AuthButton>
      </form>
      <SocialSignInButtons />
      <AuthFooter>
        New here? <Link to={WEB_PATHS.register}>Create an account</Link>
      </AuthFooter>
    </AuthCard>
  );
}
