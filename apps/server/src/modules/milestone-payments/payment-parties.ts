import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentProfiles } from '../../db/schema/payments';

/** What a milestone payment needs to know of the two sides' payment setup (kept by the payments module). */
export interface PaymentParties {
  /** The seller's card-provider account, when it can take charges. */
  sellerCardAccountId: string | null;
  sellerFundingSourceId: string | null;
  posterFundingSourceId: string | null;
  /** The poster's bank-transfer customer: a bank-transfer fee is charged to it. */
  posterAchCustomerId: string | null;
}

/** Reads the poster's and the seller's payment profiles (provider ids only: no bank or card details). */
export async function findPaymentParties(db: Database, posterId: string, sellerId: string): Promise<PaymentParties> {
  const rows = await db.select().from(paymentProfiles).where(inArray(paymentProfiles.userId, [posterId, sellerId]));
  const seller = rows.find((r) => r.userId === sellerId);
  const poster = rows.find((r) => r.userId === posterId);
  // spec: a bank transfer needs an ACH account 'set up and verified' on both sides
  const fundingOf = (row: (typeof rows)[number] | undefined) => (row?.achCustomerStatus === 'verified' ? row.fundingSourceId : null);
  return {
    sellerCardAccountId: seller?.cardAccountId && seller.cardChargesEnabled ? seller.cardAccountId : null,
    sellerFundingSourceId: fundingOf(seller),
    posterFundingSourceId: fundingOf(poster),
    posterAchCustomerId: fundingOf(poster) ? (poster?.achCustomerId ?? null) : null,
  };
}
