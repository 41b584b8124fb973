import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface LedgerReport {
  ok: boolean;
  entries: number;
  lines: number;
  /** Sum of every line: 0 in balanced books. */
  totalCents: number;
  unbalancedEntries: Array<{ entryId: number; sumCents: number }>;
  /** Balance per account kind (debits positive). */
  balancesByKind: Record<string, number>;
  contractsChecked: number;
  totalPaidCents: number;
  contractMismatches: Array<{ contractId: string; totalPaidCents: number; completedMilestonesCents: number; ledgerSellerCents: number }>;
  paymentMismatches: Array<{ paymentId: string; status: string; problem: string }>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Verifies the books: every entry balances, and they agree with the contracts (total_paid = the completed
 * milestones' amounts = what the ledger paid out to the seller for that contract) and with the attempts
 * (a succeeded attempt has its payment entry, a returned one its reversal, no other attempt moved money).
 */
export async function checkLedger(db: Database): Promise<LedgerReport> {
  const [counts] = rowsOf<{ entries: string; lines: string; total: string | null }>(
    await db.execute(sql`SELECT (SELECT count(*) FROM ledger_entries) AS entries, count(*) AS lines, sum(amount_cents) AS total FROM ledger_lines`),
  );
  const unbalanced = rowsOf<{ entry_id: string; sum: string }>(
    await db.execute(sql`SELECT entry_id, sum(amount_cents) AS sum FROM ledger_lines GROUP BY entry_id HAVING sum(amount_cents) <> 0 ORDER BY entry_id`),
  );
  const kinds = rowsOf<{ kind: string; balance: string }>(
    await db.execute(sql`SELECT a.kind, sum(l.amount_cents) AS balance FROM ledger_lines l JOIN ledger_accounts a ON a.id = l.account_id GROUP BY a.kind ORDER BY a.kind`),
  );
  const contracts = rowsOf<{ id: string; total_paid: string; completed: string; ledger: string }>(
    await db.execute(sql`
      SELECT c.id, c.total_paid_cents AS total_paid,
        COALESCE((SELECT sum(m.amount_cents) FROM contract_milestones m WHERE m.contract_id = c.id AND m.completed), 0) AS completed,
        COALESCE((SELECT sum(l.amount_cents) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
                  JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'seller_payout' WHERE e.contract_id = c.id), 0) AS ledger
      FROM contracts c`),
  );
  const payments = rowsOf<{ id: string; status: string; paid: boolean; returned: boolean; refunded: boolean; completed: boolean | null }>(
    await db.execute(sql`
      SELECT p.id, p.status,
        EXISTS (SELECT 1 FROM ledger_entries e WHERE e.payment_id = p.id AND e.kind IN ('card_payment', 'ach_payment')) AS paid,
        EXISTS (SELECT 1 FROM ledger_entries e WHERE e.payment_id = p.id AND e.kind = 'ach_return') AS returned,
        EXISTS (SELECT 1 FROM ledger_entries e WHERE e.payment_id = p.id AND e.kind = 'refund') AS refunded,
        m.completed
      FROM milestone_payments p
      LEFT JOIN contract_milestones m ON m.contract_id = p.contract_id AND m.position = p.milestone_position`),
  );
  const contractMismatches = contracts
    .map((c) => ({ contractId: c.id, totalPaidCents: Number(c.total_paid), completedMilestonesCents: Number(c.completed), ledgerSellerCents: Number(c.ledger) }))
    .filter((c) => c.totalPaidCents !== c.completedMilestonesCents || c.totalPaidCents !== c.ledgerSellerCents);
  const paymentMismatches = payments.flatMap((p) => {
    const problem =
      p.status === 'succeeded' && !p.paid ? 'succeeded without a ledger entry'
      : p.status === 'succeeded' && p.completed === false ? 'succeeded but the milestone is not completed'
      : p.status === 'succeeded' && p.returned ? 'succeeded but reversed in the ledger'
      : p.status === 'returned' && p.paid && !p.returned ? 'returned after settling without a reversal'
      : p.status === 'refunded' && !(p.paid && p.refunded) ? 'refunded without its charge and refund entries'
      : !['succeeded', 'returned', 'refunded'].includes(p.status) && p.paid ? `${p.status} but posted to the ledger`
      : null;
    return problem ? [{ paymentId: p.id, status: p.status, problem }] : [];
  });
  const totalCents = Number(counts?.total ?? 0);
  const report: LedgerReport = {
    ok: false,
    entries: Number(counts?.entries ?? 0),
    lines: Number(counts?.lines ?? 0),
    totalCents,
    unbalancedEntries: unbalanced.map((u) => ({ entryId: Number(u.entry_id), sumCents: Number(u.sum) })),
    balancesByKind: Object.fromEntries(kinds.map((k) => [k.kind, Number(k.balance)])),
    contractsChecked: contracts.length,
    totalPaidCents: contracts.reduce((sum, c) => sum + Number(c.total_paid), 0),
    contractMismatches,
    paymentMismatches,
  };
  report.ok = totalCents === 0 && report.unbalancedEntries.length === 0 && contractMismatches.length === 0 && paymentMismatches.length === 0;
  return report;
}
