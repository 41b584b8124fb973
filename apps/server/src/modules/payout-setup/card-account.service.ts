import type { FastifyBaseLogger } from 'fastify';
import { PAYMENTS_MSG } from '@homebid/shared/schemas/payments';
import { WEB_PATHS, webPath } from '@homebid/shared/web-paths';
import { forbidden, notFound } from '../../platform/errors';
import { callProvider } from '../../platform/payment-providers/call-provider';
import { buildIdempotencyKey } from '../../platform/payment-providers/idempotency-key';
import { getPaymentProfile, getPaymentSetup, isSeller, savePaymentProfile } from './payment-profile';
import type { PayoutSetupContext } from './payout-setup-context';

type Log = Pick<FastifyBaseLogger, 'warn'>;
type User = { id: string; email: string };

/**
 * Starts (or resumes) card-provider onboarding: the account is created once per user (its idempotency key is the
 * user's), stored, and the hosted onboarding link returned. A time-out before the account id is stored leaves
 * nothing here; the retry gets the same account from the provider.
 */
export async function startCardOnboarding(ctx: PayoutSetupContext, log: Log, user: User) {
  if (!(await isSeller(ctx.db, user.id))) throw forbidden(PAYMENTS_MSG.onlySellers);
  let accountId = (await getPaymentProfile(ctx.db, user.id))?.cardAccountId;
  if (!accountId) {
    const idempotencyKey = buildIdempotencyKey('card-account', user.id, 1);
    const created = await callProvider(log, () => ctx.payments.card.createConnectedAccount({ userId: user.id, email: user.email, idempotencyKey }));
    accountId = created.accountId;
    await ctx.db.transaction((tx) => savePaymentProfile(tx, user.id, { cardAccountId: created.accountId }));
  }
  const back = (card: 'return' | 'refresh') => `${ctx.config.publicUrl.replace(/\/+$/, '')}${webPath(WEB_PATHS.payments, { card })}`;
  const { url } = await callProvider(log, () => ctx.payments.card.createOnboardingLink({ accountId: accountId!, returnUrl: back('return'), refreshUrl: back('refresh') }));
  return { url };
}

/** Back from onboarding: the provider's word on the account, stored (webhooks do the same later). */
export async function refreshCardAccount(ctx: PayoutSetupContext, log: Log, userId: string) {
  const accountId = (await getPaymentProfile(ctx.db, userId))?.cardAccountId;
  if (!accountId) throw notFound(PAYMENTS_MSG.cardAccountMissing);
  const status = await callProvider(log, () => ctx.payments.card.getAccountStatus(accountId));
  await ctx.db.transaction((tx) =>
    savePaymentProfile(tx, userId, { cardChargesEnabled: status.chargesEnabled, cardPayoutsEnabled: status.payoutsEnabled, cardDetailsSubmitted: status.detailsSubmitted }),
  );
  return getPaymentSetup(ctx, userId);
}

/** The sandbox onboarding form (a provider without one: 404), for the user's own account only (another's: 404). */
export async function completeSandboxOnboarding(ctx: PayoutSetupContext, log: Log, userId: string, input: { accountId: string; businessName: string }) {
  const pages = ctx.payments.card.sandbox;
  if (!pages) throw notFound();
  const accountId = (await getPaymentProfile(ctx.db, userId))?.cardAccountId;
  if (!accountId || accountId !== input.accountId) throw notFound(PAYMENTS_MSG.cardAccountMissing);
  await callProvider(log, () => pages.completeOnboarding(accountId, input.businessName));
  return refreshCardAccount(ctx, log, userId);
}
