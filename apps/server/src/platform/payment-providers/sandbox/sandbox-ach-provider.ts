import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxAchCustomers, sandboxFundingSources, sandboxTransfers } from '../../../db/schema/payments';
import { DWOLLA_BANK_LINK_MESSAGE, DWOLLA_DUPLICATE_EMAIL_MESSAGE, DWOLLA_GENERIC_MESSAGE } from '../dwolla/dwolla-errors';
import { toWebhookEvent } from '../dwolla/dwolla-webhook-event';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type AchCustomerStatus,
  type AchFundingSource,
  type AchProvider,
  type AchTransfer,
  type AchTransferFee,
  type AchTransferStatus,
  type AchWebhookEvent,
  type PersonalVerifiedCustomerInput,
  type WebhookDelivery,
} from '../providers';
import { resolveSandboxProcessorToken } from './sandbox-bank-link-provider';
import { getSandboxCustomerStatus, SANDBOX_RETURN_CODES } from './sandbox-test-values';
import { newUuid, SandboxWebhookSender, type SandboxLog } from './sandbox-webhooks';

type TransferRow = typeof sandboxTransfers.$inferSelect;
type FundingSourceRow = typeof sandboxFundingSources.$inferSelect;

const STATUS_TOPICS: Record<string, string> = {
  verified: 'customer_verified',
  retry: 'customer_reverification_needed',
  document: 'customer_verification_document_needed',
  suspended: 'customer_suspended',
};

export const ACH_NOT_VERIFIED_MESSAGE = 'The bank-transfer account is not verified yet.';

/**
 * The platform's own Dwolla balance (the master account's), held in the sandbox as the one funding source of a
 * platform customer. Fixed ids, so that every instance on one database finds the same balance.
 */
export const SANDBOX_PLATFORM_CUSTOMER_ID = '00000000-0000-4000-a000-00000000f1a7';
export const SANDBOX_PLATFORM_BALANCE_ID = '00000000-0000-4000-a000-0000ba1a0ce0';

/**
 * Dwolla's sandbox inside the server: personal verified customers whose status the first name decides, bank funding
 * sources from the sandbox bank-linking provider's processor tokens, transfers that stay pending until settled (by
 * a timer in development, by `settleTransfer` in tests). A funding source named R01 or R03 makes its transfers fail
 * with that return code. The platform's balance (`getPlatformBalance`) is a funding source like the banks, whose
 * transfers settle the same way; it holds what processed transfers (and their facilitator fees) brought in, less
 * what pending or processed transfers took out, and refuses a transfer out of it beyond that, as Dwolla does.
 * Events are Dwolla-shaped, signed as Dwolla signs them.
 */
export class SandboxAchProvider implements AchProvider {
  readonly kind = 'sandbox' as const;
  readonly webhooks: SandboxWebhookSender;

  constructor(
    private readonly db: Database,
    private readonly webhookSecret: string,
    log: SandboxLog,
    /** How long a transfer stays pending before the timer settles it. */
    private readonly settleDelayMs = 10_000,
  ) {
    this.webhooks = new SandboxWebhookSender(log);
  }

  onWebhook(deliver: WebhookDelivery) {
    this.webhooks.delivery = deliver;
  }

  private platformBalanceReady: Promise<void> | undefined;

  async getPlatformBalance() {
    await this.ensurePlatformBalance();
    return { fundingSourceId: SANDBOX_PLATFORM_BALANCE_ID };
  }

  /** The platform's customer and balance, written once per database (a second writer finds them there). */
  private ensurePlatformBalance() {
    this.platformBalanceReady ??= (async () => {
      await this.db
        .insert(sandboxAchCustomers)
        .values({ id: SANDBOX_PLATFORM_CUSTOMER_ID, firstName: 'HomeBid', lastName: 'Platform', email: 'platform@sandbox.invalid', status: 'verified', idempotencyKey: 'sandbox:platform-customer' })
        .onConflictDoNothing();
      await this.db
        .insert(sandboxFundingSources)
        .values({ id: SANDBOX_PLATFORM_BALANCE_ID, customerId: SANDBOX_PLATFORM_CUSTOMER_ID, name: 'Balance', bankName: 'Balance', mask: '', status: 'verified', idempotencyKey: 'sandbox:platform-balance' })
        .onConflictDoNothing();
    })().catch((error: unknown) => {
      this.platformBalanceReady = undefined;
      throw error;
    });
    return this.platformBalanceReady;
  }

  /**
   * The balance's available cents: processed transfers into it and the processed facilitator fees (Dwolla collects
   * them in the master account's balance), less the transfers out of it that are pending or processed.
   */
  async getPlatformBalanceCents(db: Database = this.db) {
    const balance = SANDBOX_PLATFORM_BALANCE_ID;
    const t = sandboxTransfers;
    const [row] = await db
      .select({
        cents: sql<string>`coalesce(sum(
          CASE WHEN ${t.status} = 'processed' THEN (CASE WHEN ${t.destinationFundingSourceId} = ${balance} THEN ${t.amountCents} ELSE 0 END) + ${t.feeCents} ELSE 0 END
          - CASE WHEN ${t.sourceFundingSourceId} = ${balance} AND ${t.status} IN ('pending', 'processed') THEN ${t.amountCents} ELSE 0 END
        ), 0)`,
      })
      .from(t)
      .where(or(eq(t.status, 'processed'), eq(t.sourceFundingSourceId, balance)));
    return Number(row?.cents ?? 0);
  }

  async createPersonalVerifiedCustomer(input: PersonalVerifiedCustomerInput): Promise<{ customerId: string; status: AchCustomerStatus }> {
    const [existing] = await this.db.select().from(sandboxAchCustomers).where(eq(sandboxAchCustomers.idempotencyKey, input.idempotencyKey));
    if (existing) return { customerId: existing.id, status: existing.status as AchCustomerStatus };
    // Checked as Dwolla checks them, then dropped: the SSN digits and the date of birth are never written.
    const invalid = [
      !/^\d{4}$/.test(input.ssn) && 'SSN',
      !isAdultBirthDate(input.dateOfBirth) && 'date of birth',
      !/^[A-Za-z]{2}$/.test(input.state) && 'state',
      !/^\d{5}(-\d{4})?$/.test(input.postalCode) && 'postal code',
    ].filter(Boolean);
    if (invalid.length > 0) {
      throw new PaymentProviderError(`The bank-transfer service did not accept the ${invalid.join(', ')}. Please check and try again.`, `sandbox ach: ValidationError ${invalid.join(', ')}`);
    }
    const [sameEmail] = await this.db.select({ id: sandboxAchCustomers.id }).from(sandboxAchCustomers).where(eq(sandboxAchCustomers.email, input.email.toLowerCase()));
    if (sameEmail) throw new PaymentProviderError(DWOLLA_DUPLICATE_EMAIL_MESSAGE, 'sandbox ach: Duplicate /email');
    const status = getSandboxCustomerStatus(input.firstName);
    const [row] = await this.db
      .insert(sandboxAchCustomers)
      .values({ id: newUuid(), firstName: input.firstName, lastName: input.lastName, email: input.email.toLowerCase(), status, idempotencyKey: input.idempotencyKey })
      .onConflictDoNothing({ target: sandboxAchCustomers.idempotencyKey })
      .returning();
    if (!row) return this.createPersonalVerifiedCustomer(input);
    await this.emit('customer_created', row.id);
    await this.emit(STATUS_TOPICS[status]!, row.id);
    return { customerId: row.id, status };
  }

  async getCustomerStatus(customerId: string) {
    const [row] = await this.db.select().from(sandboxAchCustomers).where(eq(sandboxAchCustomers.id, customerId));
    if (!row) throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `sandbox ach: unknown customer ${customerId}`);
    return row.status as AchCustomerStatus;
  }

  async createFundingSource({ customerId, processorToken, name, idempotencyKey }: { customerId: string; processorToken: string; name: string; idempotencyKey: string }): Promise<AchFundingSource> {
    const [existing] = await this.db.select().from(sandboxFundingSources).where(eq(sandboxFundingSources.idempotencyKey, idempotencyKey));
    if (existing) return toFundingSource(existing);
    await this.getCustomerStatus(customerId);
    const linked = await resolveSandboxProcessorToken(this.db, processorToken);
    if (!linked) throw new PaymentProviderError(DWOLLA_BANK_LINK_MESSAGE, 'sandbox ach: unknown processor token (plaidToken)');
    const [row] = await this.db
      .insert(sandboxFundingSources)
      .values({ id: newUuid(), customerId, name: name.slice(0, 50), bankName: linked.bank.name, mask: linked.account.mask, status: 'verified', idempotencyKey })
      .onConflictDoNothing({ target: sandboxFundingSources.idempotencyKey })
      .returning();
    if (!row) return this.createFundingSource({ customerId, processorToken, name, idempotencyKey });
    await this.emit('customer_funding_source_added', row.id);
    await this.emit('customer_funding_source_verified', row.id);
    return toFundingSource(row);
  }

  async listFundingSources(customerId: string) {
    const rows = await this.db.select().from(sandboxFundingSources).where(eq(sandboxFundingSources.customerId, customerId)).orderBy(asc(sandboxFundingSources.createdAt));
    return rows.map(toFundingSource);
  }

  async removeFundingSource(fundingSourceId: string) {
    const [row] = await this.db.update(sandboxFundingSources).set({ removed: true }).where(eq(sandboxFundingSources.id, fundingSourceId)).returning();
    if (!row) throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `sandbox ach: unknown funding source ${fundingSourceId}`);
    await this.emit('customer_funding_source_removed', row.id);
  }

  async createTransfer(input: Parameters<AchProvider['createTransfer']>[0]): Promise<AchTransfer> {
    const [existing] = await this.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.idempotencyKey, input.idempotencyKey));
    if (existing) return toTransfer(existing);
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `sandbox ach: amount must be positive integer cents, got ${input.amountCents}`);
    }
    const fromBalance = input.sourceFundingSourceId === SANDBOX_PLATFORM_BALANCE_ID;
    if (fromBalance || input.destinationFundingSourceId === SANDBOX_PLATFORM_BALANCE_ID) await this.ensurePlatformBalance();
    const source = await this.readUsableSource(input.sourceFundingSourceId);
    const destination = await this.readUsableSource(input.destinationFundingSourceId);
    // a fee is charged to a customer of the transfer, never to the platform that collects it
    const customers = [source.customerId, destination.customerId].filter((id) => id !== SANDBOX_PLATFORM_CUSTOMER_ID);
    assertFee(input.fee, input.amountCents, customers);
    const [customer] = await this.db.select().from(sandboxAchCustomers).where(eq(sandboxAchCustomers.id, source.customerId));
    if (customer?.status !== 'verified') throw new PaymentProviderError(ACH_NOT_VERIFIED_MESSAGE, `sandbox ach: source customer ${source.customerId} is ${customer?.status}`);
    // Out of the balance: checked and written under the balance's row lock, so two transfers cannot both spend it.
    const [row] = await this.db.transaction(async (tx) => {
      if (fromBalance) {
        await tx.select({ id: sandboxFundingSources.id }).from(sandboxFundingSources).where(eq(sandboxFundingSources.id, SANDBOX_PLATFORM_BALANCE_ID)).for('update');
        // the same key may have made its transfer while this call waited for the lock: answer that one, as Dwolla does
        const [made] = await tx.select().from(sandboxTransfers).where(eq(sandboxTransfers.idempotencyKey, input.idempotencyKey));
        if (made) return [{ ...made, made: true }];
        const available = await this.getPlatformBalanceCents(tx);
        if (input.amountCents > available) {
          throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `sandbox ach: ValidationError InsufficientFunds /_links/source/href: ${input.amountCents} asked, ${available} available in the platform balance`);
        }
      }
      return tx
        .insert(sandboxTransfers)
        .values({
          id: newUuid(),
          sourceFundingSourceId: input.sourceFundingSourceId,
          destinationFundingSourceId: input.destinationFundingSourceId,
          amountCents: input.amountCents,
          feeCents: input.fee?.amountCents ?? 0,
          feeChargeToCustomerId: input.fee?.chargeToCustomerId ?? null,
          metadata: input.metadata,
          status: 'pending',
          idempotencyKey: input.idempotencyKey,
          settleAfter: new Date(Date.now() + this.settleDelayMs),
        })
        .onConflictDoNothing({ target: sandboxTransfers.idempotencyKey })
        .returning();
    });
    if (!row) return this.createTransfer(input);
    if ('made' in row) return toTransfer(row);
    await this.emit('customer_transfer_created', row.id);
    return toTransfer(row);
  }

  async getTransfer(transferId: string) {
    const [row] = await this.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.id, transferId));
    if (!row) throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `sandbox ach: unknown transfer ${transferId}`);
    return toTransfer(row);
  }

  /**
   * Sandbox only: the bank answers. A pending transfer becomes processed, or failed with R01 when the source account
   * is named R01 (or R03 when either account is named R03); then customer_transfer_completed or _failed is sent.
   */
  async settleTransfer(transferId: string): Promise<AchTransfer> {
    const [transfer] = await this.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.id, transferId));
    if (!transfer) throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `sandbox ach: unknown transfer ${transferId}`);
    if (transfer.status !== 'pending') return toTransfer(transfer);
    const names = await this.db
      .select({ id: sandboxFundingSources.id, name: sandboxFundingSources.name })
      .from(sandboxFundingSources)
      .where(inArray(sandboxFundingSources.id, [transfer.sourceFundingSourceId, transfer.destinationFundingSourceId]));
    const nameOf = (id: string) => names.find((n) => n.id === id)?.name.trim().toUpperCase();
    const code =
      nameOf(transfer.sourceFundingSourceId) === 'R01'
        ? 'R01'
        : [transfer.sourceFundingSourceId, transfer.destinationFundingSourceId].some((id) => nameOf(id) === 'R03')
          ? 'R03'
          : undefined;
    const [row] = await this.db
      .update(sandboxTransfers)
      .set(code ? { status: 'failed', failureCode: code, failureReason: SANDBOX_RETURN_CODES[code] } : { status: 'processed' })
      .where(and(eq(sandboxTransfers.id, transferId), eq(sandboxTransfers.status, 'pending')))
      .returning();
    if (!row) return this.getTransfer(transferId);
    await this.emit(code ? 'customer_transfer_failed' : 'customer_transfer_completed', row.id);
    return toTransfer(row);
  }

  /** Settles every pending transfer whose time has come (the development timer calls this). */
  async settleDueTransfers(now = new Date()) {
    const due = await this.db
      .select({ id: sandboxTransfers.id })
      .from(sandboxTransfers)
      .where(and(eq(sandboxTransfers.status, 'pending'), lte(sandboxTransfers.settleAfter, now)));
    for (const { id } of due) await this.settleTransfer(id);
    return due.length;
  }

  /** Starts the timer that settles transfers in development; returns its stop function. */
  startAutoSettlement(intervalMs: number, log: SandboxLog) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.settleDueTransfers()
        .catch((error) => log('sandbox transfer settlement failed', error))
        .finally(() => (running = false));
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  parseWebhook(rawBody: string, signatureHeader: string | undefined): AchWebhookEvent {
    if (!signatureHeader) throw new WebhookSignatureError('Missing X-Request-Signature-SHA-256 header');
    const expected = createHmac('sha256', this.webhookSecret).update(rawBody).digest();
    const given = /^[0-9a-f]{64}$/i.test(signatureHeader.trim()) ? Buffer.from(signatureHeader.trim(), 'hex') : Buffer.alloc(0);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('Invalid signature');
    return toWebhookEvent(rawBody);
  }

  /** A Dwolla-shaped, Dwolla-signed event, as the sandbox sends it (tests use it to replay or forge deliveries). */
  signEvent(topic: string, resourceId: string) {
    const rawBody = JSON.stringify({ id: newUuid(), resourceId, topic, timestamp: new Date().toISOString(), _links: {} });
    return { rawBody, signature: createHmac('sha256', this.webhookSecret).update(rawBody).digest('hex') };
  }

  private async emit(topic: string, resourceId: string) {
    const { rawBody, signature } = this.signEvent(topic, resourceId);
    await this.webhooks.send(rawBody, signature);
  }

  private async readUsableSource(id: string): Promise<FundingSourceRow> {
    const [row] = await this.db.select().from(sandboxFundingSources).where(eq(sandboxFundingSources.id, id));
    if (!row || row.removed) throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `sandbox ach: funding source ${id} unknown or removed`);
    return row;
  }
}

function isAdultBirthDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const eighteen = new Date(date);
  eighteen.setUTCFullYear(eighteen.getUTCFullYear() + 18);
  return eighteen <= new Date() && date.getUTCFullYear() >= 1900;
}

function toFundingSource(row: FundingSourceRow): AchFundingSource {
  return { id: row.id, name: row.name, bankName: row.bankName, mask: row.mask, status: row.status === 'verified' ? 'verified' : 'unverified', removed: row.removed };
}

/**
 * Dwolla's rules for a facilitator fee: charged to the source or the destination customer of the transfer, at least
 * 1 cent, and at most half the transfer amount (Dwolla's limit for an application not approved for more).
 */
function assertFee(fee: AchTransferFee | undefined, amountCents: number, customerIds: string[]) {
  if (!fee) return;
  const problem =
    !customerIds.includes(fee.chargeToCustomerId) ? `/fees/0/_links/charge-to/href ${fee.chargeToCustomerId} is neither the source nor the destination customer`
    : !Number.isSafeInteger(fee.amountCents) || fee.amountCents < 1 ? `/fees/0/amount/value must be positive integer cents, got ${fee.amountCents}`
    : fee.amountCents * 2 > amountCents ? `/fees/0/amount/value ${fee.amountCents} exceeds 50% of the transfer amount ${amountCents}`
    : undefined;
  if (problem) throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `sandbox ach: ValidationError ${problem}`);
}

function toTransfer(row: TransferRow): AchTransfer {
  return {
    id: row.id,
    status: row.status as AchTransferStatus,
    amountCents: row.amountCents,
    ...(row.failureCode ? { failureCode: row.failureCode, failureReason: row.failureReason ?? '' } : {}),
    // the fee is shown with its transfer, as Dwolla links a transfer to its fees (GET /transfers/{id}/fees)
    ...(row.feeCents > 0 && row.feeChargeToCustomerId ? { fee: { amountCents: row.feeCents, chargeToCustomerId: row.feeChargeToCustomerId } } : {}),
  };
}
