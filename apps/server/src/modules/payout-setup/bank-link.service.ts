import type { FastifyBaseLogger } from 'fastify';
import { PAYMENTS_MSG } from '@homebid/shared/schemas/payments';
import { badRequest, notFound } from '../../platform/errors';
import { callProvider } from '../../platform/payment-providers/call-provider';
import { buildIdempotencyKey } from '../../platform/payment-providers/idempotency-key';
import { getPaymentProfile, getPaymentSetup, savePaymentProfile } from './payment-profile';
import type { PayoutSetupContext } from './payout-setup-context';

type Log = Pick<FastifyBaseLogger, 'warn'>;

async function requireCustomer(ctx: PayoutSetupContext, userId: string) {
  const profile = await getPaymentProfile(ctx.db, userId);
  if (!profile?.achCustomerId) throw badRequest(PAYMENTS_MSG.customerRequired, 'customer_required');
  return { ...profile, achCustomerId: profile.achCustomerId };
}

/** Step 1: a link token that opens the bank picker (Plaid Link, or the sandbox picker). */
export async function createBankLinkToken(ctx: PayoutSetupContext, log: Log, userId: string) {
  await requireCustomer(ctx, userId);
  const { linkToken } = await callProvider(log, () => ctx.payments.bankLink.createLinkToken({ clientUserId: userId, clientName: 'HomeBid' }));
  return { linkToken, sandbox: ctx.payments.bankLink.sandbox !== undefined };
}

/**
 * Steps 2 to 4 from the picker's public token: exchange it, read the account's bank and last four digits, get a
 * processor token, create the funding source. Nothing is stored until the funding source exists; then one write
 * keeps its id, bank name and last four (never the account number). A bank linked before is replaced: removed at
 * the provider after the new one is stored.
 */
export async function linkBank(ctx: PayoutSetupContext, log: Log, userId: string, input: { publicToken: string; accountId: string }) {
  const profile = await requireCustomer(ctx, userId);
  const bankLink = ctx.payments.bankLink;
  // the sandbox picker can tell whether it made this token for this user
  if (bankLink.sandbox && !(await bankLink.sandbox.isItemOf(input.publicToken, userId))) {
    throw badRequest('The bank account could not be linked. Please link it again.', 'bank_link_failed');
  }
  const { accessToken, itemId } = await callProvider(log, () => bankLink.exchangePublicToken(input.publicToken));
  const account = await callProvider(log, () => bankLink.getAccount(accessToken, input.accountId));
  const { processorToken } = await callProvider(log, () => bankLink.createProcessorToken({ accessToken, accountId: input.accountId }));
  const source = await callProvider(log, () =>
    ctx.payments.ach.createFundingSource({
      customerId: profile.achCustomerId,
      processorToken,
      name: account.name,
      idempotencyKey: buildIdempotencyKey('funding-source', userId, `${itemId}.${input.accountId}`),
    }),
  );
  await ctx.db.transaction((tx) =>
    savePaymentProfile(tx, userId, { fundingSourceId: source.id, fundingSourceBankName: account.institutionName || source.bankName, fundingSourceMask: account.mask }),
  );
  if (profile.fundingSourceId && profile.fundingSourceId !== source.id) {
    const previous = profile.fundingSourceId;
    await callProvider(log, () => ctx.payments.ach.removeFundingSource(previous)).catch((error: unknown) => {
      log.warn({ fundingSourceId: previous, error: error instanceof Error ? error.message : String(error) }, 'replaced funding source not removed at the provider');
    });
  }
  return getPaymentSetup(ctx, userId);
}

/** Removes the linked bank: first at the provider (an error there changes nothing here), then our record. */
export async function removeBank(ctx: PayoutSetupContext, log: Log, userId: string) {
  const profile = await getPaymentProfile(ctx.db, userId);
  const fundingSourceId = profile?.fundingSourceId;
  if (!fundingSourceId) throw notFound(PAYMENTS_MSG.noBankLinked);
  await callProvider(log, () => ctx.payments.ach.removeFundingSource(fundingSourceId));
  await ctx.db.transaction((tx) => savePaymentProfile(tx, userId, { fundingSourceId: null, fundingSourceBankName: null, fundingSourceMask: null }));
  return getPaymentSetup(ctx, userId);
}
