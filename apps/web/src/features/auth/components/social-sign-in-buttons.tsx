import { useState } from 'react';
import { Alert, Button, Flex, theme } from 'antd';
import { GoogleOutlined, LoginOutlined } from '@ant-design/icons';
import { MSG } from '@homebid/shared/constants';
import { useAuthProviders } from '../api/get-auth-providers';
import { loadAuthClient } from '../lib/load-auth-client';

type Provider = 'google' | 'oidc';

/** An "or" rule between the form and the buttons; plain elements rather than antd Divider (the page's JS budget). */
function OrDivider() {
  const { token } = theme.useToken();
  const line = { flex: 1, borderBlockStart: `1px solid ${token.colorSplit}` };
  return (
    <div role="separator" style={{ display: 'flex', alignItems: 'center', gap: token.margin, margin: `${token.marginLG}px 0`, color: token.colorText }}>
      <span style={line} />
      or
      <span style={line} />
    </div>
  );
}

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
        callbackURL: `${origin}/?social=1`,
        newUserCallbackURL: `${origin}/v1/select-user-type`,
        errorCallbackURL: `${origin}/`,
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
      <OrDivider />
      <Flex vertical gap={8}>
        {providers.google && (
          <Button block icon={<GoogleOutlined />} loading={busy === 'google'} onClick={() => signInWith('google')}>
            Sign in with Google
          </Button>
        )}
        {providers.oidc.enabled && (
          <Button block icon={<LoginOutlined />} loading={busy === 'oidc'} onClick={() => signInWith('oidc')}>
            Sign in with {providers.oidc.name}
          </Button>
        )}
        {failure && <Alert type="error" showIcon title={MSG.networkErrorTitle} description={failure} role="alert" />}
      </Flex>
    </>
  );
}
