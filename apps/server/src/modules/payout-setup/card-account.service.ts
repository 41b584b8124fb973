import type { FastifyBaseLogger } from 'fastify';
import { PAYMENTS_MSG } from '@homebid/shared/schemas/payments';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { SandboxCardProvider } from '../../platform/payment-providers/sandbox/sandbox-card-provider';
import { callProvider } from './call-provider';
import { getPaymentProfile, getPaymentSetup, isSeller, savePaymentProfile } from './payment-profile';

type Log = Pick<FastifyBaseLogger, 'warn'>;
type User = { id: string; email: string };

/**
 * Starts (or resumes) card-provider onboarding: the account is created once per user (its idempotency key is the
 * user's), stored, and the hosted onboarding link returned. A time-out before the account id is stored leaves
 * nothing here; the retry gets the same account from the provider.
 */
export async function startCardOnboarding(ctx: AppContext, log: Log, user: User) {
  if (!(await isSeller(ctx.db, user.id))) throw forbidden(PAYMENTS_MSG.onlySellers);
  let accountId = (await getPaymentProfile(ctx.db, user.id))?.cardAccountId;
  if (!accountId) {
    const created = await callProvider(log, () => ctx.payments.card.createConnectedAccount({ userId: user.id, email: user.email, idempotencyKey: `user:${user.id}:card-account` }));
    accountId = created.accountId;
    await ctx.db.transaction((tx) => savePaymentProfile(tx, user.id, { cardAccountId: created.accountId }));
  }
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const { url } = await callProvider(log, () =>
    ctx.payments.card.createOnboardingLink({ accountId: accountId!, returnUrl: `${base}/v1/payments?card=return`, refreshUrl: `${base}/v1/payments?card=refresh` }),
  );
  return { url };
}

/** Back from onboarding: the provider's word on the account, stored (webhooks do the same later). */
export async function refreshCardAccount(ctx: AppContext, log: Log, userId: string) {
  const accountId = (await getPaymentProfile(ctx.db, userId))?.cardAccountId;
  if (!accountId) throw notFound(PAYMENTS_MSG.cardAccountMissing);
  const status = await callProvider(log, () => ctx.payments.card.getAccountStatus(accountId));
  await ctx.db.transaction((tx) =>
    savePaymentProfile(tx, userId, { cardChargesEnabled: status.chargesEnabled, cardPayoutsEnabled: status.payoutsEnabled, cardDetailsSubmitted: status.detailsSubmitted }),
  );
  return getPaymentSetup(ctx, userId);
}

/** The sandbox onboarding form, for the user's own account only (another account id is a 404). */
export async function completeSandboxOnboarding(ctx: AppContext, log: Log, userId: string, input: { accountId: string; businessName: string }) {
  const card = ctx.payments.card;
  if (!(card instanceof SandboxCardProvider)) throw notFound();
  const accountId = (await getPaymentProfile(ctx.db, userId))?.cardAccountId;
  if (!accountId || accountId !== input.accountId) throw notFound(PAYMENTS_MSG.cardAccountMissing);
  await callProvider(log, () => card.completeOnboarding(accountId, input.businessName));
  return refreshCardAccount(ctx, log, userId);
}
