import type { App } from '../../src/app';
import { paymentProfiles } from '../../src/db/schema/payments';
import { SandboxAchProvider } from '../../src/platform/payment-providers/sandbox/sandbox-ach-provider';
import { SandboxBankLinkProvider } from '../../src/platform/payment-providers/sandbox/sandbox-bank-link-provider';
import { SandboxCardProvider } from '../../src/platform/payment-providers/sandbox/sandbox-card-provider';
import { SANDBOX_BANK_PASSWORD, SANDBOX_BANK_USERNAME } from '../../src/platform/payment-providers/sandbox/sandbox-test-values';
import { buildIdempotencyKey } from '../../src/platform/payment-providers/idempotency-key';
import type { TestUser } from '../factories';
import { buildContractor, buildPoster, createServiceListing, placeBidId } from './bids';

export { buildListingsTestApp as buildPaymentsTestApp, errorOf } from './bids';

export const sandboxCard = (app: App) => app.ctx.payments.card as SandboxCardProvider;
export const sandboxAch = (app: App) => app.ctx.payments.ach as SandboxAchProvider;

const upsertProfile = (app: App, userId: string, set: Partial<typeof paymentProfiles.$inferInsert>) =>
  app.ctx.db.insert(paymentProfiles).values({ userId, ...set }).onConflictDoUpdate({ target: paymentProfiles.userId, set });

/** The seller's card-provider account, onboarded in the sandbox (charges enabled). */
export async function setupSellerCard(app: App, user: TestUser): Promise<string> {
  const card = sandboxCard(app);
  const { accountId } = await card.createConnectedAccount({ userId: user.id, email: user.email, idempotencyKey: buildIdempotencyKey('card-account', user.id, 1) });
  await card.completeOnboarding(accountId, user.name);
  await upsertProfile(app, user.id, { cardAccountId: accountId, cardChargesEnabled: true, cardPayoutsEnabled: true, cardDetailsSubmitted: true });
  return accountId;
}

/**
 * A verified bank-transfer customer with a linked bank, through the sandbox's four bank-linking steps. The account
 * decides what transfers do: 'platypus-r01' makes transfers from it fail with R01.
 */
export async function setupAch(app: App, user: TestUser, accountId = 'platypus-checking'): Promise<string> {
  const ach = sandboxAch(app);
  const bankLink = app.ctx.payments.bankLink as SandboxBankLinkProvider;
  const { customerId, status } = await ach.createPersonalVerifiedCustomer({
    firstName: 'Pat', lastName: 'Payer', email: user.email, address1: '1 Main St', city: 'Providence', state: 'RI', postalCode: '02903',
    dateOfBirth: '1980-01-01', ssn: '1234', idempotencyKey: buildIdempotencyKey('ach-customer', user.id, 'test'),
  });
  const { linkToken } = await bankLink.createLinkToken({ clientUserId: user.id, clientName: user.name });
  const picked = await bankLink.signIn({ linkToken, clientUserId: user.id, username: SANDBOX_BANK_USERNAME, password: SANDBOX_BANK_PASSWORD, institutionId: 'ins_109508', accountId });
  const { accessToken } = await bankLink.exchangePublicToken(picked.publicToken);
  const account = await bankLink.getAccount(accessToken, picked.accountId);
  const { processorToken } = await bankLink.createProcessorToken({ accessToken, accountId: picked.accountId });
  const source = await ach.createFundingSource({ customerId, processorToken, name: account.name, idempotencyKey: buildIdempotencyKey('funding-source', user.id, accountId) });
  await upsertProfile(app, user.id, { achCustomerId: customerId, achCustomerStatus: status, fundingSourceId: source.id, fundingSourceBankName: source.bankName, fundingSourceMask: source.mask });
  return source.id;
}

/** A poster, a contractor and an accepted contract of $500 in two milestones ($300, $200). */
export async function buildAcceptedContract(app: App, options: { accept?: boolean; poster?: TestUser; bidder?: TestUser } = {}) {
  const poster = options.poster ?? (await buildPoster(app));
  const bidder = options.bidder ?? (await buildContractor(app));
  const listingId = await createServiceListing(poster);
  const bidId = await placeBidId(bidder, listingId);
  const hired = await poster.request({ method: 'POST', url: `/api/bids/${bidId}/hire` });
  const contractId = hired.json().contract.id as string;
  if (options.accept !== false) await bidder.request({ method: 'POST', url: `/api/contracts/${contractId}/accept` });
  return { poster, bidder, contractId, bidId, listingId };
}

/** POST pay as `user`. */
export const pay = (user: TestUser, contractId: string, position: number, method: 'card' | 'ach') =>
  user.request({ method: 'POST', url: `/api/contracts/${contractId}/milestones/${position}/pay`, payload: { method } });

/** What the card form does: confirm the intent with a test card (through the sandbox's own route). */
export const confirmCard = (user: TestUser, clientSecret: string, cardNumber: string) =>
  user.request({ method: 'POST', url: `/api/payments/sandbox/payment-intents/${clientSecret.split('_secret_')[0]}/confirm`, payload: { clientSecret, cardNumber } });

export const getContract = async (user: TestUser, contractId: string) => (await user.request({ method: 'GET', url: `/api/contracts/${contractId}` })).json();
export const getPayments = async (user: TestUser, contractId: string) => (await user.request({ method: 'GET', url: `/api/contracts/${contractId}/payments` })).json();
