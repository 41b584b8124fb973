import { createHmac, randomUUID } from 'node:crypto';
import { startFakeServer, type FakeRequest, type FakeResponse } from './fake-http';

/**
 * Test support: a local stand-in for the parts of Dwolla's v2 API that the bank-transfer adapter calls, with
 * Dwolla's shapes and sandbox rules: an OAuth client-credentials token from POST /token, then Bearer tokens and the
 * `application/vnd.dwolla.v1.hal+json` Accept header on every call; HAL+JSON bodies with `_links`/`_embedded`;
 * creates answer 201 with an empty body and a Location header; errors are `{ code, message, _embedded.errors[] }`;
 * an Idempotency-Key replays the first response. Sandbox simulations: a customer's firstName 'retry', 'kba',
 * 'document' or 'suspended' gives that status, and a transfer from a funding source named 'R01' (or to one named
 * 'R03') fails with that return code when `processTransfers()` runs (Dwolla's POST /sandbox-simulations).
 *
 * The application's own account (the master account): the root (GET /) links to it, and GET /accounts/{id}/funding-sources
 * lists its bank and its balance (type 'balance', name 'Balance'). The balance can be a transfer's source or
 * destination: it holds what processed transfers (and facilitator fees) brought in, less the pending or processed
 * transfers out of it; a transfer beyond that is refused with InsufficientFunds on /_links/source/href, and a transfer
 * to or from it refuses metadata ('Metadata not supported for this type of transfer.'), as Dwolla answers.
 */
type Hal = Record<string, unknown> & { id: string };

const HAL = 'application/vnd.dwolla.v1.hal+json';
const RETURN_CODES: Record<string, { description: string; explanation: string }> = {
  R01: { description: 'Insufficient Funds', explanation: 'Available balance is not sufficient to cover the dollar value of the debit entry.' },
  R03: { description: 'No Account/Unable to Locate Account', explanation: 'The account number does not correspond to the individual identified.' },
};
const SANDBOX_STATUSES = new Set(['retry', 'kba', 'document', 'suspended']);
/** The application's own Dwolla account (the master account), where facilitator fees arrive. */
export const MASTER_ACCOUNT_ID = 'a0b1c2d3-0000-4000-8000-00000000fee5';
/** The master account's Dwolla balance and its bank, as its funding sources list them. */
export const MASTER_BALANCE_ID = 'a0b1c2d3-0000-4000-8000-0000ba1a0ce0';
export const MASTER_BANK_ID = 'a0b1c2d3-0000-4000-8000-00000000ba4c';

interface FakeFee {
  id: string;
  transferId: string;
  chargeToCustomerId: string;
  amountCents: number;
  status: 'pending' | 'processed' | 'cancelled';
  created: string;
}

class DwollaFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const notFound = (what: string) => new DwollaFailure(404, { code: 'NotFound', message: `${what} not found.` });
function validation(errors: Array<{ code: string; message: string; path: string; about?: string }>) {
  return new DwollaFailure(400, {
    code: 'ValidationError',
    message: 'Validation error(s) present. See embedded errors list for more details.',
    _embedded: { errors: errors.map(({ about, ...e }) => ({ ...e, _links: about ? { about: { href: about } } : {} })) },
  });
}

export interface FakeDwollaOptions {
  key: string;
  secret: string;
  webhookSecret: string;
}

export async function startFakeDwolla(options: FakeDwollaOptions) {
  const customers = new Map<string, Hal>();
  /** Customers' banks, and the master account's bank and balance (customerId '': the account's own). */
  const fundingSources = new Map<string, Hal & { customerId: string; fingerprint: string }>();
  const accountCreated = new Date().toISOString();
  for (const [id, type, name] of [[MASTER_BALANCE_ID, 'balance', 'Balance'], [MASTER_BANK_ID, 'bank', 'HomeBid Operating']] as const) {
    fundingSources.set(id, {
      id, customerId: '', fingerprint: id, status: 'verified', type, name, created: accountCreated, removed: false,
      channels: type === 'bank' ? ['ach'] : [], ...(type === 'bank' ? { bankAccountType: 'checking', bankName: 'First Platypus Bank' } : {}),
    });
  }
  const transfers = new Map<string, Hal & { sourceId: string; destinationId: string; failureCode?: string }>();
  /** Facilitator fees: each its own transfer from the charged customer into the master account (what was charged). */
  const fees = new Map<string, FakeFee>();
  /** Processor tokens Plaid would vouch for: token → the bank account behind it. */
  const processorTokens = new Map<string, { bankName: string; accountKey: string }>();
  const tokens = new Set<string>();
  const idempotent = new Map<string, FakeResponse>();
  let base = '';

  const href = (path: string) => ({ href: `${base}${path}` });
  const idFromHref = (value: unknown, kind: string) => {
    const match = typeof value === 'string' ? new RegExp(`^${base}/${kind}/([^/]+)$`).exec(value) : null;
    return match?.[1];
  };

  function createCustomer(body: Record<string, unknown>): FakeResponse {
    const errors: Array<{ code: string; message: string; path: string; about?: string }> = [];
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
    for (const name of ['firstName', 'lastName', 'email', 'type']) if (!text(name)) errors.push({ code: 'Required', message: `${name} required.`, path: `/${name}` });
    if (body.type === 'personal') {
      for (const name of ['address1', 'city', 'state', 'postalCode', 'dateOfBirth', 'ssn']) {
        if (!text(name)) errors.push({ code: 'Required', message: `${name} required.`, path: `/${name}` });
      }
      if (text('state') && !/^[A-Z]{2}$/.test(text('state'))) errors.push({ code: 'Invalid', message: 'Invalid parameter.', path: '/state' });
      if (text('postalCode') && !/^\d{5}(-\d{4})?$/.test(text('postalCode'))) errors.push({ code: 'Invalid', message: 'Invalid parameter.', path: '/postalCode' });
      if (text('ssn') && !/^(\d{4}|\d{9})$/.test(text('ssn'))) errors.push({ code: 'Invalid', message: 'Invalid parameter.', path: '/ssn' });
      const born = /^\d{4}-\d{2}-\d{2}$/.test(text('dateOfBirth')) ? new Date(`${text('dateOfBirth')}T00:00:00Z`) : undefined;
      const adultSince = new Date();
      adultSince.setUTCFullYear(adultSince.getUTCFullYear() - 18);
      if (text('dateOfBirth') && (!born || Number.isNaN(born.getTime()) || born > adultSince)) {
        errors.push({ code: 'Invalid', message: 'The date of birth must be a valid date for someone at least 18 years old.', path: '/dateOfBirth' });
      }
    }
    const existing = [...customers.values()].find((c) => c.email === text('email').toLowerCase());
    if (existing) errors.push({ code: 'Duplicate', message: 'A customer with the specified email already exists.', path: '/email', about: `${base}/customers/${existing.id}` });
    if (errors.length > 0) throw validation(errors);

    const id = randomUUID();
    const firstName = text('firstName');
    customers.set(id, {
      id,
      firstName,
      lastName: text('lastName'),
      email: text('email').toLowerCase(),
      type: body.type,
      // Dwolla keeps the date of birth and SSN to itself: they are never part of a customer it returns.
      address1: text('address1'),
      city: text('city'),
      state: text('state'),
      postalCode: text('postalCode'),
      status: body.type === 'personal' ? (SANDBOX_STATUSES.has(firstName.toLowerCase()) ? firstName.toLowerCase() : 'verified') : 'unverified',
      created: new Date().toISOString(),
    });
    return { status: 201, headers: { location: `${base}/customers/${id}` } };
  }

  function showCustomer(id: string): Hal {
    const customer = customers.get(id);
    if (!customer) throw notFound('Customer');
    return { _links: { self: href(`/customers/${id}`), 'funding-sources': href(`/customers/${id}/funding-sources`) }, ...customer };
  }

  function createFundingSource(customerId: string, body: Record<string, unknown>): FakeResponse {
    const customer = customers.get(customerId);
    if (!customer) throw new DwollaFailure(404, { code: 'NotFound', message: 'Customer ID not found. Check Customer ID.' });
    if (customer.status === 'suspended' || customer.status === 'deactivated') {
      throw new DwollaFailure(403, { code: 'Forbidden', message: 'Not authorized to create funding source.' });
    }
    const errors: Array<{ code: string; message: string; path: string }> = [];
    const name = typeof body.name === 'string' ? body.name : '';
    if (!name) errors.push({ code: 'Required', message: 'Name required.', path: '/name' });
    if (name.length > 50) errors.push({ code: 'Invalid', message: 'Name must be 50 characters or less.', path: '/name' });
    if (!['checking', 'savings'].includes(String(body.bankAccountType))) errors.push({ code: 'Required', message: 'BankAccountType required.', path: '/bankAccountType' });
    const account = typeof body.plaidToken === 'string' ? processorTokens.get(body.plaidToken) : undefined;
    if (!account) errors.push({ code: 'Invalid', message: 'Invalid Plaid token.', path: '/plaidToken' });
    if (errors.length > 0 || !account) throw validation(errors);

    const duplicate = [...fundingSources.values()].find((f) => f.customerId === customerId && f.fingerprint === account.accountKey && !f.removed);
    if (duplicate) {
      throw new DwollaFailure(400, { code: 'DuplicateResource', message: `Bank already exists: id=${duplicate.id}`, _links: { about: href(`/funding-sources/${duplicate.id}`) } });
    }
    const id = randomUUID();
    fundingSources.set(id, {
      id, customerId, fingerprint: account.accountKey, status: 'verified', type: 'bank', bankAccountType: body.bankAccountType, name,
      created: new Date().toISOString(), removed: false, channels: ['ach'], bankName: account.bankName,
    });
    return { status: 201, headers: { location: `${base}/funding-sources/${id}` } };
  }

  function showFundingSource(id: string): Hal {
    const source = fundingSources.get(id);
    if (!source) throw notFound('Funding source');
    const { customerId, fingerprint, ...visible } = source;
    if (!customerId) {
      // the master account's own: linked to the account, and a balance shows no bank fingerprint
      const links = { self: href(`/funding-sources/${id}`), account: href(`/accounts/${MASTER_ACCOUNT_ID}`), ...(source.type === 'balance' ? { 'with-available-balance': href(`/funding-sources/${id}`) } : {}) };
      return { _links: links, ...visible };
    }
    return { _links: { self: href(`/funding-sources/${id}`), customer: href(`/customers/${customerId}`) }, ...visible, fingerprint: fingerprint.slice(0, 8) };
  }

  function showRoot() {
    return {
      _links: {
        self: href('/'), account: href(`/accounts/${MASTER_ACCOUNT_ID}`), customers: href('/customers'),
        events: href('/events'), 'webhook-subscriptions': href('/webhook-subscriptions'),
      },
    };
  }

  function showAccount(id: string) {
    if (id !== MASTER_ACCOUNT_ID) throw notFound('Account');
    return {
      _links: { self: href(`/accounts/${id}`), 'funding-sources': href(`/accounts/${id}/funding-sources`), transfers: href(`/accounts/${id}/transfers`), customers: href('/customers') },
      id, name: 'HomeBid',
    };
  }

  function listAccountFundingSources(id: string, query: URLSearchParams) {
    if (id !== MASTER_ACCOUNT_ID) throw notFound('Account');
    let list = [...fundingSources.values()].filter((f) => !f.customerId).map((f) => showFundingSource(f.id));
    if (query.get('removed') === 'false') list = list.filter((f) => !f.removed);
    return { _links: { self: href(`/accounts/${id}/funding-sources`) }, _embedded: { 'funding-sources': list } };
  }

  /**
   * The master balance's available cents: processed transfers into it and processed facilitator fees (Dwolla collects
   * them in the master account's balance), less the pending or processed transfers out of it.
   */
  function masterBalanceCents() {
    const cents = (transfer: Hal) => Math.round(Number((transfer.amount as { value: string }).value) * 100);
    let total = [...fees.values()].filter((f) => f.status === 'processed').reduce((sum, f) => sum + f.amountCents, 0);
    for (const transfer of transfers.values()) {
      if (transfer.destinationId === MASTER_BALANCE_ID && transfer.status === 'processed') total += cents(transfer);
      if (transfer.sourceId === MASTER_BALANCE_ID && (transfer.status === 'pending' || transfer.status === 'processed')) total -= cents(transfer);
    }
    return total;
  }

  function listFundingSources(customerId: string, query: URLSearchParams) {
    const customer = customers.get(customerId);
    if (!customer) throw new DwollaFailure(404, { code: 'NotFound', message: 'Customer not found.' });
    let list = [...fundingSources.values()].filter((f) => f.customerId === customerId).map((f) => showFundingSource(f.id));
    if (customer.status === 'verified') {
      // A verified customer has a Dwolla balance, listed among its funding sources (type 'balance').
      list = [{ _links: { self: href(`/funding-sources/balance-${customerId}`) }, id: `balance-${customerId}`, status: 'verified', type: 'balance', name: 'Balance', created: customer.created, removed: false, channels: [] }, ...list];
    }
    if (query.get('removed') === 'false') list = list.filter((f) => !f.removed);
    return { _links: { self: href(`/customers/${customerId}/funding-sources`), customer: href(`/customers/${customerId}`) }, _embedded: { 'funding-sources': list } };
  }

  function createTransfer(body: Record<string, unknown>): FakeResponse {
    const links = (body._links ?? {}) as Record<string, { href?: unknown } | undefined>;
    const amount = (body.amount ?? {}) as { value?: unknown; currency?: unknown };
    const sourceId = idFromHref(links.source?.href, 'funding-sources');
    const destinationId = idFromHref(links.destination?.href, 'funding-sources');
    const errors: Array<{ code: string; message: string; path: string }> = [];
    const source = sourceId ? fundingSources.get(sourceId) : undefined;
    const destination = destinationId ? fundingSources.get(destinationId) : undefined;
    if (!source || source.removed) errors.push({ code: 'Invalid', message: 'Invalid funding source.', path: '/_links/source/href' });
    if (!destination || destination.removed) errors.push({ code: 'Invalid', message: 'Invalid funding source.', path: '/_links/destination/href' });
    if (typeof amount.value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(amount.value) || Number(amount.value) <= 0) {
      errors.push({ code: 'Invalid', message: 'Invalid amount.', path: '/amount/value' });
    }
    if (amount.currency !== 'USD') errors.push({ code: 'Invalid', message: 'Invalid currency.', path: '/amount/currency' });
    if (errors.length > 0 || !source || !destination) throw validation(errors);
    const withBalance = source.type === 'balance' || destination.type === 'balance';
    if (withBalance && body.metadata !== undefined) throw validation([{ code: 'Invalid', message: 'Metadata not supported for this type of transfer.', path: '/metadata' }]);
    if (source.id === MASTER_BALANCE_ID && Math.round(Number(amount.value) * 100) > masterBalanceCents()) {
      throw validation([{ code: 'InsufficientFunds', message: 'Insufficient funds.', path: '/_links/source/href' }]);
    }
    const charges = readFees(body.fees, source.customerId, destination.customerId, Math.round(Number(amount.value) * 100));

    const id = randomUUID();
    transfers.set(id, {
      id, sourceId: source.id, destinationId: destination.id, status: 'pending',
      amount: { value: Number(amount.value).toFixed(2), currency: 'USD' }, created: new Date().toISOString(),
      metadata: body.metadata ?? {}, clearing: { source: 'standard' },
    });
    for (const charge of charges) {
      const feeId = randomUUID();
      fees.set(feeId, { id: feeId, transferId: id, chargeToCustomerId: charge.customerId, amountCents: charge.cents, status: 'pending', created: new Date().toISOString() });
    }
    return { status: 201, headers: { location: `${base}/transfers/${id}` } };
  }

  /**
   * Dwolla's rules for the `fees` array of a transfer (facilitator fees): each fee's charge-to is the source or the
   * destination customer of the transfer, its amount a USD value of at least $0.01 in dollars and cents, and all the
   * fees together at most half the transfer amount (Dwolla's limit for an application not approved for more).
   */
  function readFees(value: unknown, sourceCustomerId: string, destinationCustomerId: string, transferCents: number) {
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw validation([{ code: 'Invalid', message: 'Invalid fees.', path: '/fees' }]);
    const errors: Array<{ code: string; message: string; path: string }> = [];
    const charges = value.map((fee: unknown, i) => {
      const { _links, amount } = (fee ?? {}) as { _links?: Record<string, { href?: unknown } | undefined>; amount?: { value?: unknown; currency?: unknown } };
      const customerId = idFromHref(_links?.['charge-to']?.href, 'customers');
      // the master account's side ('') is no customer to charge: it collects the fee
      if (!customerId || (customerId !== sourceCustomerId && customerId !== destinationCustomerId)) {
        errors.push({ code: 'Invalid', message: 'Fee charge-to must be the source or destination customer of the transfer.', path: `/fees/${i}/_links/charge-to/href` });
      }
      const valid = typeof amount?.value === 'string' && /^\d+\.\d{2}$/.test(amount.value);
      const cents = valid ? Math.round(Number(amount!.value) * 100) : 0;
      if (!valid || cents < 1) errors.push({ code: 'Invalid', message: 'Invalid fee amount: a value of at least 0.01 in dollars and cents.', path: `/fees/${i}/amount/value` });
      if (amount?.currency !== 'USD') errors.push({ code: 'Invalid', message: 'Invalid currency.', path: `/fees/${i}/amount/currency` });
      return { customerId: customerId ?? '', cents };
    });
    if (errors.length === 0 && charges.reduce((sum, c) => sum + c.cents, 0) * 2 > transferCents) {
      errors.push({ code: 'Invalid', message: 'The sum of fees cannot exceed 50% of the transfer amount.', path: '/fees/0/amount/value' });
    }
    if (errors.length > 0) throw validation(errors);
    return charges;
  }

  const feesOf = (transferId: string) => [...fees.values()].filter((f) => f.transferId === transferId);

  function showFee(fee: FakeFee): Hal {
    return {
      _links: {
        self: href(`/transfers/${fee.id}`), source: href(`/customers/${fee.chargeToCustomerId}`), destination: href(`/accounts/${MASTER_ACCOUNT_ID}`),
        'created-from-transfer': href(`/transfers/${fee.transferId}`),
      },
      id: fee.id, status: fee.status, amount: { value: (fee.amountCents / 100).toFixed(2), currency: 'usd' }, created: fee.created,
    };
  }

  function listFees(transferId: string) {
    if (!transfers.has(transferId)) throw notFound('Transfer');
    const list = feesOf(transferId).map(showFee);
    return { _links: { self: href(`/transfers/${transferId}/fees`) }, _embedded: { fees: list }, transactions: list, total: list.length };
  }

  function showTransfer(id: string): Hal {
    const transfer = transfers.get(id);
    if (!transfer) throw notFound('Transfer');
    const { sourceId, destinationId, failureCode, ...visible } = transfer;
    const links: Record<string, unknown> = {
      self: href(`/transfers/${id}`), source: href(`/funding-sources/${sourceId}`), destination: href(`/funding-sources/${destinationId}`),
    };
    if (failureCode) links.failure = href(`/transfers/${id}/failure`);
    if (feesOf(id).length > 0) links.fees = href(`/transfers/${id}/fees`);
    return { _links: links, ...visible };
  }

  function showFailure(id: string) {
    const transfer = transfers.get(id);
    if (!transfer?.failureCode) throw notFound('Failure');
    return { _links: { self: href(`/transfers/${id}/failure`) }, code: transfer.failureCode, ...RETURN_CODES[transfer.failureCode] };
  }

  function route(request: FakeRequest): FakeResponse {
    const { method, path } = request;
    if (method === 'POST' && path === '/token') {
      const form = new URLSearchParams(request.rawBody);
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_id') !== options.key || form.get('client_secret') !== options.secret) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Invalid client credentials.' } };
      }
      const token = randomUUID();
      tokens.add(token);
      return { status: 200, body: { access_token: token, token_type: 'bearer', expires_in: 3600 } };
    }
    if (!tokens.has(String(request.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      return { status: 401, body: { code: 'InvalidAccessToken', message: 'Invalid access token.' }, contentType: HAL };
    }
    if (request.headers.accept !== HAL) return { status: 406, body: { code: 'InvalidVersion', message: 'Missing or invalid API version.' }, contentType: HAL };

    const key = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    if (typeof key === 'string' && idempotent.has(key)) return idempotent.get(key)!;
    const body = request.rawBody ? (JSON.parse(request.rawBody) as Record<string, unknown>) : {};
    const response = dispatch(method, path.split('/').filter(Boolean), body, request.query);
    if (typeof key === 'string' && response.status < 500) idempotent.set(key, response);
    return response;
  }

  function dispatch(method: string, [collection, id, sub]: string[], body: Record<string, unknown>, query: URLSearchParams): FakeResponse {
    const ok = (value: unknown) => ({ status: 200, body: value, contentType: HAL });
    if (!collection && method === 'GET') return ok(showRoot());
    if (collection === 'accounts' && id && !sub && method === 'GET') return ok(showAccount(id));
    if (collection === 'accounts' && id && sub === 'funding-sources' && method === 'GET') return ok(listAccountFundingSources(id, query));
    if (collection === 'customers' && !id && method === 'POST') return createCustomer(body);
    if (collection === 'customers' && id && !sub && method === 'GET') return ok(showCustomer(id));
    if (collection === 'customers' && id && sub === 'funding-sources' && method === 'POST') return createFundingSource(id, body);
    if (collection === 'customers' && id && sub === 'funding-sources' && method === 'GET') return ok(listFundingSources(id, query));
    if (collection === 'funding-sources' && id && !sub && method === 'GET') return ok(showFundingSource(id));
    if (collection === 'funding-sources' && id && !sub && method === 'POST') {
      const source = fundingSources.get(id);
      if (!source) throw notFound('Funding source');
      if (body.removed === true) source.removed = true;
      return ok(showFundingSource(id));
    }
    if (collection === 'transfers' && !id && method === 'POST') return createTransfer(body);
    if (collection === 'transfers' && id && !sub && method === 'GET') return ok(showTransfer(id));
    if (collection === 'transfers' && id && sub === 'failure' && method === 'GET') return ok(showFailure(id));
    if (collection === 'transfers' && id && sub === 'fees' && method === 'GET') return ok(listFees(id));
    return { status: 404, body: { code: 'NotFound', message: 'The requested resource was not found.' }, contentType: HAL };
  }

  const server = await startFakeServer((request) => {
    try {
      return route(request);
    } catch (error) {
      if (error instanceof DwollaFailure) return { status: error.status, body: error.body, contentType: HAL };
      throw error;
    }
  });
  base = server.url;

  return {
    server,
    url: server.url,
    customers,
    fundingSources,
    transfers,
    fees,
    masterBalanceCents,
    /** What Plaid does for real: a processor token that lets Dwolla reach one bank account. */
    registerProcessorToken(token: string, account: { bankName: string; accountKey: string }) {
      processorTokens.set(token, account);
    },
    /** Dwolla's sandbox simulation: pending transfers settle, or fail with the code their source is named after. */
    processTransfers() {
      for (const transfer of transfers.values()) {
        if (transfer.status !== 'pending') continue;
        // Dwolla's sandbox: a source named R01 fails the debit, a destination named R03 fails the credit.
        const code = fundingSources.get(transfer.sourceId)?.name === 'R01' ? 'R01' : fundingSources.get(transfer.destinationId)?.name === 'R03' ? 'R03' : undefined;
        if (code) Object.assign(transfer, { status: 'failed', failureCode: code });
        else transfer.status = 'processed';
        // a fee moves with its transfer: no fee is charged on a failed one (Dwolla)
        for (const fee of feesOf(transfer.id)) fee.status = code ? 'cancelled' : 'processed';
      }
    },
    /** A webhook delivery as Dwolla signs it: hex HMAC-SHA256 of the raw body with the subscription's secret. */
    webhook(topic: string, resourcePath: string, secret = options.webhookSecret) {
      const id = randomUUID();
      const rawBody = JSON.stringify({
        id, resourceId: resourcePath.split('/').at(-1), topic, timestamp: new Date().toISOString(),
        _links: { self: href(`/events/${id}`), resource: href(resourcePath) }, created: new Date().toISOString(),
      });
      return { id, rawBody, signature: createHmac('sha256', secret).update(rawBody).digest('hex') };
    },
    stop: () => server.stop(),
  };
}

export type FakeDwolla = Awaited<ReturnType<typeof startFakeDwolla>>;
