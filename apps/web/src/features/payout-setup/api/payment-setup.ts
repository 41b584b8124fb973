import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import { PAYMENT_SETUP_PATH } from '@homebid/shared/api-paths';
import type { PaymentSetup, PersonalCustomerInput } from '@homebid/shared/schemas/payments';
import { useWithStepUp } from '../../../components/step-up/step-up-provider';
import { apiFetch } from '../../../lib/api';

export const payoutSetupKeys = { setup: ['payout-setup', 'setup'] as const, banks: ['payout-setup', 'sandbox-banks'] as const };

export const getPaymentSetup = () => apiFetch<PaymentSetup>(PAYMENT_SETUP_PATH);

/** What the signed-in user has set up for money, and what is missing. */
export const usePaymentSetup = (enabled = true) => useQuery({ queryKey: payoutSetupKeys.setup, queryFn: getPaymentSetup, enabled });

/** A change answered with the new setup: it replaces the cached one (no second request). */
export const storeSetup = (client: QueryClient) => (setup: PaymentSetup) => client.setQueryData(payoutSetupKeys.setup, setup);

// the changes of where the money goes may ask for the password or a code again first (useWithStepUp)

export function useStartCardOnboarding() {
  const withStepUp = useWithStepUp();
  return useMutation({ mutationFn: () => withStepUp(() => apiFetch<{ url: string }>('/payments/card-account/onboarding', { method: 'POST' })) });
}

/** Back from the card provider's onboarding: read the account's status again. */
export function useRefreshCardAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => apiFetch<PaymentSetup>('/payments/card-account/refresh', { method: 'POST' }), onSuccess: storeSetup(client) });
}

export function useCreatePersonalCustomer() {
  const client = useQueryClient();
  const withStepUp = useWithStepUp();
  return useMutation({
    mutationFn: (input: PersonalCustomerInput) => withStepUp(() => apiFetch<PaymentSetup>('/payments/customer', { body: input })),
    onSuccess: storeSetup(client),
  });
}

export function useCreateBankLinkToken() {
  const withStepUp = useWithStepUp();
  return useMutation({ mutationFn: () => withStepUp(() => apiFetch<{ linkToken: string; sandbox: boolean }>('/payments/bank/link-token', { method: 'POST' })) });
}

export function useLinkBank() {
  const client = useQueryClient();
  const withStepUp = useWithStepUp();
  return useMutation({
    mutationFn: (input: { publicToken: string; accountId: string }) => withStepUp(() => apiFetch<PaymentSetup>('/payments/bank', { body: input })),
    onSuccess: storeSetup(client),
  });
}

export function useRemoveBank() {
  const client = useQueryClient();
  const withStepUp = useWithStepUp();
  return useMutation({ mutationFn: () => withStepUp(() => apiFetch<PaymentSetup>('/payments/bank', { method: 'DELETE' })), onSuccess: storeSetup(client) });
}
