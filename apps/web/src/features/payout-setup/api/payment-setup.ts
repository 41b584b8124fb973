import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PaymentSetup, PersonalCustomerInput } from '@homebid/shared/schemas/payments';
import { apiFetch } from '../../../lib/api';

export const payoutSetupKeys = { setup: ['payout-setup', 'setup'] as const, banks: ['payout-setup', 'sandbox-banks'] as const };

export const getPaymentSetup = () => apiFetch<PaymentSetup>('/payments/setup');

/** What the signed-in user has set up for money, and what is missing. */
export const usePaymentSetup = (enabled = true) => useQuery({ queryKey: payoutSetupKeys.setup, queryFn: getPaymentSetup, enabled });

/** A change answered with the new setup: it replaces the cached one (no second request). */
export const storeSetup = (client: QueryClient) => (setup: PaymentSetup) => client.setQueryData(payoutSetupKeys.setup, setup);

export function useStartCardOnboarding() {
  return useMutation({ mutationFn: () => apiFetch<{ url: string }>('/payments/card-account/onboarding', { method: 'POST' }) });
}

/** Back from the card provider's onboarding: read the account's status again. */
export function useRefreshCardAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => apiFetch<PaymentSetup>('/payments/card-account/refresh', { method: 'POST' }), onSuccess: storeSetup(client) });
}

export function useCreatePersonalCustomer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: PersonalCustomerInput) => apiFetch<PaymentSetup>('/payments/customer', { body: input }), onSuccess: storeSetup(client) });
}

export function useCreateBankLinkToken() {
  return useMutation({ mutationFn: () => apiFetch<{ linkToken: string; sandbox: boolean }>('/payments/bank/link-token', { method: 'POST' }) });
}

export function useLinkBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { publicToken: string; accountId: string }) => apiFetch<PaymentSetup>('/payments/bank', { body: input }),
    onSuccess: storeSetup(client),
  });
}

export function useRemoveBank() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => apiFetch<PaymentSetup>('/payments/bank', { method: 'DELETE' }), onSuccess: storeSetup(client) });
}
