import type { Database } from '../../../db/client';
import type { AppContext } from '../../../platform/context';
import type { AchTransfer, AchWebhookEvent, CardWebhookEvent } from '../../../platform/payment-providers/providers';

export type WebhookProvider = 'stripe' | 'dwolla';

/**
 * A handler applies one event inside the transaction that records the event's id: it commits with the effect or
 * not at all, and a replay never reaches it. It must not call a provider: the sandbox providers use the database,
 * and on PGlite (one connection) a query outside the open transaction waits for it forever. What a handler needs
 * from the provider is read before the transaction: for transfer topics, `transfer` is the transfer's current state.
 * Providers may send several events about one object; a handler must be safe to run for each.
 */
export type CardWebhookHandler = (input: { tx: Database; ctx: AppContext; event: CardWebhookEvent }) => Promise<void>;
export type AchWebhookHandler = (input: { tx: Database; ctx: AppContext; event: AchWebhookEvent; transfer?: AchTransfer }) => Promise<void>;

const cardHandlers = new Map<string, Map<string, CardWebhookHandler>>();
const achHandlers = new Map<string, Map<string, AchWebhookHandler>>();

/**
 * Other modules register what they do on a card event, by event type (e.g. 'payment_intent.succeeded'). `name` names
 * the registrant: registering again under the same name replaces the handler (each test app registers again).
 */
export function registerCardWebhookHandler(type: Exclude<CardWebhookEvent['type'], 'other'>, name: string, handler: CardWebhookHandler) {
  addHandler(cardHandlers, type, name, handler);
}

/** Same for bank-transfer events, by Dwolla topic (e.g. 'customer_transfer_completed', 'customer_transfer_failed'). */
export function registerAchWebhookHandler(topic: string, name: string, handler: AchWebhookHandler) {
  addHandler(achHandlers, topic, name, handler);
}

export function getCardWebhookHandlers(type: string): CardWebhookHandler[] {
  return [...(cardHandlers.get(type)?.values() ?? [])];
}

export function getAchWebhookHandlers(topic: string): AchWebhookHandler[] {
  return [...(achHandlers.get(topic)?.values() ?? [])];
}

function addHandler<H>(registry: Map<string, Map<string, H>>, key: string, name: string, handler: H) {
  const byName = registry.get(key) ?? new Map<string, H>();
  byName.set(name, handler);
  registry.set(key, byName);
}
