import { and, eq, inArray, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { WEB_PATHS, webPath } from '@homebid/shared/web-paths';
import type { Database } from '../../../db/client';
import { builtOnce, valuePlaceholder } from '../../../db/prepared';
import { sandboxCardAccounts, sandboxCardTransferReversals, sandboxCardTransfers, sandboxPaymentIntents, sandboxRefunds } from '../../../db/schema/payments';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CardAccountStatus,
  type CardPaymentIntent,
  type CardPaymentStatus,
  type CardProvider,
  type CardTransfer,
  type CardWebhookEvent,
  type SandboxCardPages,
  type WebhookDelivery,
} from '../providers';
import { toCardWebhookEvent } from '../stripe/stripe-card-provider';
import { CARD_AUTHENTICATION_FAILED, getSandboxCardOutcome, SANDBOX_TEST_CARDS } from './sandbox-test-values';
import { newId, SandboxWebhookSender, type SandboxLog } from './sandbox-webhooks';

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
type AccountRow = typeof sandboxCardAccounts.$inferSelect;
type TransferRow = typeof sandboxCardTransfers.$inferSelect;

export const SANDBOX_CARD_NOT_FOUND = 'No such payment.';
/** Stripe's words for a refusal that is not the card holder's to fix. */
const GENERIC_MESSAGE = 'An unexpected error occurred';

/** Stripe's cancelable statuses that the sandbox has (no manual capture; a card that stays processing is kept). */
const CANCELABLE_STATUSES: CardPaymentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
/** The statuses a card may be confirmed in. */
const CONFIRMABLE_STATUSES: CardPaymentStatus[] = ['requires_payment_method', 'requires_confirmation'];

/**
 * Stripe's test mode inside the server: connected accounts onboarded through a sandbox form, payment intents whose
 * outcome the test card number decides, refunds, and escrow's separate charges and transfers: a charge without a
 * destination stays on the platform, transfers (with the charge as their source) pay sellers from it and reversals
 * take them back. What a separate charge holds is tracked: transfers and refunds together never exceed it. Its events are Stripe-shaped, signed with Stripe's own scheme and
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
    // a destination charge goes to the seller at once; without one, a separate charge stays on the platform (escrow)
    const { destination } = input;
    if (destination) {
      if (!Number.isSafeInteger(destination.applicationFeeCents) || destination.applicationFeeCents < 0 || destination.applicationFeeCents > input.amountCents) {
        throw new PaymentProviderError(GENERIC_MESSAGE, `sandbox card: application fee ${destination.applicationFeeCents}`);
      }
      const account = await this.readAccount(destination.accountId);
      if (!account.chargesEnabled) {
        throw new PaymentProviderError(GENERIC_MESSAGE, `sandbox card: destination ${account.id} has not finished onboarding`);
      }
    }
    const id = newId('pi_sb_');
    const [created] = await insertIntent(this.db, {
      id,
      clientSecret: `${id}_secret_${newId('', 12)}`,
      amountCents: input.amountCents,
      applicationFeeCents: destination?.applicationFeeCents ?? null,
      destinationAccountId: destination?.accountId ?? null,
      transferGroup: input.transferGroup ?? null,
      description: input.description,
      metadata: input.metadata,
      idempotencyKey: input.idempotencyKey,
    });
    // a key used before gets the intent made with it then, as Stripe answers a repeated idempotent request
    const [row] = created ? [created] : await selectIntentByKey(this.db, { idempotencyKey: input.idempotencyKey });
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
    if (!CONFIRMABLE_STATUSES.includes(intent.status as CardPaymentStatus)) {
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
    const [updated] = await confirmIntent(this.db, { id: intent.id, ...next, cardLast4, now: new Date() });
    if (!updated) throw changedMeanwhile(intent.id, CONFIRMABLE_STATUSES);
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

  /**
   * Refunds what is left of a charge. For a separate charge, what was transferred to a seller (and not reversed) has
   * left the platform, so the refund is limited to the rest; Stripe itself would take it from the platform's balance.
   */
  async createRefund({ paymentIntentId, amountCents, idempotencyKey }: { paymentIntentId: string; amountCents?: number; idempotencyKey: string }): Promise<{ refundId: string; status: string }> {
    const [existing] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
    if (existing) return { refundId: existing.id, status: 'succeeded' };
    const refundId = newId('re_sb_');
    const refunded = await this.db.transaction(async (tx) => {
      const intent = await lockIntent(tx, paymentIntentId);
      // the same key may have refunded while this call waited for the lock: answer that refund, as Stripe does
      const [made] = await tx.select({ id: sandboxRefunds.id }).from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (made) return { made: made.id };
      if (intent.status !== 'succeeded') {
        throw new PaymentProviderError(GENERIC_MESSAGE, `sandbox card: refund of ${intent.id} in ${intent.status}`);
      }
      const left = await leftOnPlatform(tx, intent);
      const amount = amountCents ?? left;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
        throw new PaymentProviderError(GENERIC_MESSAGE, `sandbox card: refund of ${amount} exceeds the ${left} left of ${intent.id} (refunds and transfers taken off)`);
      }
      const [inserted] = await tx
        .insert(sandboxRefunds)
        .values({ id: refundId, paymentIntentId, amountCents: amount, idempotencyKey })
        .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
        .returning();
      if (!inserted) return undefined;
      const [row] = await tx
        .update(sandboxPaymentIntents)
        .set({ amountRefundedCents: sql`${sandboxPaymentIntents.amountRefundedCents} + ${amount}`, updatedAt: new Date() })
        .where(eq(sandboxPaymentIntents.id, paymentIntentId))
        .returning();
      return row!.amountRefundedCents;
    });
    // the same key at the same time: the other call made the refund
    if (refunded === undefined) return this.createRefund({ paymentIntentId, amountCents, idempotencyKey });
    if (typeof refunded === 'object') return { refundId: refunded.made, status: 'succeeded' };
    await this.emit('charge.refunded', { id: chargeIdOf(paymentIntentId), object: 'charge', payment_intent: paymentIntentId, amount_refunded: refunded });
    return { refundId, status: 'succeeded' };
  }

  /**
   * Pays a seller from a separate charge (Stripe's transfer with source_transaction). Refused when the charge did not
   * succeed, went to a seller already (a destination charge), belongs to another transfer group, or has less left on
   * the platform than asked. The same key returns the same transfer; another request under it is refused.
   */
  async createTransfer(input: Parameters<CardProvider['createTransfer']>[0]): Promise<CardTransfer> {
    const fingerprint = fingerprintOf({
      amountCents: input.amountCents,
      destinationAccountId: input.destinationAccountId,
      sourceChargeId: input.sourceChargeId,
      transferGroup: input.transferGroup,
      metadata: input.metadata,
    });
    const [existing] = await selectTransferByKey(this.db, { idempotencyKey: input.idempotencyKey });
    if (existing) {
      assertSameRequest(existing.requestFingerprint, fingerprint, input.idempotencyKey);
      return toTransfer(existing);
    }
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1) {
      throw new PaymentProviderError(GENERIC_MESSAGE, `sandbox card: transfer amount ${input.amountCents}`);
    }
    const account = await this.readAccount(input.destinationAccountId);
    if (!account.payoutsEnabled) {
      throw new PaymentProviderError(GENERIC_MESSAGE, `sandbox card: destination ${account.id} cannot receive transfers (onboarding not finished)`);
    }
    const paymentIntentId = intentIdOfCharge(input.sourceChargeId);
    const row = await this.db.transaction(async (tx) => {
      const intent = await lockIntent(tx, paymentIntentId, input.sourceChargeId);
      // the same key may have made its transfer while this call waited for the lock: answer that one, as Stripe does
      const [made] = await selectTransferByKey(tx, { idempotencyKey: input.idempotencyKey });
      if (made) return { ...made, made: true };
      const problem =
        intent.status !== 'succeeded' ? `its payment is ${intent.status}`
        : intent.destinationAccountId ? `it is a destination charge to ${intent.destinationAccountId}`
        : intent.transferGroup !== null && intent.transferGroup !== input.transferGroup ? `its transfer group is ${intent.transferGroup}, not ${input.transferGroup}`
        : undefined;
      if (problem) throw new PaymentProviderError(GENERIC_MESSAGE, `sandbox card: no transfer from charge ${input.sourceChargeId}: ${problem}`);
      const left = await leftOnPlatform(tx, intent);
      if (input.amountCents > left) {
        throw new PaymentProviderError(GENERIC_MESSAGE, `sandbox card: transfer of ${input.amountCents} exceeds the ${left} left of charge ${input.sourceChargeId}`);
      }
      const [inserted] = await insertTransfer(tx, {
        id: newId('tr_sb_'),
        paymentIntentId: intent.id,
        destinationAccountId: account.id,
        amountCents: input.amountCents,
        transferGroup: input.transferGroup,
        metadata: input.metadata,
        idempotencyKey: input.idempotencyKey,
        requestFingerprint: fingerprint,
      });
      return inserted;
    });
    if (!row) return this.createTransfer(input);
    if ('made' in row) {
      assertSameRequest(row.requestFingerprint, fingerprint, input.idempotencyKey);
      return toTransfer(row);
    }
    await this.emit('transfer.created', toStripeTransfer(row));
    return toTransfer(row);
  }

  /** Takes (part of) a transfer back onto the platform: at most what is left of it. */
  async reverseTransfer(input: { transferId: string; amountCents?: number; idempotencyKey: string }): Promise<{ reversalId: string; amountCents: number }> {
    const fingerprint = fingerprintOf({ transferId: input.transferId, amountCents: input.amountCents ?? null });
    const [existing] = await this.db.select().from(sandboxCardTransferReversals).where(eq(sandboxCardTransferReversals.idempotencyKey, input.idempotencyKey));
    if (existing) {
      assertSameRequest(existing.requestFingerprint, fingerprint, input.idempotencyKey);
      return { reversalId: existing.id, amountCents: existing.amountCents };
    }
    const done = await this.db.transaction(async (tx) => {
      const [transfer] = await tx.select().from(sandboxCardTransfers).where(eq(sandboxCardTransfers.id, input.transferId)).for('update');
      if (!transfer) throw new PaymentProviderError(GENERIC_MESSAGE, `sandbox card: no such transfer ${input.transferId}`);
      const left = transfer.amountCents - transfer.amountReversedCents;
      const amount = input.amountCents ?? left;
      if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) {
        throw new PaymentProviderError(GENERIC_MESSAGE, `sandbox card: reversal of ${amount} exceeds the ${left} left of transfer ${transfer.id}`);
      }
      const [reversal] = await tx
        .insert(sandboxCardTransferReversals)
        .values({ id: newId('trr_sb_'), transferId: transfer.id, amountCents: amount, idempotencyKey: input.idempotencyKey, requestFingerprint: fingerprint })
        .onConflictDoNothing({ target: sandboxCardTransferReversals.idempotencyKey })
        .returning();
      if (!reversal) return undefined;
      const [updated] = await tx
        .update(sandboxCardTransfers)
        .set({ amountReversedCents: sql`${sandboxCardTransfers.amountReversedCents} + ${amount}` })
        .where(eq(sandboxCardTransfers.id, transfer.id))
        .returning();
      return { reversal, transfer: updated! };
    });
    if (!done) return this.reverseTransfer(input);
    await this.emit('transfer.reversed', toStripeTransfer(done.transfer));
    return { reversalId: done.reversal.id, amountCents: done.reversal.amountCents };
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
      latest_charge: row.status === 'succeeded' ? chargeIdOf(row.id) : null,
      transfer_group: row.transferGroup,
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
    if (!row) throw changedMeanwhile(id, from);
    return row;
  }

  private async readAccount(accountId: string): Promise<AccountRow> {
    const [row] = await selectAccount(this.db, { accountId });
    if (!row) throw new PaymentProviderError('No such account.', `sandbox card: unknown account ${accountId}`);
    return row;
  }

  private async readIntent(id: string, clientSecret?: string): Promise<IntentRow> {
    const [row] = await selectIntent(this.db, { id });
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
    ...(row.status === 'succeeded' ? { chargeId: chargeIdOf(row.id) } : {}),
    metadata: { ...row.metadata },
  };
}

/** The sandbox's charge of an intent: one per intent, named after it ('pi_sb_x' is charged by 'ch_sb_x'). */
function chargeIdOf(paymentIntentId: string) {
  return `ch_sb_${paymentIntentId.slice('pi_sb_'.length)}`;
}

function intentIdOfCharge(chargeId: string) {
  return chargeId.startsWith('ch_sb_') ? `pi_sb_${chargeId.slice('ch_sb_'.length)}` : '';
}

// an intent is read four times a paid milestone: built once (db/prepared.ts builtOnce), named
const intentById = (db: Database) => db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, sql.placeholder('id')));
const selectIntent = builtOnce((db) => intentById(db).prepare('sandbox_intent'));
const selectIntentLocked = builtOnce((db) => intentById(db).for('update').prepare('sandbox_intent_locked'));

/** Locks the intent for a money movement out of it: a transfer and a refund at once cannot both take the last cents. */
async function lockIntent(tx: Database, paymentIntentId: string, chargeId?: string): Promise<IntentRow> {
  const [row] = await selectIntentLocked(tx, { id: paymentIntentId });
  if (!row) {
    throw new PaymentProviderError(chargeId ? GENERIC_MESSAGE : SANDBOX_CARD_NOT_FOUND, `sandbox card: no such ${chargeId ? `charge ${chargeId}` : `payment intent ${paymentIntentId}`}`);
  }
  return row;
}

/** What a charge still holds on the platform: its amount less refunds and less what transfers took (net of reversals). */
async function leftOnPlatform(tx: Database, intent: IntentRow) {
  const [moved] = await selectTransferred(tx, { paymentIntentId: intent.id });
  return intent.amountCents - intent.amountRefundedCents - Number(moved?.cents ?? 0);
}

const changedMeanwhile = (id: string, from: readonly string[]) =>
  new PaymentProviderError('This payment changed in the meantime. Please reload and try again.', `sandbox card: ${id} left ${from.join('/')}`);

// the sandbox's statements of every card payment and payout: built once, named (db/prepared.ts builtOnce)
const insertIntent = builtOnce((db) =>
  db
    .insert(sandboxPaymentIntents)
    .values({
      id: sql.placeholder('id'),
      clientSecret: sql.placeholder('clientSecret'),
      amountCents: sql.placeholder('amountCents'),
      applicationFeeCents: sql.placeholder('applicationFeeCents'),
      destinationAccountId: sql.placeholder('destinationAccountId'),
      transferGroup: sql.placeholder('transferGroup'),
      description: sql.placeholder('description'),
      metadata: sql.placeholder('metadata'),
      status: 'requires_payment_method',
      idempotencyKey: sql.placeholder('idempotencyKey'),
    })
    .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey })
    .returning()
    .prepare('sandbox_insert_intent'),
);
const selectIntentByKey = builtOnce((db) => db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.idempotencyKey, sql.placeholder('idempotencyKey'))).prepare('sandbox_intent_by_key'));
/** A card's confirmation moves its intent only from a confirmable status: two confirmations at once cannot both win. */
const confirmIntent = builtOnce((db) =>
  db
    .update(sandboxPaymentIntents)
    .set({ status: valuePlaceholder<string>('status'), lastError: valuePlaceholder<string | null>('lastError'), cardLast4: valuePlaceholder<string>('cardLast4'), updatedAt: valuePlaceholder<Date>('now') })
    .where(and(eq(sandboxPaymentIntents.id, sql.placeholder('id')), inArray(sandboxPaymentIntents.status, CONFIRMABLE_STATUSES)))
    .returning()
    .prepare('sandbox_confirm_intent'),
);
const selectAccount = builtOnce((db) => db.select().from(sandboxCardAccounts).where(eq(sandboxCardAccounts.id, sql.placeholder('accountId'))).prepare('sandbox_account'));
const selectTransferByKey = builtOnce((db) => db.select().from(sandboxCardTransfers).where(eq(sandboxCardTransfers.idempotencyKey, sql.placeholder('idempotencyKey'))).prepare('sandbox_transfer_by_key'));
const selectTransferred = builtOnce((db) =>
  db
    .select({ cents: sql<string>`coalesce(sum(${sandboxCardTransfers.amountCents} - ${sandboxCardTransfers.amountReversedCents}), 0)` })
    .from(sandboxCardTransfers)
    .where(eq(sandboxCardTransfers.paymentIntentId, sql.placeholder('paymentIntentId')))
    .prepare('sandbox_transferred'),
);
const insertTransfer = builtOnce((db) =>
  db
    .insert(sandboxCardTransfers)
    .values({
      id: sql.placeholder('id'),
      paymentIntentId: sql.placeholder('paymentIntentId'),
      destinationAccountId: sql.placeholder('destinationAccountId'),
      amountCents: sql.placeholder('amountCents'),
      transferGroup: sql.placeholder('transferGroup'),
      metadata: sql.placeholder('metadata'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      requestFingerprint: sql.placeholder('requestFingerprint'),
    })
    .onConflictDoNothing({ target: sandboxCardTransfers.idempotencyKey })
    .returning()
    .prepare('sandbox_insert_transfer'),
);

/** The request under an idempotency key, compared when the key comes again (keys in a fixed order). */
function fingerprintOf(request: Record<string, unknown>) {
  return JSON.stringify(request, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value,
  );
}

function assertSameRequest(stored: string, given: string, idempotencyKey: string) {
  if (stored === given) return;
  throw new PaymentProviderError(
    GENERIC_MESSAGE,
    `sandbox card: idempotency_error: Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
  );
}

function toTransfer(row: TransferRow): CardTransfer {
  return { id: row.id, amountCents: row.amountCents, destinationAccountId: row.destinationAccountId, amountReversedCents: row.amountReversedCents };
}

/** The transfer as Stripe's events carry it. */
function toStripeTransfer(row: TransferRow) {
  return {
    id: row.id,
    object: 'transfer',
    amount: row.amountCents,
    amount_reversed: row.amountReversedCents,
    currency: 'usd',
    destination: row.destinationAccountId,
    source_transaction: chargeIdOf(row.paymentIntentId),
    transfer_group: row.transferGroup,
    reversed: row.amountReversedCents === row.amountCents,
    metadata: row.metadata,
  };
}
