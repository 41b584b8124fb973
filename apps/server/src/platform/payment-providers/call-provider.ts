import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';
import { PaymentProviderError } from './providers';

type Log = Pick<FastifyBaseLogger, 'warn'>;

export const PROVIDER_TIMEOUT_MS = 25_000;
export const PROVIDER_UNAVAILABLE = 'The payment service did not answer in time. Please try again in a few minutes.';

/** What the user reads when a call fails, where a use case words it its own way. */
export interface ProviderFailureWords {
  /** For a provider that did not answer (time-out, network, its own failure); by default the provider's words. */
  unavailable?: string;
  /** For a definite refusal (a decline, an invalid request); by default a 422 with the provider's words. */
  refused?: (error: PaymentProviderError) => AppError | Promise<AppError>;
}

/**
 * The one policy for provider failures, used by every call site. A call gets PROVIDER_TIMEOUT_MS to answer; a
 * failure is logged with its detail (ours only) and becomes the user's error: a provider that did not answer a
 * 503 (the operation may or may not have happened: a retry with the same key settles it), a refusal a 422 in
 * the provider's words, which are written for users. Never a 500.
 */
export async function callProvider<T>(log: Log, call: () => Promise<T>, words: ProviderFailureWords = {}, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<T> {
  try {
    return await withTimeLimit(call, timeoutMs);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ detail: error.detail }, 'payment provider refused');
    if (error.isUnavailable) throw new AppError('provider_unavailable', words.unavailable ?? error.message, 503);
    throw words.refused ? await words.refused(error) : new AppError('provider_error', error.message, 422);
  }
}

/**
 * The same policy for a call the user can do without (a status read whose answer a webhook also brings, a
 * clean-up that a later call repeats): the failure is logged and the caller carries on with what it knows.
 */
export async function tryProvider<T>(log: Log, call: () => Promise<T>, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<T | undefined> {
  try {
    return await withTimeLimit(call, timeoutMs);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ detail: error.detail }, 'payment provider refused');
    return undefined;
  }
}

async function withTimeLimit<T>(call: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderError(PROVIDER_UNAVAILABLE, `no answer within ${timeoutMs} ms`, true)), timeoutMs);
  });
  try {
    return await Promise.race([call(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
