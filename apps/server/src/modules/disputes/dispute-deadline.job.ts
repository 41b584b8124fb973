import { and, eq, lte } from 'drizzle-orm';
import { disputes } from '../../db/schema/escrow';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import type { Jobs } from '../../platform/jobs/jobs';
import { runPayouts } from '../escrow/escrow-payouts';
import { findDispute } from './dispute-access';
import type { DisputeContext, DisputeLog } from './dispute-context';
import { applyDeadlineIfDue, lockDispute } from './dispute-settlement';

/** The job of one dispute's response deadline, enqueued when it is opened to run at its response_due_at. */
export const DISPUTE_DEADLINE_JOB = 'dispute-deadline';
/** The safety net: deadlines passed whose job did not settle them. */
export const DISPUTE_DEADLINE_SWEEP_JOB = 'dispute-deadline-sweep';

/**
 * A dispute's response deadline: if it still waits for the other side's response at or after its time, the opener's
 * remedy applies ('deadline_passed', settled 'no_response'); otherwise nothing happens. Run early (this instance's
 * clock behind the database's), it comes back at the deadline. Returns whether it settled the dispute.
 */
export async function runDisputeDeadline(ctx: DisputeContext, log: DisputeLog, disputeId: string): Promise<boolean> {
  const found = await findDispute(ctx.db, disputeId);
  if (!found || found.dispute.state !== 'awaiting_response') return false;
  const payouts = await ctx.db.transaction(async (tx) => applyDeadlineIfDue(tx, await lockDispute(tx, found.dispute)));
  if (!payouts) {
    const due = found.dispute.responseDueAt;
    if (due.getTime() > Date.now()) await enqueueJob(ctx.db, DISPUTE_DEADLINE_JOB, { disputeId }, { startAfter: due });
    return false;
  }
  await runPayouts(ctx, log, payouts);
  return true;
}

/** Settles every dispute whose deadline passed while it still waits for a response (a lost or failed job). */
export async function sweepDisputeDeadlines(ctx: DisputeContext, log: DisputeLog, limit = 200): Promise<number> {
  const due = await ctx.db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.state, 'awaiting_response'), lte(disputes.responseDueAt, new Date())))
    .limit(limit);
  let settled = 0;
  for (const { id } of due) if (await runDisputeDeadline(ctx, log, id)) settled++;
  return settled;
}

/** The dispute jobs: each deadline (once across instances, after a restart too), and the sweep every ten minutes. */
export function defineDisputeJobs(ctx: DisputeContext & { jobs: Jobs }, log: DisputeLog): void {
  ctx.jobs.define<{ disputeId: string }>({ name: DISPUTE_DEADLINE_JOB, retryLimit: 10, handler: ({ disputeId }) => runDisputeDeadline(ctx, log, disputeId).then(() => undefined) });
  ctx.jobs.define({ name: DISPUTE_DEADLINE_SWEEP_JOB, retryLimit: 2, handler: () => sweepDisputeDeadlines(ctx, log).then(() => undefined) });
  ctx.jobs.schedule(DISPUTE_DEADLINE_SWEEP_JOB, '*/10 * * * *');
}
