import type { AdminDisputeRow } from '@homebid/shared/schemas/support-desk';

/**
 * Where a dispute of the queue stands against its clock. Only a dispute awaiting the other side's response has a
 * deadline that still runs (past it, the opener's remedy applies); once the other side responded, or a side asked
 * HomeBid to decide, the wait is on the sides' agreement or on HomeBid.
 */
export type DisputeClock = 'due' | 'overdue' | 'answered' | 'with_homebid' | 'settled';

export function disputeClockOf(dispute: Pick<AdminDisputeRow, 'state' | 'responseDueAt'>, now: Date): DisputeClock {
  if (dispute.state === 'settled') return 'settled';
  if (dispute.state === 'with_homebid') return 'with_homebid';
  if (dispute.state === 'negotiating') return 'answered';
  return new Date(dispute.responseDueAt).getTime() < now.getTime() ? 'overdue' : 'due';
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How far a deadline is from now, to the nearest day or hour: 'in 3 days', 'in 5 hours', '2 days ago', 'in less than an hour'. */
export function timeFromNow(iso: string, now: Date): string {
  const ms = new Date(iso).getTime() - now.getTime();
  const span = Math.abs(ms);
  // rounded, not cut: a deadline 4 days and 23 hours away reads 'in 5 days'
  const words = span >= DAY ? plural(Math.round(span / DAY), 'day') : span >= HOUR ? plural(Math.round(span / HOUR), 'hour') : null;
  if (!words) return ms >= 0 ? 'in less than an hour' : 'less than an hour ago';
  return ms >= 0 ? `in ${words}` : `${words} ago`;
}
