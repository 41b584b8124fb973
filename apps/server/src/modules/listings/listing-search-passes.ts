import type { Database } from '../../db/client';

/** How long the pass that served a filter is remembered, and for how many filters (the oldest are forgotten first). */
const RECENT_PASS_MS = 60_000;
const RECENT_PASSES_MAX = 1_000;

/**
 * The pass that served each filter (text, types, budget, place...) recently, per database, where its first window
 * held less than a page: the wider window, or the full query. For a minute its first page starts with that pass,
 * which returns the same page (see searchListingsJson): a rare word or a small circle searched again and again (a
 * saved search, many visitors typing the same word) walked the windows that came up short every time. Like the
 * open listings' estimate (listing-search.service.ts) it only chooses a pass: every page is read fresh; a filter
 * that has grown dense since runs the longer pass for at most that minute.
 */
export function recentPasses(db: Database) {
  let known = passesByDatabase.get(db);
  if (!known) passesByDatabase.set(db, (known = new Map()));
  const passes = known;
  return {
    get(key: string): RecentPass | undefined {
      const recent = passes.get(key);
      if (!recent || recent.until >= Date.now()) return recent?.pass;
      passes.delete(key);
      return undefined;
    },
    remember(key: string, pass: RecentPass) {
      passes.delete(key);
      passes.set(key, { pass, until: Date.now() + RECENT_PASS_MS });
      if (passes.size > RECENT_PASSES_MAX) passes.delete(passes.keys().next().value!);
    },
  };
}
export type RecentPass = 'wider' | 'full';
const passesByDatabase = new WeakMap<Database, Map<string, { pass: RecentPass; until: number }>>();
