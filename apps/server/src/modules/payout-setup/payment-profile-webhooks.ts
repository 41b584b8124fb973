import { eq } from 'drizzle-orm';
import { CUSTOMER_STATUS_BY_TOPIC, getPaymentCapabilities } from '@homebid/shared/domain/payment-setup';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { Database } from '../../db/client';
import { paymentProfiles } from '../../db/schema/payments';
import { recordAlert } from '../alerts/record-alert';
import type { AchWebhookHandler, PaymentWebhookHandlers } from '../payment-webhooks/webhook-handlers';

type ProfileRow = typeof paymentProfiles.$inferSelect;

const updateCustomerStatus = (status: string): AchWebhookHandler => async ({ tx, event }) => {
  await updateProfileWhere(tx, eq(paymentProfiles.achCustomerId, event.resourceId), { achCustomerStatus: status });
};

/** Keeps the stored statuses true to the providers: account.updated, customer status and funding-source removal. */
export const paymentProfileWebhookHandlers: PaymentWebhookHandlers = {
  card: {
    'account.updated': async ({ tx, event }) => {
      if (event.type !== 'account.updated') return;
      await updateProfileWhere(tx, eq(paymentProfiles.cardAccountId, event.account.accountId), {
        cardChargesEnabled: event.account.chargesEnabled,
        cardPayoutsEnabled: event.account.payoutsEnabled,
        cardDetailsSubmitted: event.account.detailsSubmitted,
      });
    },
  },
  ach: {
    ...Object.fromEntries(Object.entries(CUSTOMER_STATUS_BY_TOPIC).map(([topic, status]) => [topic, updateCustomerStatus(status)])),
    customer_funding_source_removed: async ({ tx, event }) => {
      await updateProfileWhere(tx, eq(paymentProfiles.fundingSourceId, event.resourceId), {
        fundingSourceId: null,
        fundingSourceBankName: null,
        fundingSourceMask: null,
      });
    },
  },
};

/**
 * Updates the profile (locked, so two events about one user apply one after the other) and, when this change
 * completes the payout setup, records the alert in the same transaction.
 */
async function updateProfileWhere(tx: Database, where: ReturnType<typeof eq>, set: Partial<typeof paymentProfiles.$inferInsert>) {
  const [before] = await tx.select().from(paymentProfiles).where(where).for('update');
  if (!before) return undefined;
  const [after] = await tx
    .update(paymentProfiles)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(paymentProfiles.userId, before.userId))
    .returning();
  await recordSetupCompletedAlert(tx, before, after!);
  return after!;
}

export async function recordSetupCompletedAlert(tx: Database, before: ProfileRow | undefined, after: ProfileRow) {
  if (getPaymentCapabilities(before).needsPayoutSetup && !getPaymentCapabilities(after).needsPayoutSetup) {
    await recordAlert(tx, {
      userId: after.userId,
      kind: 'payout_setup_completed',
      title: 'Payout setup completed',
      message: 'Your payout setup is complete: you can now receive payments by card and by bank transfer.',
      link: WEB_PATHS.payments,
    });
  }
}
