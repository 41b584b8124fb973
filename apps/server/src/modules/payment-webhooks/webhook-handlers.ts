import type { Database } from '../../db/client';
import type { AchTransfer, AchWebhookEvent, CardWebhookEvent } from '../../platform/payment-providers/providers';

export type WebhookProvider = 'stripe' | 'dwolla';

export type CardWebhookType = Exclude<CardWebhookEvent['type'], 'other'>;

/**
 * A handler applies one event inside the transaction that records the event's id: it commits with the effect or
 * not at all, and a replay never reaches it. It must not call a provider: the sandbox providers use the database,
 * and on PGlite (one connection) a query outside the open transaction waits for it forever. What a handler needs
 * from the provider is read before the transaction: for transfer topics, `transfer` is the transfer's current state.
 * Providers may send several events about one object; a handler must be safe to run for each.
 */
export type CardWebhookHandler = (input: { tx: Database; event: CardWebhookEvent; afterCommit: AfterCommit }) => Promise<void>;
export type AchWebhookHandler = (input: { tx: Database; event: AchWebhookEvent; transfer?: AchTransfer; afterCommit: AfterCommit }) => Promise<void>;

/**
 * Work an event calls for outside its transaction (a provider call, such as a refund): started once the transaction
 * has committed, never when it rolls back. The provider's acknowledgement does not wait for it; it reports its own
 * failures.
 */
export type AfterCommit = (work: () => Promise<void>) => void;

/**
 * What one module does on provider events: card events by type (e.g. 'payment_intent.succeeded'), bank-transfer
 * events by Dwolla topic (e.g. 'customer_transfer_completed'). Each module gives its set when the app is built.
 */
export interface PaymentWebhookHandlers {
  card?: Partial<Record<CardWebhookType, CardWebhookHandler>>;
  ach?: Record<string, AchWebhookHandler>;
}

/** The handlers of every set for a card event type, in the order of the sets. */
export function findCardHandlers(sets: readonly PaymentWebhookHandlers[], type: CardWebhookEvent['type']): CardWebhookHandler[] {
  if (type === 'other') return [];
  return sets.flatMap((set) => set.card?.[type] ?? []);
}

/** The handlers of every set for a bank-transfer topic, in the order of the sets. */
export function findAchHandlers(sets: readonly PaymentWebhookHandlers[], topic: string): AchWebhookHandler[] {
  return sets.flatMap((set) => (set.ach && Object.hasOwn(set.ach, topic) ? [set.ach[topic]!] : []));
}
