import type { FastifyBaseLogger } from 'fastify';
import { ESCROW_MSG, type EscrowActionResult } from '@homebid/shared/schemas/escrow';
import { AppError, forbidden } from '../../platform/errors';
import { findContractMilestoneForSide } from '../milestone-payments/payable-milestone';
import type { EscrowContext } from './escrow-context';
import { lockEscrowMilestone } from './escrow-milestone';
import { runPayouts } from './escrow-payouts';
import { requestChangesInTx } from './escrow-review';
import { settleHeldMilestone } from './escrow-settlement';
import { readEscrowMilestone } from './escrow-view';

type Log = Pick<FastifyBaseLogger, 'warn'>;

export function assertEscrowOn(ctx: Pick<EscrowContext, 'config'>): void {
  if (!ctx.config.escrow.enabled) throw new AppError('escrow_off', ESCROW_MSG.escrowOff, 404);
}

async function result(ctx: EscrowContext, contractId: string, position: number, done: string, started: string): Promise<EscrowActionResult> {
  const view = (await readEscrowMilestone(ctx.db, contractId, position))!;
  const finished = view.state === 'released' || view.state === 'refunded' || view.state === 'split';
  return { message: finished ? done : started, milestone: view };
}

/**
 * 'Approve & Release' (the poster): the whole held amount goes to the seller. Allowed on a funded milestone whether
 * or not it was submitted; refused in dispute, or when a release or refund is already under way or done.
 */
export async function releaseMilestone(ctx: EscrowContext, log: Log, userId: string, contractId: string, position: number): Promise<EscrowActionResult> {
  assertEscrowOn(ctx);
  const contract = await findContractMilestoneForSide(ctx.db, userId, contractId, position);
  if (contract.posterId !== userId) throw forbidden(ESCROW_MSG.onlyPosterReleases);
  const payouts = await ctx.db.transaction(async (tx) => {
    const row = await lockEscrowMilestone(tx, contractId, position);
    return settleHeldMilestone(tx, row, 'release', row.amountCents);
  });
  await runPayouts(ctx, log, payouts);
  return result(ctx, contractId, position, ESCROW_MSG.released, ESCROW_MSG.releaseStarted);
}

/** 'Request Changes' (the poster) on a submitted milestone, with what to change. */
export async function requestChanges(ctx: EscrowContext, userId: string, contractId: string, position: number, message: string): Promise<EscrowActionResult> {
  assertEscrowOn(ctx);
  const contract = await findContractMilestoneForSide(ctx.db, userId, contractId, position);
  if (contract.posterId !== userId) throw forbidden(ESCROW_MSG.onlyPosterReviews);
  await ctx.db.transaction((tx) => requestChangesInTx(tx, contractId, position, message));
  return result(ctx, contractId, position, ESCROW_MSG.changesRequested, ESCROW_MSG.changesRequested);
}

/**
 * 'Refund' (the seller only): the whole held amount goes back to the poster, with the platform's part of the fee;
 * the milestone no longer counts toward the contract. A poster cannot take funded money back alone.
 */
export async function refundMilestone(ctx: EscrowContext, log: Log, userId: string, contractId: string, position: number): Promise<EscrowActionResult> {
  assertEscrowOn(ctx);
  const contract = await findContractMilestoneForSide(ctx.db, userId, contractId, position);
  if (contract.bidderId !== userId) throw forbidden(ESCROW_MSG.onlySellerRefunds);
  const payouts = await ctx.db.transaction(async (tx) => {
    const row = await lockEscrowMilestone(tx, contractId, position);
    return settleHeldMilestone(tx, row, 'refund', 0);
  });
  await runPayouts(ctx, log, payouts);
  return result(ctx, contractId, position, ESCROW_MSG.refunded, ESCROW_MSG.refundStarted);
}
