import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './chat-write-batcher';

describe('createWriteBatcher', () => {
  it('writes the first item at once and those submitted meanwhile together in the next write, each answered with its own result', async () => {
    const writes: number[][] = [];
    const batcher = createWriteBatcher(async (items: number[]) => {
      writes.push(items);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return items.map((n) => n * 10);
    });
    const results = await Promise.all([1, 2, 3, 4].map((n) => batcher.write(n)));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
    expect(await batcher.write(5)).toBe(50);
  });

  it('writes each item alone when a write of several fails, so only the bad one fails its caller', async () => {
    const batcher = createWriteBatcher(async (items: number[]) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (items.includes(3)) throw new Error('bad item');
      return items;
    });
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => batcher.write(n)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([1, 2, 'bad item', 4]);
  });
});
