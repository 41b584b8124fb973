import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/prepared';
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
 * Escrow ('Fund Milestone'): the funding is the payment's entry with `escrow` in place of the seller, and the money
 * leaves escrow by payouts (entry per payout, `payment_id` = the payout's id):
 *   funding (card or bank):  poster_funding:<poster> -T | escrow +M | provider_fees +P | platform_fees +(F - P)
 *   release of R:            escrow -R | seller_payout:<seller> +R
 *   refund of Q (+ fee G):   escrow -Q | platform_fees -G | poster_funding:<poster> +(Q + G)
 *     (G, the platform's part of the fee, is returned with a full refund only; the provider keeps P)
 *   bank return of funding already paid out: the funding's lines turned, `recoveries` in place of escrow (money the
 *   platform must recover)
 *
 * An operator's refund of a completed card payment (operator-refund.ts), the whole charge back to the poster:
 *     poster_funding:<poster> +T | seller_payout:<seller> -M | platform_fees -F   (the provider keeps its fee: the
 *     platform's loss shows in its fees)
 */

export interface LedgerLineInput {
  kind: LedgerAccountKind;
  userId?: string;
  amountCents: number;
}

const accountCode = (kind: LedgerAccountKind, userId?: string) => (userId ? `${kind}:${userId}` : kind);

/**
 * Posts one entry, in two statements: the entry, with the lines' accounts created on first use in the same
 * statement, then its lines, which read the accounts' ids by code (a statement of its own, so it sees an account
 * another payment created meanwhile). Returns false when this attempt's entry of this kind already exists (a
 * replay), so the caller's state change and the entry stay one-to-one. Throws when the lines do not balance (the
 * database checks it again at commit).
 */
export async function postLedgerEntry(
  tx: Database,
  entry: { kind: LedgerEntryKind; paymentId: string; contractId: string; milestonePosition: number; memo: string; lines: LedgerLineInput[] },
): Promise<boolean> {
  const lines = entry.lines.filter((l) => l.amountCents !== 0).map((l) => ({ code: accountCode(l.kind, l.userId), kind: l.kind, userId: l.userId ?? null, amountCents: l.amountCents }));
  if (lines.reduce((sum, l) => sum + l.amountCents, 0) !== 0) throw new Error(`unbalanced ledger entry ${entry.kind} for payment ${entry.paymentId}`);
  const linesJson = JSON.stringify(lines);
  const { rows: created } = await executeNamed<{ id: number | string }>(tx, 'post_ledger_entry', sql`
    WITH account AS (
      INSERT INTO ${ledgerAccounts} (code, kind, user_id)
      SELECT DISTINCT l->>'code', l->>'kind', l->>'userId' FROM jsonb_array_elements(${linesJson}::jsonb) l
      ON CONFLICT (code) DO NOTHING
    )
    INSERT INTO ${ledgerEntries} (kind, payment_id, contract_id, milestone_position, memo)
    VALUES (${entry.kind}, ${entry.paymentId}, ${entry.contractId}, ${entry.milestonePosition}, ${entry.memo})
    ON CONFLICT (payment_id, kind) DO NOTHING
    RETURNING id`);
  if (!created[0]) return false;
  const { rows: written } = await executeNamed<{ lines: number | string }>(tx, 'post_ledger_lines', sql`
    WITH line AS (
      INSERT INTO ${ledgerLines} (entry_id, account_id, amount_cents)
      SELECT ${created[0].id}::bigint, a.id, (l->>'amountCents')::bigint
      FROM jsonb_array_elements(${linesJson}::jsonb) WITH ORDINALITY AS e(l, n) JOIN ${ledgerAccounts} a ON a.code = l->>'code'
      ORDER BY n
      RETURNING 1
    )
    SELECT count(*) AS lines FROM line`);
  if (Number(written[0]?.lines) !== lines.length) throw new Error(`ledger entry ${entry.kind} for payment ${entry.paymentId}: ${String(written[0]?.lines)} of ${lines.length} lines written`);
  return true;
}

type Payment = typeof milestonePayments.$inferSelect;

/**
 * The lines of a settled payment (see the table above): the milestone amount goes to the seller, or into escrow when
 * the attempt funds it (or to `recoveries` when a bank return hits funding that was paid out already).
 */
export function buildPaymentLines(
  p: Pick<Payment, 'method' | 'purpose' | 'payerId' | 'payeeId' | 'totalCents' | 'milestoneAmountCents' | 'feeCents' | 'providerFeeCents'>,
  options: { amountTo?: 'recoveries' } = {},
): LedgerLineInput[] {
  const total = Number(p.totalCents);
  const fee = Number(p.feeCents);
  const providerFee = Number(p.providerFeeCents);
  const amount = Number(p.milestoneAmountCents);
  const amountLine: LedgerLineInput =
    options.amountTo === 'recoveries' ? { kind: 'recoveries', amountCents: amount }
    : p.purpose === 'fund' ? { kind: 'escrow', amountCents: amount }
    : { kind: 'seller_payout', userId: p.payeeId, amountCents: amount };
  return [
    { kind: 'poster_funding', userId: p.payerId, amountCents: -total },
    amountLine,
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

/** Reverses a bank transfer the bank returned after it had settled (escrow funding already paid out: to `recoveries`). */
export function postReturnEntry(tx: Database, p: Payment, memo: string, options: { amountTo?: 'recoveries' } = {}): Promise<boolean> {
  return postLedgerEntry(tx, {
    kind: 'ach_return',
    paymentId: p.id,
    contractId: p.contractId,
    milestonePosition: p.milestonePosition,
    memo,
    lines: buildPaymentLines(p, options).map((l) => ({ ...l, amountCents: -l.amountCents })),
  });
}

/** What an escrow payout moved, for its entry. */
export interface EscrowPayoutMovement {
  payoutId: string;
  kind: 'release' | 'refund';
  contractId: string;
  milestonePosition: number;
  /** The seller (release) or the poster (refund). */
  payeeId: string;
  /** Of the milestone amount, out of escrow. */
  milestoneCents: number;
  /** Of the platform's fee, returned to the poster with a full refund. */
  feeRefundCents: number;
}

/** Posts the entry of a payout out of escrow (see the table above); false when it is posted already. */
export function postEscrowPayoutEntry(tx: Database, m: EscrowPayoutMovement, memo: string): Promise<boolean> {
  const lines: LedgerLineInput[] =
    m.kind === 'release'
      ? [
          { kind: 'escrow', amountCents: -m.milestoneCents },
          { kind: 'seller_payout', userId: m.payeeId, amountCents: m.milestoneCents },
        ]
      : [
          { kind: 'escrow', amountCents: -m.milestoneCents },
          { kind: 'platform_fees', amountCents: -m.feeRefundCents },
          { kind: 'poster_funding', userId: m.payeeId, amountCents: m.milestoneCents + m.feeRefundCents },
        ];
  return postLedgerEntry(tx, {
    kind: m.kind === 'release' ? 'escrow_release' : 'escrow_refund',
    paymentId: m.payoutId,
    contractId: m.contractId,
    milestonePosition: m.milestonePosition,
    memo,
    lines,
  });
}
