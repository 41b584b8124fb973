import { describe, expect, it } from 'vitest';
import type { OverviewDay } from '@homebid/shared/schemas/operator';
import { axisCents, chartSummary, dayLabel, measureText, OVERVIEW_CHARTS } from './overview-series';

const chart = (measure: string) => OVERVIEW_CHARTS.find((c) => c.measure === measure)!;
const day = (date: string, signUps: number, newListings: number, moneyMovedCents: number): OverviewDay => ({ day: date, signUps, newListings, moneyMovedCents });

describe("the overview's days", () => {
  it('names a calendar day as that day, whatever the zone', () => {
    expect(dayLabel('2026-06-12')).toBe('Jun 12');
    expect(dayLabel('2026-01-01')).toBe('Jan 01');
  });

  it('writes money as money and counts as counts', () => {
    expect(measureText('moneyMovedCents', 123450)).toBe('$1,234.50');
    expect(measureText('signUps', 7)).toBe('7');
  });
});

describe("a money axis's ticks", () => {
  it('stays short enough for a phone', () => {
    expect(axisCents(0)).toBe('$0');
    expect(axisCents(95_099)).toBe('$950');
    expect(axisCents(100_000)).toBe('$1k');
    expect(axisCents(1_250_000)).toBe('$12.5k');
    expect(axisCents(123_456_789)).toBe('$1.2M');
    expect(axisCents(-250_000)).toBe('-$2.5k');
  });
});

describe("a chart's summary", () => {
  const series = [day('2026-06-10', 1, 0, 0), day('2026-06-11', 4, 2, 150_000), day('2026-06-12', 2, 1, 99)];

  it('says the total and the busiest day', () => {
    expect(chartSummary(series, chart('signUps'))).toBe('In the last 3 days: 7 sign-ups; the most on Jun 11 (4).');
    expect(chartSummary(series, chart('moneyMovedCents'))).toBe('In the last 3 days: $1,500.99 moved; the most on Jun 11 ($1,500.00).');
  });

  it('uses the singular for one', () => {
    expect(chartSummary([day('2026-06-12', 0, 1, 0)], chart('newListings'))).toBe('In the last 1 day: 1 new listing; the most on Jun 12 (1).');
  });

  it('names no busiest day when nothing happened', () => {
    expect(chartSummary([day('2026-06-11', 0, 0, 0), day('2026-06-12', 0, 0, 0)], chart('newListings'))).toBe('In the last 2 days: 0 new listings.');
  });

  it('takes the first of equally busy days', () => {
    expect(chartSummary([day('2026-06-11', 3, 0, 0), day('2026-06-12', 3, 0, 0)], chart('signUps'))).toContain('the most on Jun 11 (3)');
  });
});
