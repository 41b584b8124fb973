/** The most items one write takes (a batch's announcement must fit PostgreSQL's 8,000-byte NOTIFY payload). */
const MAX_BATCH = 100;

interface Entry<T, R> {
  item: T;
  key: string;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit, pipelined: items submitted while writes are under way (or in the same turn of the event loop) go
 * together in the next write, so a busy instance writes (and commits, and announces) many messages in one statement
 * instead of one each, and a quiet one writes each at once. Up to `maxInFlight` writes run at once, each taking what
 * has queued, so a batch need not wait for the previous one's commit (on PostgreSQL, each on its own connection).
 *
 * Items of one key (a conversation) keep their order: an item waits while a write holding its key is under way, and
 * so does every later item of that key, so they are written (and their writes answered) in the order submitted.
 * When a write of several fails, each is written alone, so one bad item fails only its own caller.
 */
export function createWriteBatcher<T, R>(writeAll: (items: T[]) => Promise<R[]>, options: { keyOf: (item: T) => string; maxInFlight?: number }) {
  const maxInFlight = options.maxInFlight ?? 1;
  let pending: Array<Entry<T, R>> = [];
  /** The keys of the items in writes under way. */
  const busy = new Set<string>();
  let inFlight = 0;
  let isScheduled = false;

  function schedule() {
    if (isScheduled || inFlight >= maxInFlight || pending.length === 0) return;
    isScheduled = true;
    // PGlite runs a whole transaction without giving the event loop a turn, so nothing posted meanwhile would have
    // been read: wait for the requests that arrived with this one to be read first (one turn, not a timer)
    setImmediate(() => {
      isScheduled = false;
      while (inFlight < maxInFlight) {
        const batch = takeBatch();
        if (batch.length === 0) break;
        void run(batch);
      }
    });
  }

  /**
   * The oldest items (up to a full batch) whose key no write under way holds. An item left waiting leaves every later
   * item of its key waiting too (its key is held, or the batch is full), so a key's items keep their order.
   */
  function takeBatch(): Array<Entry<T, R>> {
    const batch: Array<Entry<T, R>> = [];
    const waiting: Array<Entry<T, R>> = [];
    for (const entry of pending) (batch.length < MAX_BATCH && !busy.has(entry.key) ? batch : waiting).push(entry);
    pending = waiting;
    return batch;
  }

  async function run(batch: Array<Entry<T, R>>) {
    inFlight += 1;
    for (const entry of batch) busy.add(entry.key);
    try {
      const results = await writeAll(batch.map((b) => b.item));
      batch.forEach((b, i) => b.resolve(results[i] as R));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const b of batch) await writeAll([b.item]).then(([result]) => b.resolve(result as R), b.reject);
    } finally {
      for (const entry of batch) busy.delete(entry.key);
      inFlight -= 1;
      schedule();
    }
  }

  return {
    write(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        pending.push({ item, key: options.keyOf(item), resolve, reject });
        schedule();
      });
    },
  };
}
