import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './chat-write-batcher';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Items are `<key><n>` strings (`a1`, `b2`): the key is their letter. */
const byLetter = { keyOf: (item: string) => item[0]! };

/** A writeAll whose writes finish only when the test says, recording each write and how many ran at once. */
function heldWrites() {
  const writes: Array<{ items: string[]; finish: () => void }> = [];
  let running = 0;
  let mostAtOnce = 0;
  const writeAll = async (items: string[]) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((finish) => writes.push({ items, finish }));
    running -= 1;
    return items.map((item) => item.toUpperCase());
  };
  return { writes, writeAll, mostAtOnce: () => mostAtOnce, batches: () => writes.map((w) => w.items) };
}

describe('createWriteBatcher', () => {
  it('writes items submitted in one turn together, and those submitted during a write in the next, each answered with its own result', async () => {
    const writes: number[][] = [];
    const batcher = createWriteBatcher(
      async (items: number[]) => {
        writes.push(items);
        await sleep(20);
        return items.map((n) => n * 10);
      },
      { keyOf: String },
    );
    const first = Promise.all([1, 2].map((n) => batcher.write(n)));
    await sleep(5);
    const results = await Promise.all([first, ...[3, 4, 5].map((n) => batcher.write(n))]);
    expect(results).toEqual([[10, 20], 30, 40, 50]);
    expect(writes).toEqual([[1, 2], [3, 4, 5]]);
    expect(await batcher.write(6)).toBe(60);
  });

  it('writes each item alone when a write of several fails, so only the bad one fails its caller', async () => {
    const batcher = createWriteBatcher(
      async (items: number[]) => {
        await sleep(5);
        if (items.includes(3)) throw new Error('bad item');
        return items;
      },
      { keyOf: String, maxInFlight: 3 },
    );
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => batcher.write(n)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([1, 2, 'bad item', 4]);
    expect(await batcher.write(5)).toBe(5);
  });

  it('runs up to maxInFlight writes at once, each taking what queued while the others were under way', async () => {
    const held = heldWrites();
    const batcher = createWriteBatcher(held.writeAll, { ...byLetter, maxInFlight: 2 });
    const answers = [batcher.write('a1')];
    await sleep(1);
    answers.push(batcher.write('b1'));
    await sleep(1);
    // two writes are under way: these wait, and go together in the next one
    answers.push(batcher.write('c1'), batcher.write('d1'));
    await sleep(1);
    expect(held.batches()).toEqual([['a1'], ['b1']]);
    held.writes[1]!.finish();
    await sleep(1);
    expect(held.batches()).toEqual([['a1'], ['b1'], ['c1', 'd1']]);
    held.writes[0]!.finish();
    held.writes[2]!.finish();
    expect(await Promise.all(answers)).toEqual(['A1', 'B1', 'C1', 'D1']);
    expect(held.mostAtOnce()).toBe(2);
  });

  it('never writes a key in two writes at once, and writes its items in the order submitted', async () => {
    const held = heldWrites();
    const batcher = createWriteBatcher(held.writeAll, { ...byLetter, maxInFlight: 3 });
    const answered: string[] = [];
    const write = (item: string) => batcher.write(item).then((result) => void answered.push(result));
    const all = [write('a1')];
    await sleep(1);
    // a2 waits for a1's write; b1 need not; a3 queues behind a2, and b2 too, behind b1
    all.push(write('a2'), write('b1'), write('a3'));
    await sleep(1);
    all.push(write('b2'));
    await sleep(1);
    expect(held.batches()).toEqual([['a1'], ['b1']]);
    held.writes[1]!.finish();
    await sleep(1);
    expect(held.batches()).toEqual([['a1'], ['b1'], ['b2']]);
    held.writes[0]!.finish();
    await sleep(1);
    expect(held.batches()).toEqual([['a1'], ['b1'], ['b2'], ['a2', 'a3']]);
    held.writes[2]!.finish();
    held.writes[3]!.finish();
    await Promise.all(all);
    expect(answered.filter((a) => a.startsWith('A'))).toEqual(['A1', 'A2', 'A3']);
    expect(answered.filter((a) => a.startsWith('B'))).toEqual(['B1', 'B2']);
  });

  it('writes a queue longer than a batch in order, a key\'s later items in the next batch', async () => {
    const held = heldWrites();
    const batcher = createWriteBatcher(held.writeAll, { ...byLetter, maxInFlight: 1 });
    const first = batcher.write('z0');
    await sleep(1);
    // 100 items fill the next batch; a101 goes in the one after it
    const items = [...Array.from({ length: 99 }, (_, i) => `b${i}`), 'a100', 'a101', 'c1'];
    const answers = items.map((item) => batcher.write(item));
    held.writes[0]!.finish();
    await sleep(1);
    expect(held.batches()[1]).toEqual(items.slice(0, 100));
    held.writes[1]!.finish();
    await sleep(1);
    expect(held.batches()[2]).toEqual(['a101', 'c1']);
    held.writes[2]!.finish();
    await Promise.all([first, ...answers]);
  });
});
