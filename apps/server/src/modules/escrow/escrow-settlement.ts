import { sql } from 'drizzle-orm';
import { computeRefund, type EscrowAction } from '@homebid/shared/domain/escrow';
import type { Database } from '../../db/client';
import { builtPerShape, sqlBuiltOnce } from '../../db/prepared';
import { contracts } from '../../db/schema/bids';
import { escrowPayouts } from '../../db/schema/escrow';
import { enqueueJobsSql, wakeJobOutboxSql } from '../../platform/jobs/enqueue-job';
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
  const ref = milestoneRef(row.contractId, row.position);
  const amounts = {
    release: { cents: releaseCents, feeRefundCents: 0 },
    refund: { cents: refund.milestoneRefundCents, feeRefundCents: refund.feeRefundCents },
  };
  const kinds = PAYOUT_KINDS.filter((kind) => amounts[kind].cents > 0);
  if (kinds.length === 0) throw new Error(`escrow ${row.contractId}/${row.position}: a settlement of nothing`);
  const { rows } = await insertPayouts(kinds)(tx, {
    contractId: row.contractId,
    position: row.position,
    method: moved.method,
    fundingPaymentId: moved.fundingPaymentId,
    ...Object.fromEntries(
      kinds.flatMap((kind) => [
        [`${kind}Cents`, amounts[kind].cents],
        [`${kind}FeeRefundCents`, amounts[kind].feeRefundCents],
        [`${kind}Key`, buildIdempotencyKey(kind === 'release' ? 'escrow-release' : 'escrow-refund', ref, 1)],
      ]),
    ),
  });
  return rows.map((r) => r.id);
}

const PAYOUT_KINDS = ['release', 'refund'] as const;
type PayoutKind = (typeof PAYOUT_KINDS)[number];

/**
 * A settlement's payouts (one of each kind given) with their jobs, in one statement built once for each list of kinds:
 * the payee read from the contract (its bidder for a release, its poster for a refund), each payout's job in the
 * outbox with the payout's id as its singleton key (as enqueueJob writes one), and the outbox pump woken on commit.
 */
const insertPayouts = builtPerShape(
  'insert_escrow_payouts',
  (kinds: readonly PayoutKind[]) => kinds.join('_'),
  (kinds, name) =>
    sqlBuiltOnce<{ id: string }>(name, (db) => {
      const contractId = sql.placeholder('contractId');
      const insert = db
        .insert(escrowPayouts)
        .values(
          kinds.map((kind) => ({
            kind,
            contractId,
            milestonePosition: sql.placeholder('position'),
            method: sql.placeholder('method'),
            fundingPaymentId: sql.placeholder('fundingPaymentId'),
            payeeId: sql`(SELECT ${kind === 'release' ? contracts.bidderId : contracts.posterId} FROM ${contracts} WHERE ${contracts.id} = ${contractId})`,
            milestoneCents: sql.placeholder(`${kind}Cents`),
            feeRefundCents: sql.placeholder(`${kind}FeeRefundCents`),
            idempotencyKey: sql.placeholder(`${kind}Key`),
          })),
        )
        .returning({ id: escrowPayouts.id });
      const job = enqueueJobsSql(ESCROW_PAYOUT_JOB, sql`jsonb_build_object('payoutId', payout.id)`, sql`payout`, sql`payout.id::text`);
      // getSQL(): the builder as it is, not in parentheses as a subquery
      return sql`WITH payout AS (${insert.getSQL()}), job AS (${job}) SELECT payout.id, ${wakeJobOutboxSql(sql`job`)} AS woke FROM payout`;
    }),
);
