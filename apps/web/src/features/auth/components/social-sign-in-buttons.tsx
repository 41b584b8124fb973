import { useState } from 'react';
import { App, Button, Divider, Flex } from 'antd';
import { GoogleOutlined, LoginOutlined } from '@ant-design/icons';
import { MSG } from '@homebid/shared/constants';
import { useAuthProviders } from '../api/get-auth-providers';
import { loadAuthClient } from '../lib/load-auth-client';

type Provider = 'google' | 'oidc';

/**
 * Google and the configured OpenID Connect provider. The provider always asks to choose an account; a returning
 * user comes back to `/?social=1` (the guard waits 200 ms, then /v1 or onboarding), a new one to
 * /v1/select-user-type.
 */
export function SocialSignInButtons() {
  const { data: providers } = useAuthProviders();
  const { notification } = App.useApp();
  const [busy, setBusy] = useState<Provider | null>(null);

  if (!providers || (!providers.google && !providers.oidc.enabled)) return null;

  const signInWith = async (provider: Provider) => {
    setBusy(provider);
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
        notification.error({ title: MSG.networkErrorTitle, description: error.status ? error.message : MSG.networkError });
        setBusy(null);
      }
    } catch {
      notification.error({ title: MSG.networkErrorTitle, description: MSG.networkError });
      setBusy(null);
    }
  };

  return (
    <>
      <Divider plain>or</Divider>
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
      </Flex>
    </>
  );
}
