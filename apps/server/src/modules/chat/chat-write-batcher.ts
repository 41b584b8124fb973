/** The most items one write takes (a batch's announcement must fit PostgreSQL's 8,000-byte NOTIFY payload). */
const MAX_BATCH = 100;

/**
 * Group commit: items submitted while a write is under way (or in the same turn of the event loop) go together in
 * the next write, so a busy instance writes (and commits, and announces) many messages in one statement instead of
 * one each, and a quiet one writes each at once. When a write of several fails, each is written alone, so one bad item
 * fails only its own caller.
 */
export function createWriteBatcher<T, R>(writeAll: (items: T[]) => Promise<R[]>) {
  let pending: Array<{ item: T; resolve: (result: R) => void; reject: (error: unknown) => void }> = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (pending.length > 0) {
      // PGlite runs a whole transaction without giving the event loop a turn, so nothing posted meanwhile would have
      // been read: wait for the requests that arrived with this one to be read first (one turn, not a timer)
      await new Promise((resolve) => setImmediate(resolve));
      const batch = pending.slice(0, MAX_BATCH);
      pending = pending.slice(MAX_BATCH);
      try {
        const results = await writeAll(batch.map((b) => b.item));
        batch.forEach((b, i) => b.resolve(results[i] as R));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else for (const b of batch) await writeAll([b.item]).then(([result]) => b.resolve(result as R), b.reject);
      }
    }
    writing = false;
  }

  return {
    write(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        pending.push({ item, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
