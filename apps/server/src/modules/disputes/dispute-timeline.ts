import type { DisputeEventKind } from '@homebid/shared/domain/dispute';
import { formatCents } from '@homebid/shared/money';
import type { Database } from '../../db/client';
import { disputeEvents } from '../../db/schema/escrow';
import { alertContractSides } from '../contracts/contract-alerts';
import type { DisputeRow } from './dispute-access';

type Actor = (typeof disputeEvents.$inferInsert)['actor'];

export interface DisputeStep {
  kind: DisputeEventKind;
  actor: Actor;
  actorId?: string | null;
  note?: string | null;
  releaseCents?: number | null;
  fileId?: string | null;
}

/** Who took a step, in the words of an alert. */
export const actorWords = (actor: Actor) => (actor === 'poster' ? 'The poster' : actor === 'bidder' ? 'The seller' : 'HomeBid');

/** Where the money goes, in words: '$300.00 released to the seller', or both parts of a split. */
export function outcomeWords(amountCents: number, releaseCents: number): string {
  if (releaseCents === amountCents) return `${formatCents(amountCents)} released to the seller`;
  if (releaseCents === 0) return `${formatCents(amountCents)} refunded to the poster`;
  return `${formatCents(releaseCents)} released to the seller and ${formatCents(amountCents - releaseCents)} refunded to the poster`;
}

/**
 * One step of a dispute, in the transaction that takes it: a row of its timeline, and an alert (with its e-mail) to
 * both sides of the contract, each linking to their own contract page.
 */
export async function recordDisputeStep(tx: Database, dispute: DisputeRow, step: DisputeStep, alert: { title: string; message: string }): Promise<void> {
  await tx.insert(disputeEvents).values({
    disputeId: dispute.id,
    kind: step.kind,
    actor: step.actor,
    actorId: step.actorId ?? null,
    note: step.note ?? null,
    releaseCents: step.releaseCents ?? null,
    fileId: step.fileId ?? null,
  });
  await alertContractSides(tx, dispute.contractId, 'dispute_update', alert.title, { poster: alert.message, bidder: alert.message });
}

/** 'the dispute over milestone 2 ($300.00)': how alerts name the dispute. */
export const disputeName = (dispute: Pick<DisputeRow, 'milestonePosition' | 'amountCents'>) =>
  `the dispute over milestone ${dispute.milestonePosition} (${formatCents(dispute.amountCents)})`;
