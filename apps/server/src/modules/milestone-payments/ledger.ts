import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerLines, type LedgerAccountKind, type LedgerEntryKind, type milestonePayments } from '../../db/schema/milestone-payments';

/**
 * The double-entry ledger: every money movement is one entry whose lines sum to zero, written in the
 * transaction of the state change it belongs to. Positive cents debit an account, negative cents credit it.
 *
 *   card payment of total T = milestone M + fee F, provider fee P (P <= F):
 *     poster_funding:<poster> -T | seller_payout:<seller> +M | provider_fees +P | platform_fees +(F - P)
 *   bank transfer of M with fee F (0 by default; the transfer moves M, the fee F is a facilitator fee of its own
 *   from the poster into the platform's account, so each bank statement matches these lines):
 *     poster_funding:<poster> -(M + F) | seller_payout:<seller> +M | platform_fees +F
 *   bank return: the bank transfer's lines with their signs turned (the fee is returned with the transfer)
 *
 * Holding funds before release (escrow) will be one more pair of entries through the `escrow` account.
 */

export interface LedgerLineInput {
  kind: LedgerAccountKind;
  userId?: string;
  amountCents: number;
}

const accountCode = (kind: LedgerAccountKind, userId?: string) => (userId ? `${kind}:${userId}` : kind);

/** Account ids for the lines' accounts, created on first use. */
async function resolveAccounts(tx: Database, lines: LedgerLineInput[]): Promise<Map<string, number>> {
  const wanted = new Map(lines.map((l) => [accountCode(l.kind, l.userId), l]));
  await tx
    .insert(ledgerAccounts)
    .values([...wanted].map(([code, l]) => ({ code, kind: l.kind, userId: l.userId ?? null })))
    .onConflictDoNothing({ target: ledgerAccounts.code });
  const rows = await tx.select({ id: ledgerAccounts.id, code: ledgerAccounts.code }).from(ledgerAccounts).where(inArray(ledgerAccounts.code, [...wanted.keys()]));
  return new Map(rows.map((r) => [r.code, r.id]));
}

/**
 * Posts one entry. Returns false when this attempt's entry of this kind already exists (a replay), so the
 * caller's state change and the entry stay one-to-one. Throws when the lines do not balance (the database
 * checks it again at commit).
 */
export async function postLedgerEntry(
  tx: Database,
  entry: { kind: LedgerEntryKind; paymentId: string; contractId: string; milestonePosition: number; memo: string; lines: LedgerLineInput[] },
): Promise<boolean> {
  const lines = entry.lines.filter((l) => l.amountCents !== 0);
  if (lines.reduce((sum, l) => sum + l.amountCents, 0) !== 0) throw new Error(`unbalanced ledger entry ${entry.kind} for payment ${entry.paymentId}`);
  const [created] = await tx
    .insert(ledgerEntries)
    .values({ kind: entry.kind, paymentId: entry.paymentId, contractId: entry.contractId, milestonePosition: entry.milestonePosition, memo: entry.memo })
    .onConflictDoNothing({ target: [ledgerEntries.paymentId, ledgerEntries.kind] })
    .returning({ id: ledgerEntries.id });
  if (!created) return false;
  const accounts = await resolveAccounts(tx, lines);
  await tx.insert(ledgerLines).values(lines.map((l) => ({ entryId: created.id, accountId: accounts.get(accountCode(l.kind, l.userId))!, amountCents: l.amountCents })));
  return true;
}

type Payment = typeof milestonePayments.$inferSelect;

/** The lines of a settled payment (see the table above). */
export function buildPaymentLines(p: Pick<Payment, 'method' | 'payerId' | 'payeeId' | 'totalCents' | 'milestoneAmountCents' | 'feeCents' | 'providerFeeCents'>): LedgerLineInput[] {
  const total = Number(p.totalCents);
  const fee = Number(p.feeCents);
  const providerFee = Number(p.providerFeeCents);
  return [
    { kind: 'poster_funding', userId: p.payerId, amountCents: -total },
    { kind: 'seller_payout', userId: p.payeeId, amountCents: Number(p.milestoneAmountCents) },
    { kind: 'provider_fees', amountCents: providerFee },
    { kind: 'platform_fees', amountCents: fee - providerFee },
  ];
}

/** Posts the payment's entry (card_payment or ach_payment). */
export function postPaymentEntry(tx: Database, p: Payment, memo: string): Promise<boolean> {
  return postLedgerEntry(tx, {
    kind: p.method === 'card' ? 'card_payment' : 'ach_payment',
    paymentId: p.id,
    contractId: p.contractId,
    milestonePosition: p.milestonePosition,
    memo,
    lines: buildPaymentLines(p),
  });
}

/** Reverses a bank transfer the bank returned after it had settled. */
export function postReturnEntry(tx: Database, p: Payment, memo: string): Promise<boolean> {
  return postLedgerEntry(tx, {
    kind: 'ach_return',
    paymentId: p.id,
    contractId: p.contractId,
    milestonePosition: p.milestonePosition,
    memo,
    lines: buildPaymentLines(p).map((l) => ({ ...l, amountCents: -l.amountCents })),
  });
}
