import { useState, type FormEvent } from 'react';
import { MSG } from '@homebid/shared/constants';
import { TOTP_DIGITS, TRUST_DEVICE_DAYS, TWO_FACTOR_MSG } from '@homebid/shared/constants/two-factor';
import { ApiError } from '../../../lib/api';
import { callTwoFactor } from '../../../lib/two-factor-calls';
import { loadAuthClient } from '../lib/load-auth-client';
import { AuthCard, AuthFooter } from './auth-card';
import { AuthAlert, AuthButton, TextInput } from './auth-controls';
import { AuthField } from './auth-field';

const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/**
 * The sign-in's second step when two-factor sign-in is on: the password was right, better-auth holds the sign-in
 * in its short-lived two_factor cookie until a code of the authenticator app (or a backup code) completes it.
 * Plain controls like the rest of the sign-in page (no antd).
 */
export function TwoFactorSignIn({ onVerified, onCancel }: { onVerified: () => Promise<void>; onCancel: () => void }) {
  const [useBackupCode, setUseBackupCode] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const entered = code.replaceAll(/\s/g, '');
    const invalid = useBackupCode ? !entered : !TOTP_PATTERN.test(entered);
    setFieldError(invalid ? (useBackupCode ? 'Please enter one of your backup codes.' : TWO_FACTOR_MSG.codeRequired) : undefined);
    if (invalid) return;
    setError(null);
    setIsSubmitting(true);
    try {
      const authClient = await loadAuthClient();
      await callTwoFactor(authClient, useBackupCode ? 'verify-backup-code' : 'verify-totp', { code: entered, trustDevice });
      await onVerified();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : MSG.networkError);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard title="Two-factor sign-in" subtitle={useBackupCode ? 'Enter one of your backup codes. Each code works once.' : 'Enter the 6-digit code from your authenticator app.'}>
      {error && <AuthAlert type="error" title={error} announce />}
      <form noValidate onSubmit={submit}>
        <AuthField label={useBackupCode ? 'Backup code' : 'Code'} error={fieldError}>
          {(control) => (
            <TextInput
              {...control}
              key={useBackupCode ? 'backup' : 'totp'}
              autoFocus
              autoComplete="one-time-code"
              inputMode={useBackupCode ? 'text' : 'numeric'}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </AuthField>
        <label className="auth-check">
          <input type="checkbox" checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)} />
          Trust this device for {TRUST_DEVICE_DAYS} days
        </label>
        <AuthButton primary type="submit" busy={isSubmitting}>
          Verify
        </AuthButton>
      </form>
      <div className="auth-link-row">
        <button
          type="button"
          className="auth-link-button"
          onClick={() => {
            setUseBackupCode((value) => !value);
            setCode('');
            setFieldError(undefined);
            setError(null); // the other kind of code starts clean
          }}
        >
          {useBackupCode ? 'Use the authenticator app instead' : 'Use a backup code instead'}
        </button>
      </div>
      <AuthFooter>
        <button type="button" className="auth-link-button" onClick={onCancel}>
          Back to sign in
        </button>
      </AuthFooter>
    </AuthCard>
  );
}
