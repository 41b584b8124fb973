import { formatEasternDateTime } from '@homebid/shared/dates';
import { AUTO_RELEASE_REMINDER_DAYS, DAY_MS } from '@homebid/shared/domain/escrow';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { quotedSentenceEnd } from '../alerts/sentence-end';
import { alertContractSides } from '../contracts/contract-alerts';
import { lockEscrowMilestone, moveEscrow } from './escrow-milestone';

export const ESCROW_TIMER_JOB = 'escrow-timer';

/** A reminder before an auto-release, or the release itself, for one submission (its time tells submissions apart). */
export interface EscrowTimer {
  contractId: string;
  position: number;
  submittedAt: string;
  step: 'remind' | 'release';
  daysLeft?: number;
}

/**
 * The bidder's 'Mark as Done' on a funded milestone (or one with changes requested) submits it for review, in the
 * caller's transaction (the contracts module's, which holds the contract's lock): the poster is told, and the
 * auto-release and its reminders (3 days and 1 day before) are scheduled as jobs that survive restarts. Returns
 * false, changing nothing, when the milestone is not funded (the mark is then only a mark, as before escrow).
 */
export async function submitForReview(tx: Database, config: Pick<Config, 'escrow'>, contractId: string, position: number, note: string | null): Promise<boolean> {
  if (!config.escrow.enabled) return false;
  const row = await lockEscrowMilestone(tx, contractId, position);
  if (row.state !== 'funded' && row.state !== 'changes_requested') return false;
  const submittedAt = new Date();
  const autoReleaseAt = new Date(submittedAt.getTime() + config.escrow.autoReleaseMs);
  await moveEscrow(tx, row, 'submit', { submittedAt, submitNote: note, autoReleaseAt });
  const timer = { contractId, position, submittedAt: submittedAt.toISOString() };
  await enqueueJob(tx, ESCROW_TIMER_JOB, { ...timer, step: 'release' } satisfies EscrowTimer, { startAfter: autoReleaseAt });
  for (const days of AUTO_RELEASE_REMINDER_DAYS) {
    const at = new Date(autoReleaseAt.getTime() - days * DAY_MS);
    if (at > submittedAt) await enqueueJob(tx, ESCROW_TIMER_JOB, { ...timer, step: 'remind', daysLeft: days } satisfies EscrowTimer, { startAfter: at });
  }
  const when = formatEasternDateTime(autoReleaseAt);
  await alertContractSides(tx, contractId, 'milestone_submitted', 'Milestone submitted for review', {
    poster: `Milestone ${position} was submitted for review${note ? `: ${quotedSentenceEnd(note)}` : '.'} Approve & Release it or Request Changes; without an answer it is released automatically on ${when}.`,
  });
  return true;
}

/** The poster asks for changes: back to Funded (read 'Changes requested'), the auto-release is off until the next submission. */
export async function requestChangesInTx(tx: Database, contractId: string, position: number, message: string): Promise<void> {
  const row = await lockEscrowMilestone(tx, contractId, position);
  await moveEscrow(tx, row, 'request_changes', { changesNote: message, autoReleaseAt: null });
  await alertContractSides(tx, contractId, 'milestone_changes_requested', 'Changes requested', {
    bidder: `The poster asked for changes on milestone ${position}: ${quotedSentenceEnd(message)} Submit it again with Mark as Done when it is ready.`,
  });
}
