import { DISPUTE_REASON_LABELS, defaultRemedy, type DisputeEventKind, type DisputeSide } from '@homebid/shared/domain/dispute';
import type { DisputeEvent, DisputeView } from '@homebid/shared/schemas/escrow';
import { formatCents } from '@homebid/shared/money';

/** Who did a step of the timeline: a side's role, HomeBid's staff, or the deadline. */
export const ACTOR_LABELS: Record<DisputeEvent['actor'], string> = { poster: 'Poster', bidder: 'Bidder', homebid: 'HomeBid', system: 'Deadline' };

/** What a step of the timeline did. */
export const EVENT_LABELS: Record<DisputeEventKind, string> = {
  opened: 'Opened the dispute',
  evidence: 'Added evidence',
  responded: 'Responded',
  proposed: 'Proposed a split',
  accepted: 'Accepted the split',
  asked_homebid: 'Asked HomeBid to decide',
  decided: 'Decided',
  deadline_passed: 'No response in time',
};

export const otherSide = (side: DisputeSide): DisputeSide => (side === 'poster' ? 'bidder' : 'poster');

/** 'Work not as described', or 'Other: <the opener's words>'. */
export const reasonText = (dispute: Pick<DisputeView, 'reason' | 'reasonText'>) =>
  dispute.reason === 'other' && dispute.reasonText ? `${DISPUTE_REASON_LABELS.other}: ${dispute.reasonText}` : DISPUTE_REASON_LABELS[dispute.reason];

/** A split of the milestone's amount: what the seller is paid and what the poster gets back. */
export const splitText = (releaseCents: number, amountCents: number) =>
  `${formatCents(releaseCents)} to the seller, ${formatCents(amountCents - releaseCents)} back to the poster`;

/** What happens when the side that did not open lets the deadline pass: the opener's remedy, addressed to the viewer. */
export function remedyText(dispute: Pick<DisputeView, 'openedBy' | 'viewerSide'>): string {
  const responder = otherSide(dispute.openedBy);
  const who = dispute.viewerSide === responder ? 'you do' : `the ${responder} does`;
  const remedy = defaultRemedy(dispute.openedBy) === 'release' ? 'the money is released to the seller' : 'the money is refunded to the poster';
  return `If ${who} not respond by then, ${remedy}.`;
}

/** A settled dispute's money: released, refunded, or both. */
export function outcomeText(dispute: Pick<DisputeView, 'outcome' | 'releaseCents' | 'refundCents' | 'amountCents'>): string {
  const released = dispute.releaseCents ?? (dispute.outcome === 'release' ? dispute.amountCents : 0);
  const refunded = dispute.refundCents ?? dispute.amountCents - released;
  if (dispute.outcome === 'release') return `${formatCents(released)} released to the seller.`;
  if (dispute.outcome === 'refund') return `${formatCents(refunded)} refunded to the poster.`;
  return `Split: ${formatCents(released)} released to the seller, ${formatCents(refunded)} refunded to the poster.`;
}

/** How a settled dispute ended, and when (`on`: the date as the page writes it). */
export function settlementText(dispute: Pick<DisputeView, 'settlement' | 'openedBy'>, on: string | null): string {
  const when = on ? ` on ${on}` : '';
  if (dispute.settlement === 'agreement') return `Settled by agreement${when}.`;
  if (dispute.settlement === 'no_response') return `Settled${when}: the ${otherSide(dispute.openedBy)} did not respond in time.`;
  return `Decided by HomeBid${when}.`;
}

/** HomeBid's note on its decision (the last decision of the timeline). */
export const decisionNoteOf = (dispute: Pick<DisputeView, 'events'>) => [...dispute.events].reverse().find((event) => event.kind === 'decided')?.note ?? null;
