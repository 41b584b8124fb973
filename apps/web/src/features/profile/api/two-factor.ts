import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import { accountSecurityKey, getAccountSecurity } from '../../../lib/account-security';
import { authClient } from '../../../lib/auth-client';
import { callTwoFactor } from '../../../lib/two-factor-calls';

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export const useAccountSecurity = () => useQuery({ queryKey: accountSecurityKey, queryFn: getAccountSecurity });

/** Step 1 of turning on: the password; answers the secret (as an otpauth:// URI) and the backup codes. Not on yet. */
export const useStartTwoFactor = () =>
  useMutation({ mutationFn: (password: string) => callTwoFactor<TwoFactorSetup>(authClient, 'enable', { password }) });

/** Step 2: a code of the app proves it has the secret; two-factor sign-in is on from then. */
export function useConfirmTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callTwoFactor<unknown>(authClient, 'verify-totp', { code }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountSecurityKey }),
  });
}

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callTwoFactor<unknown>(authClient, 'disable', { password }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountSecurityKey }),
  });
}

/** Ten new backup codes; the old ones stop working. */
export const useRegenerateBackupCodes = () =>
  useMutation({ mutationFn: (password: string) => callTwoFactor<{ backupCodes: string[] }>(authClient, 'generate-backup-codes', { password }) });
