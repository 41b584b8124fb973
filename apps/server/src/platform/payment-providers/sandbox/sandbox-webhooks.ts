import { randomBytes } from 'node:crypto';
import type { WebhookDelivery } from '../providers';

export type SandboxLog = (message: string, error?: unknown) => void;

/**
 * The sandbox's outgoing webhooks. The receiver is attached through the provider's `onWebhook` when the app's
 * webhook module is built; until then (and in a unit test of a provider alone) events are dropped. A failing receiver is logged, not thrown at the caller:
 * like a vendor, the sandbox has already done what was asked, and the event is only news about it.
 */
export class SandboxWebhookSender {
  delivery: WebhookDelivery | undefined;

  constructor(private readonly log: SandboxLog) {}

  async send(rawBody: string, signatureHeader: string) {
    if (!this.delivery) return;
    try {
      await this.delivery(rawBody, signatureHeader);
    } catch (error) {
      this.log('sandbox webhook delivery failed', error);
    }
  }
}

export const newId = (prefix: string, bytes = 12) => `${prefix}${randomBytes(bytes).toString('hex')}`;

export const newUuid = () => {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
