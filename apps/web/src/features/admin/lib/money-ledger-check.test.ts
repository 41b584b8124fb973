import { describe, expect, it } from 'vitest';
import type { LedgerCheckReport } from '@homebid/shared/schemas/operator';
import { disagreementCount, ledgerCheckVerdict } from './money-ledger-check';

const clean: LedgerCheckReport = {
  ok: true,
  entries: 12,
  lines: 40,
  totalCents: 0,
  unbalancedEntries: [],
  balancesByKind: { escrow: 1000 },
  contractsChecked: 3,
  totalPaidCents: 5000,
  contractMismatches: [],
  paymentMismatches: [],
  escrow: { fundedCents: 2000, heldCents: 1000, releasedCents: 1000, refundedCents: 0, ledgerEscrowCents: 1000 },
  escrowMismatches: [],
  checkedAt: '2026-01-01T00:00:00Z',
};

describe('the ledger check verdict', () => {
  it('says a clean ledger is balanced, with its figures', () => {
    expect(disagreementCount(clean)).toBe(0);
    expect(ledgerCheckVerdict(clean)).toBe('The ledger is balanced: 12 entries and 40 lines agree with 3 contracts, their payments and escrow.');
  });

  it('counts every disagreement of every kind, the ledger sum off by a cent included', () => {
    const report: LedgerCheckReport = {
      ...clean,
      ok: false,
      totalCents: 1,
      unbalancedEntries: [{ entryId: 4, sumCents: 1 }],
      contractMismatches: [{ contractId: 'c1', totalPaidCents: 100, completedMilestonesCents: 100, ledgerSellerCents: 90 }],
      paymentMismatches: [{ paymentId: 'p1', status: 'succeeded', problem: 'no ledger entry' }],
      escrowMismatches: [{ contractId: 'c2', problem: 'held 5 but the ledger holds 0' }, { contractId: 'c2', position: 1, problem: 'x' }],
    };
    expect(disagreementCount(report)).toBe(6);
    expect(ledgerCheckVerdict(report)).toBe('The ledger check found 6 disagreements.');
  });

  it("takes the server's word: not ok is never called balanced, even with nothing listed", () => {
    expect(ledgerCheckVerdict({ ...clean, ok: false })).toBe('The ledger check found 1 disagreement.');
  });
});
