import { and, asc, eq, sql } from 'drizzle-orm';
import { ESCROW_STATE_LABELS, PAYOUT_RETRY_LABELS } from '@homebid/shared/domain/escrow';
import type { ContractEscrow, EscrowMilestone } from '@homebid/shared/schemas/escrow';
import type { Database } from '../../db/client';
import { contractMilestones } from '../../db/schema/bids';
import { disputes, escrowMilestones, escrowPayouts } from '../../db/schema/escrow';
import { toIso } from '../../db/to-iso';
import type { Storage } from '../../platform/storage/storage';
import { listContractDisputes } from '../disputes/dispute-view';
import { findContractForSide } from '../milestone-payments/payable-milestone';
import type { EscrowContext } from './escrow-context';
import type { EscrowRow } from './escrow-milestone';

type Milestone = typeof contractMilestones.$inferSelect;
type Payout = typeof escrowPayouts.$inferSelect;

const isoOrNull = (d: Date | null) => (d ? toIso(d) : null);

function toView(m: Milestone, row: EscrowRow | undefined, payouts: readonly Payout[], disputeId: string | null): EscrowMilestone {
  const state = row?.state ?? 'unfunded';
  const failed = payouts.find((p) => p.status === 'failed');
  return {
    position: m.position,
    state,
    label: failed ? PAYOUT_RETRY_LABELS[failed.kind] : ESCROW_STATE_LABELS[state],
    amountCents: row && row.amountCents > 0 ? row.amountCents : Number(m.amountCents),
    heldCents: row?.heldCents ?? 0,
    releasedCents: row?.releasedCents ?? 0,
    refundedCents: row?.refundedCents ?? 0,
    method: row?.method ?? null,
    fundedAt: isoOrNull(row?.fundedAt ?? null),
    submittedAt: isoOrNull(row?.submittedAt ?? null),
    submitNote: row?.submitNote ?? null,
    changesNote: state === 'changes_requested' ? (row?.changesNote ?? null) : null,
    autoReleaseAt: state === 'submitted' ? isoOrNull(row?.autoReleaseAt ?? null) : null,
    payoutProblem: failed?.kind ?? null,
    disputeId,
  };
}

/** One milestone's escrow as both sides see it. */
export async function toEscrowMilestone(db: Database, m: Milestone, row: EscrowRow | undefined): Promise<EscrowMilestone> {
  const payouts = await db.select().from(escrowPayouts).where(and(eq(escrowPayouts.contractId, m.contractId), eq(escrowPayouts.milestonePosition, m.position)));
  const [dispute] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.contractId, m.contractId), eq(disputes.milestonePosition, m.position)))
    .orderBy(sql`${disputes.createdAt} DESC`)
    .limit(1);
  return toView(m, row, payouts, dispute?.id ?? null);
}

/** The escrow of a contract for its two sides: every milestone's state in words, the money held, the disputes. */
export async function getContractEscrow(ctx: Pick<EscrowContext, 'db' | 'config'> & { storage: Storage }, userId: string, contractId: string): Promise<ContractEscrow> {
  const contract = await findContractForSide(ctx.db, userId, contractId);
  const viewer = contract.posterId === userId ? 'poster' : 'bidder';
  const [milestones, rows, payouts, disputeViews] = await Promise.all([
    ctx.db.select().from(contractMilestones).where(eq(contractMilestones.contractId, contractId)).orderBy(asc(contractMilestones.position)),
    ctx.db.select().from(escrowMilestones).where(eq(escrowMilestones.contractId, contractId)),
    ctx.db.select().from(escrowPayouts).where(eq(escrowPayouts.contractId, contractId)),
    listContractDisputes(ctx, contractId, viewer),
  ]);
  const views = milestones.map((m) => {
    const latest = disputeViews.filter((d) => d.milestonePosition === m.position).at(-1);
    return toView(m, rows.find((r) => r.position === m.position), payouts.filter((p) => p.milestonePosition === m.position), latest?.id ?? null);
  });
  const sum = (pick: (r: EscrowRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    contractId,
    enabled: ctx.config.escrow.enabled,
    autoReleaseDays: ctx.config.escrow.autoReleaseMs / 86_400_000,
    disputeResponseDays: ctx.config.escrow.disputeResponseMs / 86_400_000,
    fundedCents: sum((r) => (r.fundedAt ? r.amountCents : 0)),
    heldCents: sum((r) => r.heldCents),
    releasedCents: sum((r) => r.releasedCents),
    refundedCents: sum((r) => r.refundedCents),
    totalPaidCents: contract.totalPaidCents,
    milestones: views,
    disputes: disputeViews,
  };
}
