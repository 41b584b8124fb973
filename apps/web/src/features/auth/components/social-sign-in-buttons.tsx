import { useState } from 'react';
import { MSG } from '@homebid/shared/constants';
import { WEB_PATHS, webPath } from '@homebid/shared/web-paths';
import { useAuthProviders } from '../api/get-auth-providers';
import { loadAuthClient } from '../lib/load-auth-client';
import { AuthAlert, AuthButton, AuthIcon } from './auth-controls';

// antd's GoogleOutlined and LoginOutlined outlines
const GOOGLE = 'M881 442.4H519.7v148.5h206.4c-8.9 48-35.9 88.6-76.6 115.8-34.4 23-78.3 36.6-129.9 36.6-99.9 0-184.4-67.5-214.6-158.2-7.6-23-12-47.6-12-72.9s4.4-49.9 12-72.9c30.3-90.6 114.8-158.1 214.7-158.1 56.3 0 106.8 19.4 146.6 57.4l110-110.1c-66.5-62-153.2-100-256.6-100-149.9 0-279.6 86-342.7 211.4-26 51.8-40.8 110.4-40.8 172.4S151 632.8 177 684.6C240.1 810 369.8 896 519.7 896c103.6 0 190.4-34.4 253.8-93 72.5-66.8 114.4-165.2 114.4-282.1 0-27.2-2.4-53.3-6.9-78.5z';
const LOGIN = 'M521.7 82c-152.5-.4-286.7 78.5-363.4 197.7-3.4 5.3.4 12.3 6.7 12.3h70.3c4.8 0 9.3-2.1 12.3-5.8 7-8.5 14.5-16.7 22.4-24.5 32.6-32.5 70.5-58.1 112.7-75.9 43.6-18.4 90-27.8 137.9-27.8 47.9 0 94.3 9.3 137.9 27.8 42.2 17.8 80.1 43.4 112.7 75.9 32.6 32.5 58.1 70.4 76 112.5C865.7 417.8 875 464.1 875 512c0 47.9-9.4 94.2-27.8 137.8-17.8 42.1-43.4 80-76 112.5s-70.5 58.1-112.7 75.9A352.8 352.8 0 01520.6 866c-47.9 0-94.3-9.4-137.9-27.8A353.84 353.84 0 01270 762.3c-7.9-7.9-15.3-16.1-22.4-24.5-3-3.7-7.6-5.8-12.3-5.8H165c-6.3 0-10.2 7-6.7 12.3C234.9 863.2 368.5 942 520.6 942c236.2 0 428-190.1 430.4-425.6C953.4 277.1 761.3 82.6 521.7 82zM395.02 624v-76h-314c-4.4 0-8-3.6-8-8v-56c0-4.4 3.6-8 8-8h314v-76c0-6.7 7.8-10.5 13-6.3l141.9 112a8 8 0 010 12.6l-141.9 112c-5.2 4.1-13 .4-13-6.3z';

type Provider = 'google' | 'oidc';

/**
 * Google and the configured OpenID Connect provider. The provider always asks to choose an account; a returning
 * user comes back to `/?social=1` (the guard waits 200 ms, then /v1 or onboarding), a new one to
 * /v1/select-user-type. A failure is shown under the buttons (not as an antd notification, which would cost the
 * sign-in page the notification code).
 */
export function SocialSignInButtons() {
  const { data: providers } = useAuthProviders();
  const [busy, setBusy] = useState<Provider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!providers || (!providers.google && !providers.oidc.enabled)) return null;

  const signInWith = async (provider: Provider) => {
    setBusy(provider);
    setFailure(null);
    const origin = window.location.origin;
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signIn.social({
        provider,
        callbackURL: `${origin}${webPath(WEB_PATHS.signIn, { social: 1 })}`,
        newUserCallbackURL: `${origin}${WEB_PATHS.selectUserType}`,
        errorCallbackURL: `${origin}${WEB_PATHS.signIn}`,
      });
      // on success the browser is already leaving for the provider
      if (error) {
        setFailure((error.status ? error.message : undefined) ?? MSG.networkError);
        setBusy(null);
      }
    } catch {
      setFailure(MSG.networkError);
      setBusy(null);
    }
  };

  return (
    <>
      <div role="separator" className="auth-divider">
        or
      </div>
      <div className="auth-social">
        {providers.google && (
          <AuthButton icon={<AuthIcon path={GOOGLE} />} busy={busy === 'google'} onClick={() => signInWith('google')}>
            Sign in with Google
          </AuthButton>
        )}
        {providers.oidc.enabled && (
          <AuthButton icon={<AuthIcon path={LOGIN} />} busy={busy === 'oidc'} onClick={() => signInWith('oidc')}>
            Sign in with {providers.oidc.name}
          </AuthButton>
        )}
        {failure && <AuthAlert type="error" title={MSG.networkErrorTitle} description={failure} announce />}
      </div>
    </>
  );
}
