import { describe, expect, it } from 'vitest';
import { nextDigestTime } from './lead-digest';

const next = (iso: string) => nextDigestTime(new Date(iso)).toISOString();

describe('nextDigestTime (7 am America/New_York)', () => {
  it('is 12:00 UTC in winter (EST, UTC-5) and 11:00 UTC in summer (EDT, UTC-4)', () => {
    expect(next('2026-01-15T03:00:00Z')).toBe('2026-01-15T12:00:00.000Z');
    expect(next('2026-07-15T03:00:00Z')).toBe('2026-07-15T11:00:00.000Z');
  });

  it('is the next day once 7 am has passed, and strictly after an instant exactly at 7 am', () => {
    expect(next('2026-01-15T12:00:00.000Z')).toBe('2026-01-16T12:00:00.000Z');
    expect(next('2026-01-15T11:59:59.999Z')).toBe('2026-01-15T12:00:00.000Z');
    expect(next('2026-07-15T11:00:01Z')).toBe('2026-07-16T11:00:00.000Z');
  });

  it('uses the New York calendar day, not the UTC one (late evening Eastern is already tomorrow in UTC)', () => {
    // 2026-01-15 22:30 EST = 2026-01-16 03:30 UTC: the next digest is the 16th at 7 am EST
    expect(next('2026-01-16T03:30:00Z')).toBe('2026-01-16T12:00:00.000Z');
  });

  it('crosses the spring-forward day (2026-03-08, clocks 2 am -> 3 am)', () => {
    expect(next('2026-03-07T12:30:00Z')).toBe('2026-03-08T11:00:00.000Z');
    expect(next('2026-03-08T06:59:00Z')).toBe('2026-03-08T11:00:00.000Z'); // 1:59 am EST, before the jump
    expect(next('2026-03-08T07:30:00Z')).toBe('2026-03-08T11:00:00.000Z'); // 3:30 am EDT, after it
  });

  it('crosses the fall-back day (2026-11-01, clocks 2 am -> 1 am)', () => {
    expect(next('2026-10-31T11:30:00Z')).toBe('2026-11-01T12:00:00.000Z');
    expect(next('2026-11-01T05:30:00Z')).toBe('2026-11-01T12:00:00.000Z'); // 1:30 am EDT
    expect(next('2026-11-01T06:30:00Z')).toBe('2026-11-01T12:00:00.000Z'); // 1:30 am EST, the repeated hour
    expect(next('2026-11-01T12:00:00Z')).toBe('2026-11-02T12:00:00.000Z');
  });

  it('rolls over month and year ends', () => {
    expect(next('2026-12-31T15:00:00Z')).toBe('2027-01-01T12:00:00.000Z');
    expect(next('2028-02-28T13:00:00Z')).toBe('2028-02-29T12:00:00.000Z');
  });
});
