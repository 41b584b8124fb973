import { describe, expect, it } from 'vitest';
import { futureCalendarDateSchema, isCalendarDate } from './common';

describe('calendar dates', () => {
  it('accepts days that exist and refuses those that do not', () => {
    expect(['2030-02-28', '2032-02-29', '2099-12-31'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(['2030-02-30', '2031-02-29', '2030-13-01', '2030-00-10', '2024-99-99', '10000-01-01', '2100-01-01', '30-01-2030', ''].map(isCalendarDate)).toEqual(
      Array(9).fill(false),
    );
  });

  it("gives the field's own message for an impossible date and the past message for a past one", () => {
    const schema = futureCalendarDateSchema('Pick a date!', 'Not in the past.', () => '2030-01-01');
    expect(schema.safeParse('2030-02-30').error?.issues[0].message).toBe('Pick a date!');
    expect(schema.safeParse('2029-12-31').error?.issues[0].message).toBe('Not in the past.');
    expect(schema.safeParse('2030-01-01').success).toBe(true);
  });
});
