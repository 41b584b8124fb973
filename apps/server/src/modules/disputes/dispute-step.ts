import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import type { Database } from '../../db/client';
import { conflict } from '../../platform/errors';
import { runPayouts } from '../escrow/escrow-payouts';
import type { DisputeRow } from './dispute-access';
import type { DisputeContext, DisputeLog } from './dispute-context';
import { applyDeadlineIfDue, lockDispute, type LockedDispute } from './dispute-settlement';

export const settledRefusal = () => conflict(DISPUTE_MSG.settled, 'dispute_settled');

/**
 * Takes one step on a dispute in one transaction, under its locks (lockDispute). A settled dispute refuses every step;
 * one whose response deadline has passed is settled by the deadline first (whether or not its job has run yet), and
 * the step is then refused as settled: the deadline came before it. `step` checks the rest under the same locks and
 * returns the ids of the payouts it queued, which run after the commit.
 */
export async function runDisputeStep(ctx: DisputeContext, log: DisputeLog, found: DisputeRow, step: (tx: Database, locked: LockedDispute) => Promise<string[] | void>): Promise<void> {
  const done = await ctx.db.transaction(async (tx) => {
    const locked = await lockDispute(tx, found);
    if (locked.dispute.state === 'settled') throw settledRefusal();
    const byDeadline = await applyDeadlineIfDue(tx, locked);
    if (byDeadline) return { payouts: byDeadline, late: true };
    return { payouts: (await step(tx, locked)) ?? [], late: false };
  });
  await runPayouts(ctx, log, done.payouts);
  if (done.late) throw settledRefusal();
}
