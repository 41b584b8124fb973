import { PaymentProviderError, type BankLinkProvider } from '../providers';

export interface PlaidBankLinkProviderOptions {
  clientId: string;
  secret: string;
  environment: 'sandbox' | 'production';
  /** Another origin for Plaid's API (a local fake in tests), through the SDK's basePath. */
  apiUrl?: string;
  /** Per-request time limit; axios (under the SDK) waits forever by default. */
  timeoutMs?: number;
}

export const PLAID_GENERIC_MESSAGE = 'The bank could not be linked. Please try again.';
export const PLAID_UNAVAILABLE_MESSAGE = 'The bank-linking service did not answer in time. Please try again in a few minutes.';

/**
 * Plaid Link for the bank picker, and Plaid processor tokens so that Dwolla can debit and credit the chosen account.
 * The SDK is imported here, where Plaid is configured: a server on the sandbox never loads it (0.4-0.5 s of CPU at
 * each start, measured on the slow test machine).
 */
export async function createPlaidBankLinkAdapter(options: PlaidBankLinkProviderOptions): Promise<BankLinkProvider> {
  const { Configuration, CountryCode, PlaidApi, PlaidEnvironments, ProcessorTokenCreateRequestProcessorEnum, Products } = await import('plaid');
  const plaid = new PlaidApi(
    new Configuration({
      basePath: options.apiUrl?.replace(/\/+$/, '') ?? PlaidEnvironments[options.environment],
      baseOptions: { headers: { 'PLAID-CLIENT-ID': options.clientId, 'PLAID-SECRET': options.secret }, timeout: options.timeoutMs ?? 20_000 },
    }),
  );

  return {
    kind: 'plaid',

    async createLinkToken({ clientUserId, clientName }) {
      const { data } = await call(() =>
        plaid.linkTokenCreate({
          client_name: clientName,
          language: 'en',
          country_codes: [CountryCode.Us],
          user: { client_user_id: clientUserId },
          // Auth gives the account and routing numbers that a processor token hands to Dwolla.
          products: [Products.Auth],
        }),
      );
      return { linkToken: data.link_token };
    },

    async exchangePublicToken(publicToken) {
      const { data } = await call(() => plaid.itemPublicTokenExchange({ public_token: publicToken }));
      return { accessToken: data.access_token, itemId: data.item_id };
    },

    async getAccount(accessToken, accountId) {
      const { data } = await call(() => plaid.accountsGet({ access_token: accessToken, options: { account_ids: [accountId] } }));
      const account = data.accounts.find((candidate) => candidate.account_id === accountId);
      if (!account) throw new PaymentProviderError(PLAID_GENERIC_MESSAGE, `plaid: accounts/get did not return account ${accountId}`);
      let institutionName = data.item.institution_name ?? '';
      if (!institutionName && data.item.institution_id) {
        // Items from before Plaid named the institution on accounts/get: ask for the institution itself.
        const institution = await call(() => plaid.institutionsGetById({ institution_id: data.item.institution_id!, country_codes: [CountryCode.Us] }));
        institutionName = institution.data.institution.name;
      }
      return { accountId, name: account.name, mask: account.mask ?? '', institutionName };
    },

    async createProcessorToken({ accessToken, accountId }) {
      const { data } = await call(() =>
        plaid.processorTokenCreate({ access_token: accessToken, account_id: accountId, processor: ProcessorTokenCreateRequestProcessorEnum.Dwolla }),
      );
      return { processorToken: data.processor_token };
    },
  };
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toPlaidProviderError(error);
  }
}

interface PlaidErrorBody {
  error_type?: string;
  error_code?: string;
  error_message?: string;
  display_message?: string | null;
  request_id?: string;
}

/**
 * The SDK rejects with axios errors: `response.data` holds Plaid's error object, and no response means Plaid did
 * not answer. Plaid's display_message is written for the user when it has one; the rest goes to the log.
 */
export function toPlaidProviderError(error: unknown): PaymentProviderError {
  const raw = (error ?? {}) as { response?: { status?: number; data?: unknown }; code?: string; message?: string };
  if (!raw.response) {
    return new PaymentProviderError(PLAID_UNAVAILABLE_MESSAGE, `plaid unavailable${raw.code ? ` ${raw.code}` : ''}: ${raw.message ?? String(error)}`, true);
  }
  const status = raw.response.status ?? 0;
  const body = (typeof raw.response.data === 'object' && raw.response.data !== null ? raw.response.data : {}) as PlaidErrorBody;
  const detail = `plaid ${body.error_type ?? 'error'}/${body.error_code ?? '?'} (${status})${body.request_id ? ` ${body.request_id}` : ''}: ${body.error_message ?? raw.message}`;
  if (status >= 500 || body.error_type === 'API_ERROR') {
    return new PaymentProviderError(body.display_message || PLAID_UNAVAILABLE_MESSAGE, detail, true);
  }
  return new PaymentProviderError(body.display_message || PLAID_GENERIC_MESSAGE, detail);
}
