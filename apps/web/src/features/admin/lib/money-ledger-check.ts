import type { LedgerCheckReport } from '@homebid/shared/schemas/operator';

/**
 * How many disagreements the check found, all kinds together: lines that do not sum to zero over the whole ledger,
 * unbalanced entries, contracts, payments and escrow that disagree with the books (0 for a clean ledger).
 */
export function disagreementCount(report: LedgerCheckReport): number {
  const ledgerOff = report.totalCents === 0 ? 0 : 1;
  return ledgerOff + report.unbalancedEntries.length + report.contractMismatches.length + report.paymentMismatches.length + report.escrowMismatches.length;
}

/** The check's verdict in one sentence, with its figures. The server's `ok` decides; the count only says how much is off. */
export function ledgerCheckVerdict(report: LedgerCheckReport): string {
  if (report.ok) {
    return `The ledger is balanced: ${report.entries} entries and ${report.lines} lines agree with ${report.contractsChecked} contracts, their payments and escrow.`;
  }
  const count = Math.max(1, disagreementCount(report));
  return count === 1 ? 'The ledger check found 1 disagreement.' : `The ledger check found ${count} disagreements.`;
}
