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
 * type. A replayed id changes nothing; an event nobody handles is recorded (alone) and acknowledged. A handler that
 * throws rolls the record back too, so the provider's retry applies it later.
 */
export function createWebhookReceiver(ctx: WebhookContext, handlers: readonly PaymentWebhookHandlers[]): WebhookReceiver {
  return async (provider, rawBody, signatureHeader) => {
    const parsed =
      provider === 'stripe'
        ? { kind: 'card' as const, event: ctx.payments.card.parseWebhook(rawBody, signatureHeader) }
        : { kind: 'ach' as const, event: ctx.payments.ach.parseWebhook(rawBody, signatureHeader) };
    const cardHandlers = parsed.kind === 'card' ? findCardHandlers(handlers, parsed.event.type) : [];
    const achHandlers = parsed.kind === 'ach' ? findAchHandlers(handlers, parsed.event.topic) : [];
    const type = parsed.kind === 'card' ? (parsed.event.type === 'other' ? parsed.event.providerType : parsed.event.type) : parsed.event.topic;
    const event = { provider, eventId: parsed.event.id, type };
    // an event nobody handles is recorded by its one statement, without a transaction's two round trips
    if (cardHandlers.length + achHandlers.length === 0) return (await recordEvent(ctx.db, event)).length === 0 ? 'duplicate' : 'ignored';
    // read before the transaction (see AchWebhookHandler): the transfer a transfer topic is about, with its failure code
    const transfer =
      parsed.kind === 'ach' && /^customer_(bank_)?transfer_/.test(parsed.event.topic) ? await ctx.payments.ach.getTransfer(parsed.event.resourceId) : undefined;

    const committed: Array<() => Promise<void>> = [];
    const afterCommit = (work: () => Promise<void>) => void committed.push(work);
    const outcome = await ctx.db.transaction(async (tx): Promise<WebhookOutcome> => {
      if ((await recordEvent(tx, event)).length === 0) return 'duplicate';
      if (parsed.kind === 'card') for (const handle of cardHandlers) await handle({ tx, event: parsed.event, afterCommit });
      else for (const handle of achHandlers) await handle({ tx, event: parsed.event, transfer, afterCommit });
      return 'applied';
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
