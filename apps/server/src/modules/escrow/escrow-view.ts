import { and, asc, eq, sql } from 'drizzle-orm';
import { ESCROW_STATE_LABELS, PAYOUT_RETRY_LABELS } from '@homebid/shared/domain/escrow';
import type { ContractEscrow, EscrowMilestone } from '@homebid/shared/schemas/escrow';
import type { Database } from '../../db/client';
import { builtOnce } from '../../db/prepared';
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

/** `failedPayout`: the kind of the milestone's payout that failed and waits for its retry, if any. */
function toView(m: Milestone, row: EscrowRow | undefined, failedPayout: Payout['kind'] | null, disputeId: string | null): EscrowMilestone {
  const state = row?.state ?? 'unfunded';
  return {
    position: m.position,
    state,
    label: failedPayout ? PAYOUT_RETRY_LABELS[failedPayout] : ESCROW_STATE_LABELS[state],
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
    payoutProblem: failedPayout,
    disputeId,
  };
}

/**
 * One milestone's escrow as both sides see it, in one statement: the milestone, its escrow row, the kind of its
 * failed payout and its latest dispute. Undefined when the contract has no such milestone. Built once and named
 * (db/prepared.ts builtOnce): every escrow action answers with it.
 */
export async function readEscrowMilestone(db: Database, contractId: string, position: number): Promise<EscrowMilestone | undefined> {
  const [found] = await escrowMilestoneView(db, { contractId, position });
  return found && toView(found.milestone, found.escrow ?? undefined, found.failedPayout, found.disputeId);
}

const escrowMilestoneView = builtOnce((db) =>
  db
    .select({
      milestone: contractMilestones,
      escrow: escrowMilestones,
      failedPayout: sql<Payout['kind'] | null>`(select ${escrowPayouts.kind} from ${escrowPayouts}
        where ${escrowPayouts.contractId} = ${contractMilestones.contractId} and ${escrowPayouts.milestonePosition} = ${contractMilestones.position}
        and ${escrowPayouts.status} = 'failed' limit 1)`,
      disputeId: sql<string | null>`(select ${disputes.id} from ${disputes}
        where ${disputes.contractId} = ${contractMilestones.contractId} and ${disputes.milestonePosition} = ${contractMilestones.position}
        order by ${disputes.createdAt} desc limit 1)`,
    })
    .from(contractMilestones)
    .leftJoin(escrowMilestones, and(eq(escrowMilestones.contractId, contractMilestones.contractId), eq(escrowMilestones.position, contractMilestones.position)))
    .where(and(eq(contractMilestones.contractId, sql.placeholder('contractId')), eq(contractMilestones.position, sql.placeholder('position'))))
    .prepare('escrow_milestone_view'),
);

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
    const failed = payouts.find((p) => p.milestonePosition === m.position && p.status === 'failed');
    return toView(m, rows.find((r) => r.position === m.position), failed?.kind ?? null, latest?.id ?? null);
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
