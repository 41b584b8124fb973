import { webhookEvents } from '../../../db/schema/payments';
import type { AppContext } from '../../../platform/context';
import { getAchWebhookHandlers, getCardWebhookHandlers, type WebhookProvider } from './webhook-handlers';

export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate';

/**
 * The one way a provider event gets in, from the vendors' webhooks and from the sandbox alike: check the signature
 * (throws WebhookSignatureError), then in one transaction record the event id and run the handlers registered for
 * its type. A replayed id changes nothing; an event nobody handles is recorded and acknowledged. A handler that
 * throws rolls the record back too, so the provider's retry applies it later.
 */
export async function receiveWebhook(ctx: AppContext, provider: WebhookProvider, rawBody: string, signatureHeader: string | undefined): Promise<WebhookOutcome> {
  const parsed =
    provider === 'stripe'
      ? { kind: 'card' as const, event: ctx.payments.card.parseWebhook(rawBody, signatureHeader) }
      : { kind: 'ach' as const, event: ctx.payments.ach.parseWebhook(rawBody, signatureHeader) };
  // read before the transaction (see AchWebhookHandler): the transfer a transfer topic is about, with its failure code
  const transfer =
    parsed.kind === 'ach' && /^customer_(bank_)?transfer_/.test(parsed.event.topic) && getAchWebhookHandlers(parsed.event.topic).length > 0
      ? await ctx.payments.ach.getTransfer(parsed.event.resourceId)
      : undefined;
  const type = parsed.kind === 'card' ? (parsed.event.type === 'other' ? parsed.event.providerType : parsed.event.type) : parsed.event.topic;

  return ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({ provider, eventId: parsed.event.id, type })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    if (parsed.kind === 'card') {
      const handlers = parsed.event.type === 'other' ? [] : getCardWebhookHandlers(parsed.event.type);
      for (const handle of handlers) await handle({ tx, ctx, event: parsed.event });
      return handlers.length > 0 ? 'applied' : 'ignored';
    }
    const handlers = getAchWebhookHandlers(parsed.event.topic);
    for (const handle of handlers) await handle({ tx, ctx, event: parsed.event, transfer });
    return handlers.length > 0 ? 'applied' : 'ignored';
  });
}
