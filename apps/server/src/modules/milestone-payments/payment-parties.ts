import { eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { paymentProfiles } from '../../db/schema/payments';

/** What a milestone payment needs to know of the two sides' payment setup (kept by the payments module). */
export interface PaymentParties {
  /** The seller's name, as the quote shows it ('' when the seller is gone). */
  sellerName: string;
  /** The seller's card-provider account, when it can take charges. */
  sellerCardAccountId: string | null;
  sellerFundingSourceId: string | null;
  posterFundingSourceId: string | null;
  /** The poster's bank-transfer customer: a bank-transfer fee is charged to it. */
  posterAchCustomerId: string | null;
}

type PaymentProfile = typeof paymentProfiles.$inferSelect;

/** The seller's user and the two sides' payment profiles, as tables a contract's select joins (findPayableMilestone). */
export const sellerUsers = alias(users, 'seller_user');
export const sellerProfiles = alias(paymentProfiles, 'seller_profile');
export const posterProfiles = alias(paymentProfiles, 'poster_profile');

/** The parties from the seller's name and the two sides' payment profiles (provider ids only: no bank or card details). */
export function paymentPartiesOf(sellerName: string | null, seller: PaymentProfile | null | undefined, poster: PaymentProfile | null | undefined): PaymentParties {
  // spec: a bank transfer needs an ACH account 'set up and verified' on both sides
  const fundingOf = (row: PaymentProfile | null | undefined) => (row?.achCustomerStatus === 'verified' ? row.fundingSourceId : null);
  return {
    sellerName: sellerName ?? '',
    sellerCardAccountId: seller?.cardAccountId && seller.cardChargesEnabled ? seller.cardAccountId : null,
    sellerFundingSourceId: fundingOf(seller),
    posterFundingSourceId: fundingOf(poster),
    posterAchCustomerId: fundingOf(poster) ? (poster?.achCustomerId ?? null) : null,
  };
}

/** Reads the poster's and the seller's payment profiles, and the seller's name. */
export async function findPaymentParties(db: Database, posterId: string, sellerId: string): Promise<PaymentParties> {
  const rows = await selectParties(db, { posterId, sellerId });
  const seller = rows.find((r) => r.userId === sellerId);
  return paymentPartiesOf(seller?.name ?? null, seller?.profile, rows.find((r) => r.userId === posterId)?.profile);
}

// every payout reads them: built once, named (db/prepared.ts builtOnce)
const selectParties = builtOnce((db) =>
  db
    .select({ userId: users.id, name: users.name, profile: paymentProfiles })
    .from(users)
    .leftJoin(paymentProfiles, eq(paymentProfiles.userId, users.id))
    .where(or(eq(users.id, sql.placeholder('posterId')), eq(users.id, sql.placeholder('sellerId'))))
    .prepare('payment_parties'),
);
