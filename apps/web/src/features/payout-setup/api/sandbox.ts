import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { PaymentSetup } from '@homebid/shared/schemas/payments';
import { apiFetch } from '../../../lib/api';
import { payoutSetupKeys, storeSetup } from './payment-setup';

export interface SandboxBank {
  id: string;
  name: string;
  accounts: Array<{ id: string; name: string; mask: string; note?: string }>;
}

/** The sandbox bank picker's banks (sandbox only). */
export const useSandboxBanks = () => useQuery({ queryKey: payoutSetupKeys.banks, queryFn: () => apiFetch<{ banks: SandboxBank[] }>('/payments/sandbox/banks') });

export function useSandboxBankSignIn() {
  return useMutation({
    mutationFn: (input: { linkToken: string; username: string; password: string; institutionId: string; accountId: string }) =>
      apiFetch<{ publicToken: string; accountId: string }>('/payments/sandbox/bank-link/sign-in', { body: input }),
  });
}

export function useCompleteSandboxOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { accountId: string; businessName: string }) => apiFetch<PaymentSetup>('/payments/sandbox/onboarding/complete', { body: input }),
    onSuccess: storeSetup(client),
  });
}
