import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPERATOR_MSG, type ContractMoney } from '@homebid/shared/schemas/operator';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { contractMilestones, contracts } from '../../db/schema/bids';
import { escrowMilestones, escrowPayouts } from '../../db/schema/escrow';
import { listings } from '../../db/schema/listings';
import { ledgerAccounts, ledgerEntries, ledgerLines, milestonePayments } from '../../db/schema/milestone-payments';
import { notFound } from '../../platform/errors';
import { isUuid } from '../bids/bids.policy';
import { toAttemptView, toPayoutView } from './payment-rows';

const poster = alias(users, 'poster');
const bidder = alias(users, 'bidder');

async function findContract(db: Database, contractId: string) {
  if (!isUuid(contractId)) throw notFound(OPERATOR_MSG.contractNotFound);
  const [row] = await db
    .select({ contract: contracts, listingTitle: listings.title, posterName: poster.name, bidderName: bidder.name })
    .from(contracts)
    .innerJoin(listings, eq(listings.id, contracts.listingId))
    .innerJoin(poster, eq(poster.id, contracts.posterId))
    .innerJoin(bidder, eq(bidder.id, contracts.bidderId))
    .where(eq(contracts.id, contractId));
  if (!row) throw notFound(OPERATOR_MSG.contractNotFound);
  return row;
}

/** The contract's ledger entries, oldest first, each with its lines (account kind, user, cents). */
async function listLedger(db: Database, contractId: string): Promise<ContractMoney['ledger']> {
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.contractId, contractId)).orderBy(asc(ledgerEntries.id));
  if (entries.length === 0) return [];
  const lines = await db
    .select({ entryId: ledgerLines.entryId, kind: ledgerAccounts.kind, userId: ledgerAccounts.userId, userName: users.name, amountCents: ledgerLines.amountCents })
    .from(ledgerLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .leftJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(inArray(ledgerLines.entryId, entries.map((e) => e.id)))
    .orderBy(asc(ledgerLines.id));
  return entries.map((e) => ({
    id: e.id,
    kind: e.kind,
    paymentId: e.paymentId,
    milestonePosition: e.milestonePosition,
    memo: e.memo,
    createdAt: e.createdAt.toISOString(),
    lines: lines
      .filter((l) => l.entryId === e.id)
      .map((l) => ({ accountKind: l.kind, userId: l.userId, userName: l.userName, amountCents: Number(l.amountCents) })),
  }));
}

/** The operators' reasons for refunds of these payments (their audit rows), by payment id. */
async function refundReasons(db: Database, paymentIds: string[]): Promise<Map<string, string | null>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ targetId: auditLog.targetId, reason: auditLog.reason })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'refund'), eq(auditLog.targetType, 'payment'), inArray(auditLog.targetId, paymentIds)));
  return new Map(rows.map((r) => [r.targetId, r.reason]));
}

/**
 * Where a contract's money stands, for the console's Money page: its milestones with their escrow state, every
 * payment attempt with the provider's id and state, the payouts out of escrow, the refunds, and the ledger.
 */
export async function getContractMoney(db: Database, contractId: string): Promise<ContractMoney> {
  const { contract, listingTitle, posterName, bidderName } = await findContract(db, contractId);
  const [milestones, escrow, attempts, payouts, ledger] = await Promise.all([
    db.select().from(contractMilestones).where(eq(contractMilestones.contractId, contractId)).orderBy(asc(contractMilestones.position)),
    db.select().from(escrowMilestones).where(eq(escrowMilestones.contractId, contractId)),
    db.select().from(milestonePayments).where(eq(milestonePayments.contractId, contractId)).orderBy(asc(milestonePayments.milestonePosition), asc(milestonePayments.attempt)),
    db.select().from(escrowPayouts).where(eq(escrowPayouts.contractId, contractId)).orderBy(asc(escrowPayouts.milestonePosition), asc(escrowPayouts.createdAt)),
    listLedger(db, contractId),
  ]);
  const refunded = attempts.filter((a) => a.status === 'refunded');
  const reasons = await refundReasons(db, refunded.map((a) => a.id));
  const escrowAt = new Map(escrow.map((e) => [e.position, e]));
  return {
    contract: {
      id: contract.id,
      listingId: contract.listingId,
      listingTitle,
      poster: { id: contract.posterId, name: posterName },
      bidder: { id: contract.bidderId, name: bidderName },
      status: contract.status,
      bidderAccepted: contract.bidderAccepted,
      totalCostCents: Number(contract.totalCostCents),
      totalPaidCents: Number(contract.totalPaidCents),
    },
    milestones: milestones.map((m) => {
      const e = escrowAt.get(m.position);
      return {
        position: m.position,
        description: m.description,
        amountCents: Number(m.amountCents),
        completed: m.completed,
        escrow: e
          ? {
              state: e.state,
              method: e.method,
              heldCents: Number(e.heldCents),
              releasedCents: Number(e.releasedCents),
              refundedCents: Number(e.refundedCents),
              fundedAt: e.fundedAt?.toISOString() ?? null,
            }
          : null,
      };
    }),
    attempts: attempts.map(toAttemptView),
    payouts: payouts.map(toPayoutView),
    refunds: [
      ...refunded.map((a) => ({
        source: 'payment' as const,
        id: a.id,
        milestonePosition: a.milestonePosition,
        amountCents: Number(a.totalCents),
        status: 'succeeded',
        at: a.updatedAt.toISOString(),
        reason: reasons.get(a.id) ?? null,
      })),
      ...payouts
        .filter((p) => p.kind === 'refund')
        .map((p) => ({
          source: 'escrow' as const,
          id: p.id,
          milestonePosition: p.milestonePosition,
          amountCents: Number(p.milestoneCents) + Number(p.feeRefundCents),
          status: p.status,
          at: (p.settledAt ?? p.createdAt).toISOString(),
          reason: null,
        })),
    ],
    ledger,
  };
}
