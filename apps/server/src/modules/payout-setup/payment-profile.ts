import { eq } from 'drizzle-orm';
import { getPaymentCapabilities } from '@homebid/shared/domain/payment-setup';
import type { PaymentSetup } from '@homebid/shared/schemas/payments';
import type { Database } from '../../db/client';
import { paymentProfiles } from '../../db/schema/payments';
import { profiles } from '../../db/schema/profiles';
import { recordSetupCompletedAlert } from './payment-profile-webhooks';
import type { PayoutSetupContext } from './payout-setup-context';

export type PaymentProfileRow = typeof paymentProfiles.$inferSelect;

export async function getPaymentProfile(db: Database, userId: string): Promise<PaymentProfileRow | undefined> {
  const [row] = await db.select().from(paymentProfiles).where(eq(paymentProfiles.userId, userId));
  return row;
}

/**
 * Writes part of a user's payment profile (creating it on first use) in the caller's transaction, locking the row
 * so webhooks about the same user wait; records 'payout setup completed' when this write completes the setup.
 */
export async function savePaymentProfile(tx: Database, userId: string, set: Partial<typeof paymentProfiles.$inferInsert>) {
  await tx.insert(paymentProfiles).values({ userId }).onConflictDoNothing();
  const [before] = await tx.select().from(paymentProfiles).where(eq(paymentProfiles.userId, userId)).for('update');
  const [after] = await tx.update(paymentProfiles).set({ ...set, updatedAt: new Date() }).where(eq(paymentProfiles.userId, userId)).returning();
  await recordSetupCompletedAlert(tx, before, after!);
  return after!;
}

export async function isSeller(db: Database, userId: string) {
  const [row] = await db.select({ userType: profiles.userType }).from(profiles).where(eq(profiles.userId, userId));
  return row?.userType === 'contractor' || row?.userType === 'supplier';
}

/** The whitelist of what the user sees of their own setup: statuses and the bank's name and last four, no ids. */
export async function getPaymentSetup(ctx: PayoutSetupContext, userId: string): Promise<PaymentSetup> {
  const [profile, canReceivePayments] = [await getPaymentProfile(ctx.db, userId), await isSeller(ctx.db, userId)];
  return {
    canReceivePayments,
    card: {
      hasAccount: Boolean(profile?.cardAccountId),
      chargesEnabled: profile?.cardChargesEnabled ?? false,
      payoutsEnabled: profile?.cardPayoutsEnabled ?? false,
      detailsSubmitted: profile?.cardDetailsSubmitted ?? false,
    },
    ach: {
      hasCustomer: Boolean(profile?.achCustomerId),
      customerStatus: profile?.achCustomerStatus ?? null,
      bank: profile?.fundingSourceId ? { bankName: profile.fundingSourceBankName ?? '', mask: profile.fundingSourceMask ?? '' } : null,
    },
    capabilities: getPaymentCapabilities(profile),
    providers: { card: ctx.payments.card.kind, ach: ctx.payments.ach.kind, bankLink: ctx.payments.bankLink.kind },
  };
}

/** What any user can do with money (for the payment dialogs and the Accept Contract gate). */
export async function getUserCapabilities(ctx: Pick<PayoutSetupContext, 'db'>, userId: string) {
  return getPaymentCapabilities(await getPaymentProfile(ctx.db, userId));
}
