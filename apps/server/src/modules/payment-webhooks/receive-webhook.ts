import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { webhookEvents } from '../../db/schema/payments';
import type { PaymentProviders } from '../../platform/payment-providers/providers';
import { findAchHandlers, findCardHandlers, type PaymentWebhookHandlers, type WebhookProvider } from './webhook-handlers';

export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate';

/** What the webhook receiver needs of the app. */
export interface WebhookContext {
  db: Database;
  payments: Pick<PaymentProviders, 'card' | 'ach'>;
}

export type WebhookReceiver = (provider: WebhookProvider, rawBody: string, signatureHeader: string | undefined) => Promise<WebhookOutcome>;

/**
 * The one way a provider event gets in, from the vendors' webhooks and from the sandbox alike: check the signature
 * (throws WebhookSignatureError), then in one transaction record the event id and run the handlers given for its
 * type. A replayed id changes nothing; an event nobody handles is recorded and acknowledged. A handler that throws
 * rolls the record back too, so the provider's retry applies it later.
 */
export function createWebhookReceiver(ctx: WebhookContext, handlers: readonly PaymentWebhookHandlers[]): WebhookReceiver {
  return async (provider, rawBody, signatureHeader) => {
    const parsed =
      provider === 'stripe'
        ? { kind: 'card' as const, event: ctx.payments.card.parseWebhook(rawBody, signatureHeader) }
        : { kind: 'ach' as const, event: ctx.payments.ach.parseWebhook(rawBody, signatureHeader) };
    // read before the transaction (see AchWebhookHandler): the transfer a transfer topic is about, with its failure code
    const transfer =
      parsed.kind === 'ach' && /^customer_(bank_)?transfer_/.test(parsed.event.topic) && findAchHandlers(handlers, parsed.event.topic).length > 0
        ? await ctx.payments.ach.getTransfer(parsed.event.resourceId)
        : undefined;
    const type = parsed.kind === 'card' ? (parsed.event.type === 'other' ? parsed.event.providerType : parsed.event.type) : parsed.event.topic;

    const committed: Array<() => Promise<void>> = [];
    const afterCommit = (work: () => Promise<void>) => void committed.push(work);
    const outcome = await ctx.db.transaction(async (tx): Promise<WebhookOutcome> => {
      const recorded = await recordEvent(tx, { provider, eventId: parsed.event.id, type });
      if (recorded.length === 0) return 'duplicate';
      if (parsed.kind === 'card') {
        const found = findCardHandlers(handlers, parsed.event.type);
        for (const handle of found) await handle({ tx, event: parsed.event, afterCommit });
        return found.length > 0 ? 'applied' : 'ignored';
      }
      const found = findAchHandlers(handlers, parsed.event.topic);
      for (const handle of found) await handle({ tx, event: parsed.event, transfer, afterCommit });
      return found.length > 0 ? 'applied' : 'ignored';
    });
    for (const work of committed) setImmediate(() => void work());
    return outcome;
  };
}

// every event is recorded first: built once, named (db/prepared.ts builtOnce)
const recordEvent = builtOnce((db) =>
  db
    .insert(webhookEvents)
    .values({ provider: sql.placeholder('provider'), eventId: sql.placeholder('eventId'), type: sql.placeholder('type') })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId })
    .prepare('record_webhook_event'),
);
