import { randomBytes, randomUUID } from 'node:crypto';
import { startFakeServer, type FakeRequest, type FakeResponse } from './fake-http';

/**
 * Test support: a local stand-in for the parts of Plaid's API that the bank-linking adapter calls, with Plaid's
 * shapes and sandbox values: JSON POSTs authenticated by client_id/secret (PLAID-CLIENT-ID/PLAID-SECRET headers or
 * body fields), `{ error_type, error_code, error_message, display_message, request_id }` errors with HTTP 400, token
 * formats `link-sandbox-…`, `public-sandbox-…`, `access-sandbox-…`, `processor-sandbox-…`, and the sandbox
 * institutions and accounts (First Platypus Bank ins_109508 with Plaid Checking 0000, Plaid Saving 1111).
 * POST /sandbox/public_token/create plays the part of a user signing in to Link with user_good / pass_good.
 */
export const SANDBOX_INSTITUTIONS: Record<string, string> = {
  ins_109508: 'First Platypus Bank',
  ins_109509: 'First Gingham Credit Union',
  ins_109511: 'Tartan Bank',
};
const SANDBOX_ACCOUNTS = [
  { name: 'Plaid Checking', official_name: 'Plaid Gold Standard 0% Interest Checking', mask: '0000', type: 'depository', subtype: 'checking', current: 110 },
  { name: 'Plaid Saving', official_name: 'Plaid Silver Standard 0.1% Interest Saving', mask: '1111', type: 'depository', subtype: 'savings', current: 210 },
  { name: 'Plaid Credit Card', official_name: 'Plaid Diamond 12.5% APR Interest Credit Card', mask: '3333', type: 'credit', subtype: 'credit card', current: 410 },
];

class PlaidFailure extends Error {
  constructor(
    readonly errorType: string,
    readonly errorCode: string,
    message: string,
    readonly displayMessage: string | null = null,
  ) {
    super(message);
  }
}

const invalidInput = (code: string, message: string) => new PlaidFailure('INVALID_INPUT', code, message);
const missingField = (field: string) => new PlaidFailure('INVALID_REQUEST', 'MISSING_FIELDS', `the following required fields are missing: ${field}`);
const token = (kind: string) => `${kind}-sandbox-${randomUUID()}`;

interface Item {
  itemId: string;
  institutionId: string;
  accounts: Array<(typeof SANDBOX_ACCOUNTS)[number] & { account_id: string }>;
}

export async function startFakePlaid(options: {
  clientId: string;
  secret: string;
  /** Plaid tells the processor (Dwolla) which bank account a processor token opens; a test joins the two fakes here. */
  onProcessorToken?: (processorToken: string, account: { bankName: string; accountKey: string }) => void;
}) {
  const linkTokens = new Map<string, { clientUserId: string; clientName: string; products: unknown }>();
  const publicTokens = new Map<string, Item>();
  const accessTokens = new Map<string, Item>();
  /** processor token → the account it opens to the processor, as Dwolla would read it back from Plaid. */
  const processorTokens = new Map<string, { processor: string; accountId: string; accessToken: string }>();
  /** Plaid's accounts/get now names the institution on the item; older answers did not, which the adapter also handles. */
  const state = { itemInstitutionName: true };

  function requireFields(body: Record<string, unknown>, ...fields: string[]) {
    for (const field of fields) if (body[field] === undefined || body[field] === null || body[field] === '') throw missingField(field);
  }
  function itemFor(accessToken: unknown) {
    const item = typeof accessToken === 'string' ? accessTokens.get(accessToken) : undefined;
    if (!item) throw invalidInput('INVALID_ACCESS_TOKEN', 'provided access token is in an invalid format. expected format: access-<environment>-<identifier>');
    return item;
  }
  const toAccount = ({ current, ...account }: Item['accounts'][number]) => ({
    ...account, balances: { available: current - 10, current, iso_currency_code: 'USD', limit: null, unofficial_currency_code: null }, verification_status: null,
  });

  const handlers: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
    '/link/token/create': (body) => {
      requireFields(body, 'client_name', 'language', 'country_codes', 'user');
      const user = body.user as { client_user_id?: string };
      if (!user.client_user_id) throw missingField('user.client_user_id');
      const linkToken = token('link');
      linkTokens.set(linkToken, { clientUserId: user.client_user_id, clientName: String(body.client_name), products: body.products });
      return { link_token: linkToken, expiration: new Date(Date.now() + 4 * 3600_000).toISOString() };
    },
    '/sandbox/public_token/create': (body) => {
      requireFields(body, 'institution_id', 'initial_products');
      const institutionId = String(body.institution_id);
      if (!SANDBOX_INSTITUTIONS[institutionId]) throw invalidInput('INVALID_INSTITUTION', 'invalid institution_id provided');
      const publicToken = token('public');
      const accounts = SANDBOX_ACCOUNTS.map((account) => ({ ...account, account_id: randomBytes(16).toString('base64url') }));
      publicTokens.set(publicToken, { itemId: randomBytes(16).toString('base64url'), institutionId, accounts });
      return { public_token: publicToken };
    },
    '/item/public_token/exchange': (body) => {
      requireFields(body, 'public_token');
      const item = publicTokens.get(String(body.public_token));
      if (!item) throw invalidInput('INVALID_PUBLIC_TOKEN', 'provided public token is in an invalid format. expected format: public-<environment>-<identifier>');
      // A public token is good for one exchange.
      publicTokens.delete(String(body.public_token));
      const accessToken = token('access');
      accessTokens.set(accessToken, item);
      return { access_token: accessToken, item_id: item.itemId };
    },
    '/accounts/get': (body) => {
      requireFields(body, 'access_token');
      const item = itemFor(body.access_token);
      const wanted = (body.options as { account_ids?: string[] } | undefined)?.account_ids;
      const unknown = wanted?.find((id) => !item.accounts.some((a) => a.account_id === id));
      if (unknown) throw invalidInput('INVALID_ACCOUNT_ID', 'one or more of the account IDs is invalid');
      return {
        accounts: item.accounts.filter((a) => !wanted || wanted.includes(a.account_id)).map(toAccount),
        item: {
          item_id: item.itemId, institution_id: item.institutionId, webhook: null, error: null, available_products: ['balance'], billed_products: ['auth'],
          consent_expiration_time: null, update_type: 'background', ...(state.itemInstitutionName ? { institution_name: SANDBOX_INSTITUTIONS[item.institutionId] } : {}),
        },
      };
    },
    '/institutions/get_by_id': (body) => {
      requireFields(body, 'institution_id', 'country_codes');
      const name = SANDBOX_INSTITUTIONS[String(body.institution_id)];
      if (!name) throw invalidInput('INVALID_INSTITUTION', 'invalid institution_id provided');
      return { institution: { institution_id: body.institution_id, name, country_codes: ['US'], products: ['auth', 'balance', 'transactions'], routing_numbers: [], oauth: false } };
    },
    '/processor/token/create': (body) => {
      requireFields(body, 'access_token', 'account_id', 'processor');
      const item = itemFor(body.access_token);
      const account = item.accounts.find((a) => a.account_id === body.account_id);
      if (!account) throw invalidInput('INVALID_ACCOUNT_ID', 'the account ID is invalid');
      if (account.type !== 'depository') {
        throw new PlaidFailure('INVALID_INPUT', 'INVALID_ACCOUNT_ID', 'processor tokens can only be created for depository accounts', 'This account cannot be used for bank transfers.');
      }
      const processorToken = token('processor');
      processorTokens.set(processorToken, { processor: String(body.processor), accountId: account.account_id, accessToken: String(body.access_token) });
      options.onProcessorToken?.(processorToken, { bankName: SANDBOX_INSTITUTIONS[item.institutionId] ?? item.institutionId, accountKey: account.account_id });
      return { processor_token: processorToken };
    },
  };

  function handle(request: FakeRequest): FakeResponse {
    const requestId = randomBytes(8).toString('hex');
    const failure = (status: number, error: PlaidFailure) => ({
      status,
      body: { error_type: error.errorType, error_code: error.errorCode, error_message: error.message, display_message: error.displayMessage, request_id: requestId },
    });
    const handler = request.method === 'POST' ? handlers[request.path] : undefined;
    if (!handler) return failure(404, new PlaidFailure('INVALID_REQUEST', 'NOT_FOUND', 'the requested endpoint was not found'));
    const body = request.rawBody ? (JSON.parse(request.rawBody) as Record<string, unknown>) : {};
    const clientId = request.headers['plaid-client-id'] ?? body.client_id;
    const secret = request.headers['plaid-secret'] ?? body.secret;
    if (clientId !== options.clientId || secret !== options.secret) {
      return failure(400, invalidInput('INVALID_API_KEYS', 'invalid client_id or secret provided'));
    }
    try {
      return { status: 200, body: { ...handler(body), request_id: requestId } };
    } catch (error) {
      if (error instanceof PlaidFailure) return failure(400, error);
      throw error;
    }
  }

  const server = await startFakeServer(handle);
  return {
    server,
    url: server.url,
    linkTokens,
    accessTokens,
    processorTokens,
    state,
    /** Link's sandbox sign-in (user_good / pass_good) at one institution: the public token Link hands the browser. */
    async signInToLink(institutionId = 'ins_109508') {
      const publicToken = String(handlers['/sandbox/public_token/create']({ institution_id: institutionId, initial_products: ['auth'] }).public_token);
      const item = publicTokens.get(publicToken)!;
      return { publicToken, accounts: item.accounts.map((a) => ({ id: a.account_id, name: a.name, mask: a.mask, type: a.type })) };
    },
    stop: () => server.stop(),
  };
}

export type FakePlaid = Awaited<ReturnType<typeof startFakePlaid>>;
