import { eq, sql } from 'drizzle-orm';
import { computeRefund, type EscrowAction } from '@homebid/shared/domain/escrow';
import type { Database } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { contracts } from '../../db/schema/bids';
import { escrowPayouts } from '../../db/schema/escrow';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { buildIdempotencyKey } from '../../platform/payment-providers/idempotency-key';
import { milestoneRef } from '../milestone-payments/payable-milestone';
import { moveEscrow, type EscrowRow } from './escrow-milestone';

export const ESCROW_PAYOUT_JOB = 'escrow-payout';

/** The moves that take money out of escrow, with what each releases of the held amount. */
export type SettleAction = Extract<EscrowAction, 'release' | 'auto_release' | 'refund' | 'settle_release' | 'settle_refund' | 'settle_split'>;

/**
 * Decides where a held milestone's money goes, in the caller's transaction and under its lock of the escrow row:
 * `releaseCents` to the seller, the rest (and, on a full refund, the platform's part of the fee) back to the poster.
 * Moves the state (the machine refuses a milestone in dispute, already paid out or not funded: exactly one of two
 * racing settlements wins), writes one payout per direction with its idempotency key, and enqueues a job for each,
 * so the provider calls happen even if this process stops after the commit. Returns the payouts' ids.
 */
export async function settleHeldMilestone(tx: Database, row: EscrowRow, action: SettleAction, releaseCents: number): Promise<string[]> {
  const refund = computeRefund({ milestoneAmountCents: row.amountCents, feeCents: row.feeCents, providerFeeCents: row.providerFeeCents }, releaseCents);
  const moved = await moveEscrow(tx, row, action, { autoReleaseAt: null });
  if (!moved.fundingPaymentId || !moved.method) throw new Error(`escrow ${row.contractId}/${row.position} is held without its funding`);
  const [contract] = await selectSides(tx, { contractId: row.contractId });
  const ref = milestoneRef(row.contractId, row.position);
  const payouts = [
    ...(releaseCents > 0 ? [{ kind: 'release' as const, payeeId: contract!.bidderId, milestoneCents: releaseCents, feeRefundCents: 0 }] : []),
    ...(refund.milestoneRefundCents > 0 ? [{ kind: 'refund' as const, payeeId: contract!.posterId, milestoneCents: refund.milestoneRefundCents, feeRefundCents: refund.feeRefundCents }] : []),
  ];
  const created = await tx
    .insert(escrowPayouts)
    .values(
      payouts.map((p) => ({
        ...p,
        contractId: row.contractId,
        milestonePosition: row.position,
        method: moved.method!,
        fundingPaymentId: moved.fundingPaymentId!,
        idempotencyKey: buildIdempotencyKey(p.kind === 'release' ? 'escrow-release' : 'escrow-refund', ref, 1),
      })),
    )
    .returning({ id: escrowPayouts.id });
  for (const { id } of created) await enqueueJob(tx, ESCROW_PAYOUT_JOB, { payoutId: id }, { singletonKey: id });
  return created.map((c) => c.id);
}

const selectSides = builtOnce((tx) =>
  tx.select({ posterId: contracts.posterId, bidderId: contracts.bidderId }).from(contracts).where(eq(contracts.id, sql.placeholder('contractId'))).prepare('contract_sides'),
);
