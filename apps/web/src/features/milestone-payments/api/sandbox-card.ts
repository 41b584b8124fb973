import { apiFetch } from '../../../lib/api';

/** The sandbox card provider's payment intent as its confirm and authenticate calls answer. */
export interface SandboxIntent {
  id: string;
  status: string;
  amountCents: number;
  lastError?: string;
}

/** Stripe's convention: the client secret is '<intent id>_secret_<random>'. */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** What Stripe.js's confirmPayment does, for the sandbox: the test card number decides the outcome. */
export const confirmSandboxCard = (clientSecret: string, cardNumber: string) =>
  apiFetch<SandboxIntent>(`/payments/sandbox/payment-intents/${encodeURIComponent(intentIdOf(clientSecret))}/confirm`, { method: 'POST', body: { clientSecret, cardNumber } });

/**
 * The sandbox's extra authentication step (Stripe's 3-D Secure page in test mode) of test card 4000 0025 0000 3155:
 * approve or fail it. The intent is the client secret's unless the authentication page's link names it.
 */
export const authenticateSandboxCard = (clientSecret: string, approve: boolean, paymentIntentId = intentIdOf(clientSecret)) =>
  apiFetch<SandboxIntent>(`/payments/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/authenticate`, { method: 'POST', body: { clientSecret, approve } });
