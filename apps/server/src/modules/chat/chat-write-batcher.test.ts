import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './chat-write-batcher';

describe('createWriteBatcher', () => {
  it('writes items submitted in one turn together, and those submitted during a write in the next, each answered with its own result', async () => {
    const writes: number[][] = [];
    const batcher = createWriteBatcher(async (items: number[]) => {
      writes.push(items);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return items.map((n) => n * 10);
    });
    const first = Promise.all([1, 2].map((n) => batcher.write(n)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const results = await Promise.all([first, ...[3, 4, 5].map((n) => batcher.write(n))]);
    expect(results).toEqual([[10, 20], 30, 40, 50]);
    expect(writes).toEqual([[1, 2], [3, 4, 5]]);
    expect(await batcher.write(6)).toBe(60);
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
