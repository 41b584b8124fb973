import { and, eq, inArray, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { WEB_PATHS, webPath } from '@homebid/shared/web-paths';
import type { Database } from '../../../db/client';
import { sandboxCardAccounts, sandboxPaymentIntents, sandboxRefunds } from '../../../db/schema/payments';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CardAccountStatus,
  type CardPaymentIntent,
  type CardPaymentStatus,
  type CardProvider,
  type CardWebhookEvent,
  type SandboxCardPages,
  type WebhookDelivery,
} from '../providers';
import { toCardWebhookEvent } from '../stripe/stripe-card-provider';
import { CARD_AUTHENTICATION_FAILED, getSandboxCardOutcome, SANDBOX_TEST_CARDS } from './sandbox-test-values';
import { newId, SandboxWebhookSender, type SandboxLog } from './sandbox-webhooks';

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
type AccountRow = typeof sandboxCardAccounts.$inferSelect;

export const SANDBOX_CARD_NOT_FOUND = 'No such payment.';

/** Stripe's cancelable statuses that the sandbox has (no manual capture; a card that stays processing is kept). */
const CANCELABLE_STATUSES: CardPaymentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/**
 * Stripe's test mode inside the server: connected accounts onboarded through a sandbox form, payment intents whose
 * outcome the test card number decides, refunds. Its events are Stripe-shaped, signed with Stripe's own scheme and
 * read back by the real adapter's event mapping, so one webhook code path serves both.
 */
export class SandboxCardProvider implements CardProvider, SandboxCardPages {
  readonly kind = 'sandbox' as const;
  /** The capability the vendor adapter lacks: this provider's own pages. */
  readonly sandbox: SandboxCardPages = this;
  readonly webhooks: SandboxWebhookSender;
  /** Only for Stripe's signature helpers, which run locally; this client never calls Stripe. */
  private readonly stripe = new Stripe('sk_test_sandbox_never_sent', { telemetry: false });

  constructor(
    private readonly db: Database,
    private readonly webhookSecret: string,
    log: SandboxLog,
  ) {
    this.webhooks = new SandboxWebhookSender(log);
  }

  onWebhook(deliver: WebhookDelivery) {
    this.webhooks.delivery = deliver;
  }

  listTestCards() {
    return Object.entries(SANDBOX_TEST_CARDS).map(([number, { label }]) => ({ number, label }));
  }

  async createConnectedAccount({ userId, email, idempotencyKey }: { userId: string; email: string; idempotencyKey: string }) {
    await this.db
      .insert(sandboxCardAccounts)
      .values({ id: newId('acct_sb_', 8), userId, email, idempotencyKey })
      .onConflictDoNothing({ target: sandboxCardAccounts.idempotencyKey });
    const [row] = await this.db.select().from(sandboxCardAccounts).where(eq(sandboxCardAccounts.idempotencyKey, idempotencyKey));
    return { accountId: row!.id };
  }

  /** The sandbox onboarding form, an app page; it sends the user back to the payments page like Stripe's return_url. */
  async createOnboardingLink({ accountId }: { accountId: string; returnUrl: string; refreshUrl: string }) {
    await this.readAccount(accountId);
    return { url: webPath(WEB_PATHS.sandboxOnboarding, { account_id: accountId }) };
  }

  async getAccountStatus(accountId: string): Promise<CardAccountStatus> {
    return toAccountStatus(await this.readAccount(accountId));
  }

  /** The onboarding form was submitted; charges and payouts become enabled (account.updated follows). */
  async completeOnboarding(accountId: string, businessName: string): Promise<CardAccountStatus> {
    const [row] = await this.db
      .update(sandboxCardAccounts)
      .set({ businessName, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true })
      .where(eq(sandboxCardAccounts.id, accountId))
      .returning();
    if (!row) throw new PaymentProviderError('No such account.', `sandbox card: unknown account ${accountId}`);
    await this.emit('account.updated', { id: row.id, object: 'account', charges_enabled: true, payouts_enabled: true, details_submitted: true });
    return toAccountStatus(row);
  }

  async createPaymentIntent(input: Parameters<CardProvider['createPaymentIntent']>[0]): Promise<CardPaymentIntent> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 50) {
      throw new PaymentProviderError('Amount must be at least $0.50 usd', `sandbox card: amount ${input.amountCents}`);
    }
    if (!Number.isSafeInteger(input.applicationFeeCents) || input.applicationFeeCents < 0 || input.applicationFeeCents > input.amountCents) {
      throw new PaymentProviderError('An unexpected error occurred', `sandbox card: application fee ${input.applicationFeeCents}`);
    }
    const destination = await this.readAccount(input.destinationAccountId);
    if (!destination.chargesEnabled) {
      throw new PaymentProviderError('An unexpected error occurred', `sandbox card: destination ${destination.id} has not finished onboarding`);
    }
    const id = newId('pi_sb_');
    await this.db
      .insert(sandboxPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${newId('', 12)}`,
        amountCents: input.amountCents,
        applicationFeeCents: input.applicationFeeCents,
        destinationAccountId: input.destinationAccountId,
        description: input.description,
        metadata: input.metadata,
        status: 'requires_payment_method',
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
    return toIntent(row!);
  }

  async getPaymentIntent(paymentIntentId: string) {
    return toIntent(await this.readIntent(paymentIntentId));
  }

  /**
   * What Stripe.js does in the browser: confirm the intent with a card. The test card number decides
   * the outcome; the client secret proves the caller was handed this payment. Only the last four digits are kept.
   */
  async confirmPaymentIntent(input: { paymentIntentId: string; clientSecret: string; cardNumber: string }): Promise<CardPaymentIntent> {
    const intent = await this.readIntent(input.paymentIntentId, input.clientSecret);
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw new PaymentProviderError(
        intent.status === 'succeeded'
          ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
          : `This PaymentIntent's status is ${intent.status} and it cannot be confirmed now.`,
        `sandbox card: confirm ${intent.id} in ${intent.status}`,
      );
    }
    const outcome = getSandboxCardOutcome(input.cardNumber);
    const cardLast4 = input.cardNumber.replace(/\D/g, '').slice(-4);
    const next: { status: CardPaymentStatus; lastError: string | null } =
      outcome.kind === 'declined'
        ? { status: 'requires_payment_method', lastError: outcome.message }
        : { status: outcome.kind, lastError: null };
    const updated = await this.transition(intent.id, ['requires_payment_method', 'requires_confirmation'], { ...next, cardLast4 });
    const eventType =
      outcome.kind === 'declined' ? 'payment_intent.payment_failed' : outcome.kind === 'succeeded' ? 'payment_intent.succeeded' : `payment_intent.${outcome.kind}`;
    await this.emitIntent(eventType, updated);
    return toIntent(updated);
  }

  /** The user approved or failed the authentication step (card 4000 0025 0000 3155). */
  async completeAuthentication(input: { paymentIntentId: string; clientSecret: string; approve: boolean }): Promise<CardPaymentIntent> {
    const intent = await this.readIntent(input.paymentIntentId, input.clientSecret);
    if (intent.status !== 'requires_action') {
      throw new PaymentProviderError('This payment does not need authentication.', `sandbox card: authenticate ${intent.id} in ${intent.status}`);
    }
    const updated = await this.transition(
      intent.id,
      ['requires_action'],
      input.approve ? { status: 'succeeded', lastError: null } : { status: 'requires_payment_method', lastError: CARD_AUTHENTICATION_FAILED },
    );
    await this.emitIntent(input.approve ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', updated);
    return toIntent(updated);
  }

  /**
   * As Stripe cancels: an intent waiting for a card, a confirmation or an authentication becomes canceled (and
   * payment_intent.canceled is sent); any other is refused in Stripe's words. The sandbox keeps no cancel keys: a
   * second cancel is refused, as Stripe refuses one under a new key.
   */
  async cancelPaymentIntent({ paymentIntentId }: { paymentIntentId: string; idempotencyKey: string }): Promise<CardPaymentIntent> {
    const intent = await this.readIntent(paymentIntentId);
    if (!CANCELABLE_STATUSES.includes(intent.status as CardPaymentStatus)) {
      throw new PaymentProviderError(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        `sandbox card: cancel ${intent.id} in ${intent.status}`,
      );
    }
    const updated = await this.transition(intent.id, CANCELABLE_STATUSES, { status: 'canceled' });
    await this.emitIntent('payment_intent.canceled', updated);
    return toIntent(updated);
  }

  async createRefund({ paymentIntentId, amountCents, idempotencyKey }: { paymentIntentId: string; amountCents?: number; idempotencyKey: string }) {
    const [existing] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
    if (existing) return { refundId: existing.id, status: 'succeeded' };
    const intent = await this.readIntent(paymentIntentId);
    const amount = amountCents ?? intent.amountCents - intent.amountRefundedCents;
    if (intent.status !== 'succeeded') {
      throw new PaymentProviderError('An unexpected error occurred', `sandbox card: refund of ${intent.id} in ${intent.status}`);
    }
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > intent.amountCents - intent.amountRefundedCents) {
      throw new PaymentProviderError('An unexpected error occurred', `sandbox card: refund of ${amount} exceeds what is left of ${intent.id}`);
    }
    const refundId = newId('re_sb_');
    const refunded = await this.db.transaction(async (tx) => {
      await tx.insert(sandboxRefunds).values({ id: refundId, paymentIntentId, amountCents: amount, idempotencyKey });
      const [row] = await tx
        .update(sandboxPaymentIntents)
        .set({ amountRefundedCents: sql`${sandboxPaymentIntents.amountRefundedCents} + ${amount}`, updatedAt: new Date() })
        .where(eq(sandboxPaymentIntents.id, paymentIntentId))
        .returning();
      return row!.amountRefundedCents;
    });
    await this.emit('charge.refunded', { id: `ch_sb_${paymentIntentId.slice(6)}`, object: 'charge', payment_intent: paymentIntentId, amount_refunded: refunded });
    return { refundId, status: 'succeeded' };
  }

  parseWebhook(rawBody: string, signatureHeader: string | undefined): CardWebhookEvent {
    if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
    }
    return toCardWebhookEvent(event);
  }

  /** A Stripe-shaped, Stripe-signed event, as the sandbox sends it (tests use it to replay or forge deliveries). */
  signEvent(type: string, object: Record<string, unknown>) {
    const rawBody = JSON.stringify({ id: newId('evt_sb_'), object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
    const signature = this.stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: this.webhookSecret });
    return { rawBody, signature };
  }

  private async emit(type: string, object: Record<string, unknown>) {
    const { rawBody, signature } = this.signEvent(type, object);
    await this.webhooks.send(rawBody, signature);
  }

  private emitIntent(type: string, row: IntentRow) {
    return this.emit(type, {
      id: row.id,
      object: 'payment_intent',
      amount: row.amountCents,
      currency: 'usd',
      status: row.status,
      client_secret: row.clientSecret,
      last_payment_error: row.lastError ? { message: row.lastError } : null,
      metadata: row.metadata,
    });
  }

  /** Moves an intent only from the statuses given: two confirmations at once cannot both win. */
  private async transition(id: string, from: string[], set: Partial<typeof sandboxPaymentIntents.$inferInsert>) {
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(sandboxPaymentIntents.id, id), inArray(sandboxPaymentIntents.status, from)))
      .returning();
    if (!row) throw new PaymentProviderError('This payment changed in the meantime. Please reload and try again.', `sandbox card: ${id} left ${from.join('/')}`);
    return row;
  }

  private async readAccount(accountId: string): Promise<AccountRow> {
    const [row] = await this.db.select().from(sandboxCardAccounts).where(eq(sandboxCardAccounts.id, accountId));
    if (!row) throw new PaymentProviderError('No such account.', `sandbox card: unknown account ${accountId}`);
    return row;
  }

  private async readIntent(id: string, clientSecret?: string): Promise<IntentRow> {
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    if (!row || (clientSecret !== undefined && row.clientSecret !== clientSecret)) {
      throw new PaymentProviderError(SANDBOX_CARD_NOT_FOUND, `sandbox card: unknown payment intent ${id} or wrong client secret`);
    }
    return row;
  }
}

function toAccountStatus(row: AccountRow): CardAccountStatus {
  return { accountId: row.id, chargesEnabled: row.chargesEnabled, payoutsEnabled: row.payoutsEnabled, detailsSubmitted: row.detailsSubmitted };
}

function toIntent(row: IntentRow): CardPaymentIntent {
  return {
    id: row.id,
    status: row.status as CardPaymentStatus,
    amountCents: row.amountCents,
    clientSecret: row.clientSecret,
    lastError: row.lastError ?? undefined,
    metadata: { ...row.metadata },
  };
}
