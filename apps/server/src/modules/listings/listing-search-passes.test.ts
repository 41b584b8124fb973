import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { recentPasses } from './listing-search-passes';

describe('the passes remembered per filter', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a pass for a minute, per database', () => {
    vi.useFakeTimers();
    const [one, other] = [{}, {}] as Database[];
    recentPasses(one!).remember('walnut', 'full');
    expect(recentPasses(one!).get('walnut')).toBe('full');
    expect(recentPasses(other!).get('walnut')).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(recentPasses(one!).get('walnut')).toBe('full');
    vi.advanceTimersByTime(1);
    expect(recentPasses(one!).get('walnut')).toBeUndefined();
  });

  it('forgets the oldest filter beyond a thousand', () => {
    const passes = recentPasses({} as Database);
    for (let i = 0; i <= 1_000; i++) passes.remember(`word ${i}`, i % 2 ? 'wider' : 'full');
    expect(passes.get('word 0')).toBeUndefined();
    expect(passes.get('word 1')).toBe('wider');
    expect(passes.get('word 1000')).toBe('full');
  });
});
