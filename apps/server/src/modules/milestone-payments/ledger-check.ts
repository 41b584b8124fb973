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
  /** Escrow: what the platform holds for contracts, and where funded money went. */
  escrow: {
    fundedCents: number;
    heldCents: number;
    releasedCents: number;
    refundedCents: number;
    /** The ledger's escrow account: equals heldCents in balanced books. */
    ledgerEscrowCents: number;
  };
  escrowMismatches: Array<{ contractId: string; position?: number; problem: string }>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Verifies the books: every entry balances, and they agree with the contracts (total_paid = the completed
 * milestones' amounts, or what escrow released of them = what the ledger paid out to the seller for that contract),
 * with escrow (checkEscrow) and with the attempts
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
        COALESCE((SELECT sum(CASE WHEN e.funded_at IS NOT NULL THEN e.released_cents ELSE m.amount_cents END)
                  FROM contract_milestones m
                  LEFT JOIN escrow_milestones e ON e.contract_id = m.contract_id AND e.position = m.position
                  WHERE m.contract_id = c.id AND m.completed), 0) AS completed,
        COALESCE((SELECT sum(l.amount_cents) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
                  JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'seller_payout' WHERE e.contract_id = c.id), 0) AS ledger
      FROM contracts c`),
  );
  const payments = rowsOf<{ id: string; status: string; purpose: string; paid: boolean; returned: boolean; refunded: boolean; completed: boolean | null }>(
    await db.execute(sql`
      SELECT p.id, p.status, p.purpose,
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
      : p.status === 'succeeded' && p.purpose === 'pay' && p.completed === false ? 'succeeded but the milestone is not completed'
      : p.status === 'succeeded' && p.returned ? 'succeeded but reversed in the ledger'
      : p.status === 'returned' && p.paid && !p.returned ? 'returned after settling without a reversal'
      : p.status === 'refunded' && !(p.paid && p.refunded) ? 'refunded without its charge and refund entries'
      : !['succeeded', 'returned', 'refunded'].includes(p.status) && p.paid ? `${p.status} but posted to the ledger`
      : null;
    return problem ? [{ paymentId: p.id, status: p.status, problem }] : [];
  });
  const { escrow, escrowMismatches } = await checkEscrow(db);
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
    escrow,
    escrowMismatches,
  };
  report.ok = totalCents === 0 && report.unbalancedEntries.length === 0 && contractMismatches.length === 0 && paymentMismatches.length === 0 && escrowMismatches.length === 0;
  return report;
}

/**
 * Escrow against the books: the ledger's escrow account holds exactly the held money of every contract; for every
 * funded milestone, released + refunded + held = funded; a payout is posted once it succeeded and never before.
 */
async function checkEscrow(db: Database): Promise<Pick<LedgerReport, 'escrow' | 'escrowMismatches'>> {
  const contracts = rowsOf<{ contract_id: string; held: string; ledger: string }>(
    await db.execute(sql`
      WITH held AS (SELECT contract_id, sum(held_cents) AS held FROM escrow_milestones GROUP BY contract_id),
      booked AS (
        SELECT e.contract_id, sum(l.amount_cents) AS ledger FROM ledger_entries e
        JOIN ledger_lines l ON l.entry_id = e.id JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'escrow'
        GROUP BY e.contract_id
      )
      SELECT coalesce(held.contract_id, booked.contract_id) AS contract_id, coalesce(held.held, 0) AS held, coalesce(booked.ledger, 0) AS ledger
      FROM held FULL JOIN booked ON booked.contract_id = held.contract_id`),
  );
  const milestones = rowsOf<{ contract_id: string; position: number; state: string; amount: string; held: string; released: string; refunded: string; funded: boolean }>(
    await db.execute(sql`
      SELECT contract_id, position, state, amount_cents AS amount, held_cents AS held, released_cents AS released,
        refunded_cents AS refunded, funded_at IS NOT NULL AS funded
      FROM escrow_milestones`),
  );
  const payouts = rowsOf<{ id: string; contract_id: string; position: number; status: string; posted: boolean }>(
    await db.execute(sql`
      SELECT p.id, p.contract_id, p.milestone_position AS position, p.status,
        EXISTS (SELECT 1 FROM ledger_entries e WHERE e.payment_id = p.id AND e.kind IN ('escrow_release', 'escrow_refund')) AS posted
      FROM escrow_payouts p`),
  );
  const mismatches: LedgerReport['escrowMismatches'] = [
    ...contracts.filter((c) => Number(c.held) !== Number(c.ledger)).map((c) => ({ contractId: c.contract_id, problem: `held ${c.held} but the ledger's escrow holds ${c.ledger}` })),
    ...milestones
      .filter((m) => (m.funded ? Number(m.released) + Number(m.refunded) + Number(m.held) !== Number(m.amount) : Number(m.held) !== 0))
      .map((m) => ({ contractId: m.contract_id, position: m.position, problem: `funded ${m.funded ? m.amount : 0}: released ${m.released} + refunded ${m.refunded} + held ${m.held} do not add up` })),
    ...payouts
      .filter((p) => (p.status === 'succeeded') !== p.posted)
      .map((p) => ({ contractId: p.contract_id, position: p.position, problem: `payout ${p.id} ${p.status} ${p.posted ? 'but posted' : 'without its ledger entry'}` })),
  ];
  const total = (pick: (m: (typeof milestones)[number]) => string) => milestones.reduce((sum, m) => sum + Number(pick(m)), 0);
  return {
    escrow: {
      fundedCents: milestones.filter((m) => m.funded).reduce((sum, m) => sum + Number(m.amount), 0),
      heldCents: total((m) => m.held),
      releasedCents: total((m) => m.released),
      refundedCents: total((m) => m.refunded),
      ledgerEscrowCents: contracts.reduce((sum, c) => sum + Number(c.ledger), 0),
    },
    escrowMismatches: mismatches,
  };
}
