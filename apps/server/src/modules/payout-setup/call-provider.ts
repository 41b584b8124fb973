import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors';
import { PaymentProviderError } from '../../platform/payment-providers/providers';

export const PROVIDER_TIMEOUT_MS = 25_000;
export const PROVIDER_UNAVAILABLE = 'The payment service did not answer in time. Please try again in a few minutes.';

/**
 * Calls a provider and turns its refusal into a message the user reads (the provider's words, fit for users), with
 * the detail in our log only; a provider that does not answer within the time limit becomes a 503. Never a 500.
 */
export async function callProvider<T>(log: Pick<FastifyBaseLogger, 'warn'>, call: () => Promise<T>, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderError(PROVIDER_UNAVAILABLE, `no answer within ${timeoutMs} ms`, true)), timeoutMs);
  });
  try {
    return await Promise.race([call(), timeout]);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      log.warn({ detail: error.detail }, 'payment provider refused');
      throw new AppError(error.isUnavailable ? 'provider_unavailable' : 'provider_error', error.message, error.isUnavailable ? 503 : 422);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
