import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDwollaAchAdapter } from '../dwolla/dwolla-ach-provider';
import { startFakeDwolla, type FakeDwolla } from '../../../../test/fakes/fake-dwolla';
import { startFakePlaid, type FakePlaid } from '../../../../test/fakes/fake-plaid';
import { PaymentProviderError, type BankLinkProvider } from '../providers';
import { createPlaidBankLinkAdapter, PLAID_GENERIC_MESSAGE } from './plaid-bank-link-provider';

const CLIENT_ID = 'plaid-client-id';
const SECRET = 'plaid-sandbox-secret';

let fake: FakePlaid;
let bankLink: BankLinkProvider;

beforeAll(async () => {
  fake = await startFakePlaid({ clientId: CLIENT_ID, secret: SECRET });
  bankLink = await createPlaidBankLinkAdapter({ clientId: CLIENT_ID, secret: SECRET, environment: 'sandbox', apiUrl: fake.url });
});
afterAll(() => fake.stop());

async function expectProviderError(promise: Promise<unknown>) {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

async function linkedItem(institutionId?: string) {
  const link = await fake.signInToLink(institutionId);
  const { accessToken, itemId } = await bankLink.exchangePublicToken(link.publicToken);
  return { ...link, accessToken, itemId };
}

describe('Plaid bank-linking adapter against the local fake', () => {
  it('creates a link token for the user with the credentials in headers and the Plaid-Version the SDK pins', async () => {
    const { linkToken } = await bankLink.createLinkToken({ clientUserId: 'user-1', clientName: 'HomeBid' });
    expect(linkToken).toMatch(/^link-sandbox-/);
    expect(fake.linkTokens.get(linkToken)).toEqual({ clientUserId: 'user-1', clientName: 'HomeBid', products: ['auth'] });
    const sent = fake.server.requests.find((r) => r.path === '/link/token/create')!;
    expect(sent.headers).toMatchObject({ 'plaid-client-id': CLIENT_ID, 'plaid-secret': SECRET, 'plaid-version': '2020-09-14' });
    expect(JSON.parse(sent.rawBody)).toMatchObject({ language: 'en', country_codes: ['US'], user: { client_user_id: 'user-1' } });
  });

  it('exchanges a public token once and names the chosen account, its bank and last four digits', async () => {
    const link = await fake.signInToLink('ins_109508');
    const { accessToken, itemId } = await bankLink.exchangePublicToken(link.publicToken);
    expect(accessToken).toMatch(/^access-sandbox-/);
    expect(itemId).toBeTruthy();
    const checking = link.accounts.find((a) => a.name === 'Plaid Checking')!;
    expect(await bankLink.getAccount(accessToken, checking.id)).toEqual({ accountId: checking.id, name: 'Plaid Checking', mask: '0000', institutionName: 'First Platypus Bank' });

    const reused = await expectProviderError(bankLink.exchangePublicToken(link.publicToken));
    expect(reused.message).toBe(PLAID_GENERIC_MESSAGE);
    expect(reused.detail).toContain('INVALID_INPUT/INVALID_PUBLIC_TOKEN (400)');
  });

  it("asks for the institution by id when the item does not name it", async () => {
    const item = await linkedItem('ins_109511');
    fake.state.itemInstitutionName = false;
    try {
      const saving = item.accounts.find((a) => a.name === 'Plaid Saving')!;
      expect(await bankLink.getAccount(item.accessToken, saving.id)).toMatchObject({ mask: '1111', institutionName: 'Tartan Bank' });
      expect(fake.server.requests.at(-1)?.path).toBe('/institutions/get_by_id');
    } finally {
      fake.state.itemInstitutionName = true;
    }
  });

  it('creates a processor token for Dwolla, and refuses an account that cannot take bank transfers', async () => {
    const item = await linkedItem();
    const checking = item.accounts.find((a) => a.type === 'depository')!;
    const { processorToken } = await bankLink.createProcessorToken({ accessToken: item.accessToken, accountId: checking.id });
    expect(processorToken).toMatch(/^processor-sandbox-/);
    expect(fake.processorTokens.get(processorToken)).toEqual({ processor: 'dwolla', accountId: checking.id, accessToken: item.accessToken });

    const card = item.accounts.find((a) => a.type === 'credit')!;
    const refused = await expectProviderError(bankLink.createProcessorToken({ accessToken: item.accessToken, accountId: card.id }));
    expect(refused.message).toBe('This account cannot be used for bank transfers.');
  });

  it("refuses another item's account, a forged access token and wrong keys", async () => {
    const mine = await linkedItem();
    const theirs = await linkedItem();
    const foreign = await expectProviderError(bankLink.getAccount(mine.accessToken, theirs.accounts[0]!.id));
    expect(foreign.detail).toContain('INVALID_ACCOUNT_ID');
    const forged = await expectProviderError(bankLink.createProcessorToken({ accessToken: 'access-sandbox-forged', accountId: mine.accounts[0]!.id }));
    expect(forged.detail).toContain('INVALID_ACCESS_TOKEN');
    const wrongKeys = await createPlaidBankLinkAdapter({ clientId: CLIENT_ID, secret: 'wrong', environment: 'sandbox', apiUrl: fake.url });
    const refused = await expectProviderError(wrongKeys.createLinkToken({ clientUserId: 'u', clientName: 'HomeBid' }));
    expect(refused).toMatchObject({ message: PLAID_GENERIC_MESSAGE, isUnavailable: false });
    expect(refused.detail).toContain('INVALID_API_KEYS');
  });

  it('reports a Plaid that does not answer in time, or at all, as unavailable', async () => {
    const impatient = await createPlaidBankLinkAdapter({ clientId: CLIENT_ID, secret: SECRET, environment: 'sandbox', apiUrl: fake.url, timeoutMs: 300 });
    fake.server.hang = true;
    try {
      const error = await expectProviderError(impatient.createLinkToken({ clientUserId: 'u', clientName: 'HomeBid' }));
      expect(error.isUnavailable).toBe(true);
      expect(error.detail).toMatch(/timeout/i);
    } finally {
      fake.server.hang = false;
    }
    const nowhere = await createPlaidBankLinkAdapter({ clientId: CLIENT_ID, secret: SECRET, environment: 'sandbox', apiUrl: 'http://127.0.0.1:9' });
    expect((await expectProviderError(nowhere.exchangePublicToken('public-sandbox-x'))).isUnavailable).toBe(true);
  });
});

describe('bank linking in four steps, Plaid and Dwolla adapters together', () => {
  let dwolla: FakeDwolla;
  beforeAll(async () => {
    dwolla = await startFakeDwolla({ key: 'k', secret: 's', webhookSecret: 'w' });
  });
  afterAll(() => dwolla.stop());

  it('link token, public-token exchange, processor token, funding source', async () => {
    const ach = await createDwollaAchAdapter({ key: 'k', secret: 's', environment: 'sandbox', webhookSecret: 'w', apiUrl: dwolla.url });
    const { customerId } = await ach.createPersonalVerifiedCustomer({
      firstName: 'Pat', lastName: 'Poster', email: 'pat@example.com', address1: '1 Main St', city: 'Providence', state: 'RI',
      postalCode: '02903', dateOfBirth: '1980-01-01', ssn: '1234', idempotencyKey: 'user:pat:ach-customer',
    });

    await bankLink.createLinkToken({ clientUserId: 'pat', clientName: 'HomeBid' });
    const link = await fake.signInToLink('ins_109508');
    const { accessToken } = await bankLink.exchangePublicToken(link.publicToken);
    const checking = link.accounts.find((a) => a.name === 'Plaid Checking')!;
    const account = await bankLink.getAccount(accessToken, checking.id);
    const { processorToken } = await bankLink.createProcessorToken({ accessToken, accountId: checking.id });

    // Dwolla reads the account from Plaid with the processor token; the fakes stand in for that exchange.
    dwolla.registerProcessorToken(processorToken, { bankName: account.institutionName, accountKey: checking.id });
    const source = await ach.createFundingSource({ customerId, processorToken, name: account.name, idempotencyKey: 'user:pat:bank:1' });
    expect(source).toMatchObject({ name: 'Plaid Checking', bankName: 'First Platypus Bank', status: 'verified', removed: false });
    expect(account.mask).toBe('0000');
    expect((await ach.listFundingSources(customerId)).map((s) => s.id)).toEqual([source.id]);
  });
});
