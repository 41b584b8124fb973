import { WebhookSignatureError, type AchWebhookEvent } from '../providers';

/**
 * Reads a Dwolla event body whose signature was checked: the real adapter's, and the sandbox's own events, which are
 * Dwolla-shaped. Apart from the adapter, so that the sandbox does not load Dwolla's SDK.
 */
export function toWebhookEvent(rawBody: string): AchWebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError('Dwolla webhook body is not JSON');
  }
  const { id, topic, resourceId } = (event ?? {}) as Record<string, unknown>;
  if (typeof id !== 'string' || typeof topic !== 'string' || typeof resourceId !== 'string') {
    throw new WebhookSignatureError('Dwolla webhook body lacks id, topic or resourceId');
  }
  return { id, topic, resourceId };
}
