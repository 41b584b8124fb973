import { formatCents } from '@homebid/shared/money';
import type { OverviewDay } from '@homebid/shared/schemas/operator';
import { formatDate } from '../../../lib/dates';

/** What one overview chart counts per day. */
export type OverviewMeasure = 'signUps' | 'newListings' | 'moneyMovedCents';

export interface OverviewChart {
  measure: OverviewMeasure;
  title: string;
  /** The figure's name in a sentence ('12 sign-ups'). */
  one: string;
  many: string;
}

/** The overview's charts, in the order the page shows them. */
export const OVERVIEW_CHARTS: readonly OverviewChart[] = [
  { measure: 'signUps', title: 'Sign-ups per day', one: 'sign-up', many: 'sign-ups' },
  { measure: 'newListings', title: 'New listings per day', one: 'new listing', many: 'new listings' },
  { measure: 'moneyMovedCents', title: 'Money moved per day', one: 'moved', many: 'moved' },
];

/** '2026-06-12' (a calendar day of the overview) as 'Jun 12'. */
export const dayLabel = (day: string) => formatDate(day, 'MMM DD');

/** A day's figure as the page writes it: money as '$1,234.50', counts as they are. */
export function measureText(measure: OverviewMeasure, value: number): string {
  return measure === 'moneyMovedCents' ? formatCents(value) : String(value);
}

const trim = (value: number) => String(Number(value.toFixed(1)));

/** Money on a chart's axis, short enough for a phone: '$0', '$950', '$12.5k', '$1.2M' (whole dollars, rounded down below $1,000). */
export function axisCents(cents: number): string {
  const dollars = cents / 100;
  const sign = dollars < 0 ? '-' : '';
  const size = Math.abs(dollars);
  if (size >= 1_000_000) return `${sign}$${trim(size / 1_000_000)}M`;
  if (size >= 1_000) return `${sign}$${trim(size / 1_000)}k`;
  return `${sign}$${Math.floor(size)}`;
}

/**
 * The chart in one sentence, for screen readers and for anyone the chart does not help: the total over the days and
 * the busiest day. 'In the last 30 days: 42 sign-ups; the most on Jun 12 (7).'
 */
export function chartSummary(series: readonly OverviewDay[], chart: OverviewChart): string {
  const days = series.length;
  const total = series.reduce((sum, day) => sum + day[chart.measure], 0);
  const isMoney = chart.measure === 'moneyMovedCents';
  const totalText = isMoney ? `${formatCents(total)} moved` : `${total} ${total === 1 ? chart.one : chart.many}`;
  const lead = `In the last ${days} ${days === 1 ? 'day' : 'days'}: ${totalText}`;
  if (total === 0) return `${lead}.`;
  const busiest = series.reduce((best, day) => (day[chart.measure] > best[chart.measure] ? day : best));
  return `${lead}; the most on ${dayLabel(busiest.day)} (${measureText(chart.measure, busiest[chart.measure])}).`;
}
