import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Client } from 'dwolla-v2';
import {
  PaymentProviderError,
  pickPersonalCustomerDetails,
  WebhookSignatureError,
  type AchCustomerStatus,
  type AchFundingSource,
  type AchProvider,
  type AchTransfer,
  type AchTransferFee,
  type AchTransferStatus,
} from '../providers';
import { DWOLLA_GENERIC_MESSAGE, DwollaDuplicateError, toAchProviderError } from './dwolla-errors';
import { toWebhookEvent } from './dwolla-webhook-event';

export interface DwollaAchProviderOptions {
  key: string;
  secret: string;
  environment: 'sandbox' | 'production';
  /** The secret of our webhook subscription: Dwolla signs each delivery with it. */
  webhookSecret: string;
  /** Another origin for Dwolla's API (a local fake in tests). */
  apiUrl?: string;
  /** Per-request time limit; the SDK itself has none. */
  timeoutMs?: number;
}

type DwollaBody = Record<string, unknown> & { _links?: Record<string, { href: string } | undefined> };

const CUSTOMER_STATUSES = new Set<string>(['unverified', 'retry', 'document', 'verified', 'suspended', 'deactivated']);
const TRANSFER_STATUSES = new Set<string>(['pending', 'processed', 'failed', 'cancelled']);

/**
 * Dwolla's bank transfers for personal verified customers, their banks linked through Plaid processor tokens, and the
 * platform's own (master account's) balance, which holds escrow between the poster's bank and the seller's. The SDK
 * is imported here, where Dwolla is configured: a server on the sandbox never loads it.
 */
export async function createDwollaAchAdapter(options: DwollaAchProviderOptions): Promise<AchProvider> {
  const { Client } = await import('dwolla-v2');
  const client = new Client({ key: options.key, secret: options.secret, environment: options.environment });
  if (options.apiUrl) pointClientAt(client, options.apiUrl);
  const apiUrl = (client as unknown as { apiUrl: string }).apiUrl;
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call<T>(request: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error(`no answer from Dwolla within ${timeoutMs} ms`), { timeout: true })), timeoutMs);
    });
    try {
      return await Promise.race([Promise.resolve(request()), timeout]);
    } catch (error) {
      throw toAchProviderError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  const get = async (path: string, query?: Record<string, string>) => (await call(() => client.get(path, query))).body as DwollaBody;
  /** A create answers 201 with the new resource's address in Location and no body: read it back. */
  async function create(path: string, body: object, idempotencyKey: string) {
    const response = await call(() => client.post(path, body, { 'Idempotency-Key': idempotencyKey }));
    const location = response.headers.get('location');
    if (!location) throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `dwolla: ${path} answered ${response.status} without a Location header`);
    return location;
  }

  /** The master account's balance funding source, looked up once per adapter: it never changes. */
  let platformBalance: Promise<string> | undefined;
  function platformBalanceId() {
    platformBalance ??= findPlatformBalance().catch((error: unknown) => {
      platformBalance = undefined;
      throw error;
    });
    return platformBalance;
  }
  /** The root names the application's account (GET /); its funding sources include the one of type 'balance'. */
  async function findPlatformBalance() {
    const account = (await get('/'))._links?.account?.href;
    if (!account) throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, 'dwolla: the API root names no account (an application token is needed)');
    const body = await get(`${account}/funding-sources`, { removed: 'false' });
    const sources = (body._embedded as { 'funding-sources'?: DwollaBody[] } | undefined)?.['funding-sources'] ?? [];
    const balance = sources.find((source) => source.type === 'balance' && source.removed !== true);
    if (!balance) throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `dwolla: ${account} has no balance funding source`);
    return String(balance.id);
  }

  async function readTransfer(href: string): Promise<AchTransfer> {
    const body = await get(href);
    const transfer = toTransfer(body);
    const failure = body._links?.failure?.href;
    if (transfer.status === 'failed' && failure) {
      const reason = await get(failure);
      transfer.failureCode = String(reason.code ?? '');
      transfer.failureReason = String(reason.description ?? '');
    }
    const fees = body._links?.fees?.href;
    if (fees) {
      const fee = toFee((await get(fees)).transactions);
      if (fee) transfer.fee = fee;
    }
    return transfer;
  }

  return {
    kind: 'dwolla',

    async createPersonalVerifiedCustomer(input) {
      // The date of birth and SSN travel in this body only; nothing here keeps or logs them.
      const location = await create('/customers', { type: 'personal', ...pickPersonalCustomerDetails(input) }, input.idempotencyKey);
      const customer = await get(location);
      return { customerId: String(customer.id), status: toCustomerStatus(customer.status) };
    },

    async getCustomerStatus(customerId) {
      return toCustomerStatus((await get(`/customers/${segment(customerId)}`)).status);
    },

    async createFundingSource({ customerId, processorToken, name, idempotencyKey }) {
      let location: string;
      try {
        location = await create(
          `/customers/${segment(customerId)}/funding-sources`,
          { plaidToken: processorToken, name: name.slice(0, 50), bankAccountType: 'checking' },
          idempotencyKey,
        );
      } catch (error) {
        // The same bank linked again: Dwolla points at the funding source it already has, which is the one we want.
        const existing = error instanceof DwollaDuplicateError ? error.existingHref : undefined;
        if (!existing) throw error;
        location = existing;
      }
      return toFundingSource(await get(location));
    },

    async listFundingSources(customerId) {
      const body = await get(`/customers/${segment(customerId)}/funding-sources`);
      const embedded = (body._embedded as { 'funding-sources'?: DwollaBody[] } | undefined)?.['funding-sources'] ?? [];
      // A verified customer's Dwolla balance is listed too; only bank accounts are funding sources to us.
      return embedded.filter((source) => source.type === 'bank').map(toFundingSource);
    },

    async removeFundingSource(fundingSourceId) {
      await call(() => client.post(`/funding-sources/${segment(fundingSourceId)}`, { removed: true }));
    },

    async getPlatformBalance() {
      return { fundingSourceId: await platformBalanceId() };
    },

    async createTransfer(input) {
      // Dwolla refuses metadata on a transfer to or from a balance ('Metadata not supported for this type of transfer.')
      const hasMetadata = Object.keys(input.metadata).length > 0;
      const balance = hasMetadata ? await platformBalanceId() : undefined;
      const withBalance = balance !== undefined && (input.sourceFundingSourceId === balance || input.destinationFundingSourceId === balance);
      const location = await create(
        '/transfers',
        {
          _links: {
            source: { href: `${apiUrl}/funding-sources/${segment(input.sourceFundingSourceId)}` },
            destination: { href: `${apiUrl}/funding-sources/${segment(input.destinationFundingSourceId)}` },
          },
          amount: { currency: 'USD', value: toDollars(input.amountCents) },
          // Dwolla's facilitator fee: a transfer of its own from the charged customer into our master account
          ...(input.fee
            ? { fees: [{ _links: { 'charge-to': { href: `${apiUrl}/customers/${segment(input.fee.chargeToCustomerId)}` } }, amount: { value: toDollars(input.fee.amountCents), currency: 'USD' } }] }
            : {}),
          ...(hasMetadata && !withBalance ? { metadata: input.metadata } : {}),
        },
        input.idempotencyKey,
      );
      return readTransfer(location);
    },

    async getTransfer(transferId) {
      return readTransfer(`/transfers/${segment(transferId)}`);
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('Missing X-Request-Signature-SHA-256 header');
      const expected = createHmac('sha256', options.webhookSecret).update(rawBody).digest();
      const given = /^[0-9a-f]{64}$/i.test(signatureHeader.trim()) ? Buffer.from(signatureHeader.trim(), 'hex') : Buffer.alloc(0);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('Invalid Dwolla signature');
      return toWebhookEvent(rawBody);
    },
  };
}

/**
 * The SDK has no base-URL option: it reads the API and token addresses from these client fields on every request,
 * so setting them points it at another origin (a local fake in tests) with the SDK's own request code unchanged.
 */
function pointClientAt(client: Client, apiUrl: string) {
  const origin = apiUrl.replace(/\/+$/, '');
  Object.assign(client, { apiUrl: origin, tokenUrl: `${origin}/token` });
}

/** Our ids become one path segment, never a path of their own. */
function segment(id: string) {
  return encodeURIComponent(id);
}

/** Integer cents to Dwolla's decimal string ('103.30'), without floating-point arithmetic. */
export function toDollars(cents: number) {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new PaymentProviderError(DWOLLA_GENERIC_MESSAGE, `dwolla: amount must be positive integer cents, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function toCents(value: unknown) {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : 0;
}

/** Dwolla's 'kba' (knowledge-based questions pending) asks the customer for more, as 'retry' does. */
function toCustomerStatus(status: unknown): AchCustomerStatus {
  if (status === 'kba') return 'retry';
  return CUSTOMER_STATUSES.has(String(status)) ? (status as AchCustomerStatus) : 'unverified';
}

/** Dwolla does not return an account's digits: the mask is left empty here and comes from the bank-linking provider. */
function toFundingSource(body: DwollaBody): AchFundingSource {
  return {
    id: String(body.id),
    name: String(body.name ?? ''),
    bankName: String(body.bankName ?? ''),
    mask: '',
    status: body.status === 'verified' ? 'verified' : 'unverified',
    removed: body.removed === true,
  };
}

function toTransfer(body: DwollaBody): AchTransfer {
  const status = String(body.status);
  return {
    id: String(body.id),
    // A status newer than this code is neither a success nor a failure yet.
    status: TRANSFER_STATUSES.has(status) ? (status as AchTransferStatus) : 'pending',
    amountCents: toCents((body.amount as { value?: unknown } | undefined)?.value),
  };
}

/**
 * The facilitator fees of a transfer (GET /transfers/{id}/fees: each fee is a transfer from the charged customer,
 * `created-from-transfer` ours). We charge one fee to one customer; several are summed, as they are one fee to us.
 */
function toFee(transactions: unknown): AchTransferFee | undefined {
  const list = Array.isArray(transactions) ? (transactions as DwollaBody[]) : [];
  if (list.length === 0) return undefined;
  const chargeTo = list[0]!._links?.source?.href ?? '';
  return {
    amountCents: list.reduce((sum, fee) => sum + toCents((fee.amount as { value?: unknown } | undefined)?.value), 0),
    chargeToCustomerId: decodeURIComponent(chargeTo.split('/').at(-1) ?? ''),
  };
}
