import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** What a milestone payment needs to know of the two sides' payment setup (kept by the payments module). */
export interface PaymentParties {
  /** The seller's card-provider account, when it can take charges. */
  sellerCardAccountId: string | null;
  sellerFundingSourceId: string | null;
  posterFundingSourceId: string | null;
}

/** Reads the poster's and the seller's payment profiles (ids only: no bank or card details). */
export async function findPaymentParties(db: Database, posterId: string, sellerId: string): Promise<PaymentParties> {
  const result = await db.execute(
    sql`SELECT user_id, card_account_id, card_charges_enabled, ach_customer_status, funding_source_id FROM payment_profiles WHERE user_id IN (${posterId}, ${sellerId})`,
  );
  const rows = (result as unknown as { rows: Array<{ user_id: string; card_account_id: string | null; card_charges_enabled: boolean; ach_customer_status: string | null; funding_source_id: string | null }> }).rows;
  const seller = rows.find((r) => r.user_id === sellerId);
  const poster = rows.find((r) => r.user_id === posterId);
  // spec: a bank transfer needs an ACH account 'set up and verified' on both sides
  const fundingOf = (row: (typeof rows)[number] | undefined) => (row?.ach_customer_status === 'verified' ? row.funding_source_id : null);
  return {
    sellerCardAccountId: seller?.card_account_id && seller.card_charges_enabled ? seller.card_account_id : null,
    sellerFundingSourceId: fundingOf(seller),
    posterFundingSourceId: fundingOf(poster),
  };
}
