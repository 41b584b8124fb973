import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatEasternDateTime } from '@homebid/shared/dates';
import { formatCents } from '@homebid/shared/money';
import type { Database } from '../../db/client';
import { escrowMilestones, escrowPayouts } from '../../db/schema/escrow';
import type { Jobs } from '../../platform/jobs/jobs';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { PaymentProviderError } from '../../platform/payment-providers/providers';
import { alertContractSides } from '../contracts/contract-alerts';
import type { EscrowContext } from './escrow-context';
import { lockEscrowMilestone } from './escrow-milestone';
import { executePayout, runPayouts } from './escrow-payouts';
import { ESCROW_TIMER_JOB, type EscrowTimer } from './escrow-review';
import { ESCROW_PAYOUT_JOB, settleHeldMilestone } from './escrow-settlement';

export const ESCROW_SWEEP_JOB = 'escrow-sweep';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * A timer of one submission: a reminder, or the auto-release. pg-boss runs it once across instances, after a restart
 * too; it does nothing when the milestone moved first (released, changes requested, disputed, submitted again: the
 * submission time no longer matches).
 */
export async function runEscrowTimer(ctx: EscrowContext, log: Log, timer: EscrowTimer): Promise<void> {
  const payouts = await ctx.db.transaction(async (tx) => {
    const row = await lockEscrowMilestone(tx, timer.contractId, timer.position);
    if (row.state !== 'submitted' || row.submittedAt?.toISOString() !== timer.submittedAt) return [];
    if (timer.step === 'remind') {
      const when = row.autoReleaseAt ? formatEasternDateTime(row.autoReleaseAt) : '';
      const days = timer.daysLeft === 1 ? '1 day' : `${timer.daysLeft} days`;
      await alertContractSides(tx, timer.contractId, 'milestone_auto_release', `Auto-release in ${days}`, {
        poster: `Milestone ${timer.position} (${formatCents(row.heldCents)}) is released to the seller automatically on ${when} unless you Approve & Release it, Request Changes or open a dispute first.`,
        bidder: `Milestone ${timer.position} (${formatCents(row.heldCents)}) is released to you automatically on ${when} if the poster does not answer.`,
      });
      return [];
    }
    if (!row.autoReleaseAt || row.autoReleaseAt.getTime() > Date.now()) return [];
    const ids = await settleHeldMilestone(tx, row, 'auto_release', row.amountCents);
    await alertContractSides(tx, timer.contractId, 'milestone_auto_release', 'Milestone released automatically', {
      poster: `Milestone ${timer.position} was released to the seller automatically: it had waited for your review since ${formatEasternDateTime(row.submittedAt!)}.`,
      bidder: `Milestone ${timer.position} was released to you automatically after the review period.`,
    });
    return ids;
  });
  await runPayouts(ctx, log, payouts);
}

/** How long one sweep keeps releasing before it leaves the rest to the next (every 5 minutes, under pg-boss's expiry). */
const SWEEP_BUDGET_MS = 4 * 60_000;

/**
 * The safety net, every few minutes: submitted milestones past their auto-release time whose timer did not run, and
 * payouts not done whose retry job is gone, are picked up again (their own checks keep this from doubling anything).
 * Due milestones are taken `limit` at a time until none is left or the sweep's time is up: a backlog (the jobs were
 * stopped for a while) drains at the speed of the releases, not 500 per 5 minutes (the escrow bench's drain).
 */
export async function sweepEscrow(ctx: EscrowContext, log: Log, limit = 500, budgetMs = SWEEP_BUDGET_MS): Promise<{ released: number; requeued: number }> {
  const started = Date.now();
  let released = 0;
  for (;;) {
    const due = await ctx.db
      .select({ contractId: escrowMilestones.contractId, position: escrowMilestones.position, submittedAt: escrowMilestones.submittedAt })
      .from(escrowMilestones)
      .where(and(eq(escrowMilestones.state, 'submitted'), lte(escrowMilestones.autoReleaseAt, new Date())))
      .limit(limit);
    for (const m of due) await runEscrowTimer(ctx, log, { contractId: m.contractId, position: m.position, submittedAt: m.submittedAt!.toISOString(), step: 'release' });
    released += due.length;
    if (due.length < limit || Date.now() - started > budgetMs) break;
  }
  const stale = await ctx.db
    .select({ id: escrowPayouts.id })
    .from(escrowPayouts)
    .where(sql`${escrowPayouts.status} <> 'succeeded' AND coalesce(${escrowPayouts.nextAttemptAt}, ${escrowPayouts.updatedAt}) < now() - interval '5 minutes'`)
    .limit(limit);
  await requeuePayouts(ctx.db, stale.map((s) => s.id));
  return { released, requeued: stale.length };
}

async function requeuePayouts(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    for (const id of ids) await enqueueJob(tx, ESCROW_PAYOUT_JOB, { payoutId: id }, { singletonKey: id });
  });
}

/** The escrow jobs: timers, payouts (a provider's refusal is retried by the job failPayout enqueued), the sweep. */
export function defineEscrowJobs(ctx: EscrowContext & { jobs: Jobs }, log: Log): void {
  ctx.jobs.define<EscrowTimer>({ name: ESCROW_TIMER_JOB, retryLimit: 10, handler: (timer) => runEscrowTimer(ctx, log, timer) });
  ctx.jobs.define<{ payoutId: string }>({
    name: ESCROW_PAYOUT_JOB,
    retryLimit: 10,
    handler: ({ payoutId }) =>
      executePayout(ctx, log, payoutId).then(
        () => undefined,
        (error: unknown) => {
          // the provider refused: failPayout recorded it and enqueued the next try after its back-off
          if (!(error instanceof PaymentProviderError)) throw error;
        },
      ),
  });
  ctx.jobs.define({ name: ESCROW_SWEEP_JOB, retryLimit: 2, handler: () => sweepEscrow(ctx, log).then(() => undefined) });
  ctx.jobs.schedule(ESCROW_SWEEP_JOB, '*/5 * * * *');
}
