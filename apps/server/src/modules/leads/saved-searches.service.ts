import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_MSG } from '@homebid/shared/constants/saved-search';
import type { SavedSearch, SavedSearchFilter, savedSearchInputSchema, SavedSearchUpdate } from '@homebid/shared/schemas/saved-search';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { leadMatches, savedSearches } from '../../db/schema/leads';
import { profiles } from '../../db/schema/profiles';
import type { AppContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { bindFilter } from '../listings/listing-search-conditions';
import { toListingFilter } from '../listings/listing-search.service';
import { assertCanSaveSearches, assertOwnSearch, isSavedSearchId } from './leads.policy';

type SavedSearchInputParsed = z.output<typeof savedSearchInputSchema>;
type Ctx = Pick<AppContext, 'db'>;
type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * The filter as the listing search binds it (listing-search-conditions.ts), in the columns the lead matching
 * reads; a value the filter does not set is NULL ("no filter").
 */
export function toFilterColumns(input: SavedSearchInputParsed['filter']) {
  const values = bindFilter(toListingFilter(input), 'array').values as Record<string, never>;
  return {
    industries: values.industries ?? null,
    listingTypes: values.listingTypes ?? null,
    maxBudgetCents: values.maxBudgetCents ?? null,
    deadline: values.deadline ?? null,
    cityKey: values.city ?? null,
    wordPatterns: values.words ?? null,
    nearLat: values.nearLat ?? null,
    nearLng: values.nearLng ?? null,
    nearMiles: values.miles ?? null,
    latMin: values.latMin ?? null,
    latMax: values.latMax ?? null,
    lngMin: values.lngMin ?? null,
    lngMax: values.lngMax ?? null,
  };
}

/** The filter as the user chose it, to run again on the listing page: empty values left out. */
function toSavedFilter(input: SavedSearchInputParsed['filter']): SavedSearchFilter {
  const near = input.miles ? { nearLat: input.nearLat, nearLng: input.nearLng, miles: input.miles, placeLabel: input.placeLabel } : {};
  const chosen: SavedSearchFilter = {
    text: input.text?.trim() || undefined,
    types: input.types?.length ? input.types : undefined,
    listingTypes: input.listingTypes?.length ? input.listingTypes : undefined,
    maxBudgetCents: input.maxBudgetCents || undefined,
    deadline: input.deadline || undefined,
    city: input.city?.trim() || undefined,
    ...near,
  };
  return Object.fromEntries(Object.entries(chosen).filter(([, v]) => v !== undefined));
}

const toView = (row: SavedSearchRow, newMatchCount: number): SavedSearch => ({
  id: row.id,
  name: row.name,
  frequency: row.frequency,
  paused: row.paused,
  filter: row.filter,
  newMatchCount,
  createdAt: row.createdAt.toISOString(),
});

/** Matches found since the owner last opened the search. */
const newMatchCountSql = sql<number>`(
  SELECT count(*)::int FROM ${leadMatches}
  WHERE ${leadMatches.savedSearchId} = ${savedSearches.id} AND ${leadMatches.matchedAt} > ${savedSearches.lastViewedAt}
)`;

export async function listSavedSearches(ctx: Ctx, userId: string): Promise<SavedSearch[]> {
  const rows = await ctx.db
    .select({ search: savedSearches, newMatchCount: newMatchCountSql })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map((row) => toView(row.search, Number(row.newMatchCount)));
}

async function findOwnSearch(db: Database, userId: string, id: string, options: { lock?: boolean } = {}): Promise<SavedSearchRow> {
  if (!isSavedSearchId(id)) return assertOwnSearch<SavedSearchRow>(undefined, userId);
  const query = db.select().from(savedSearches).where(eq(savedSearches.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return assertOwnSearch(row, userId);
}

async function countNewMatches(db: Database, search: SavedSearchRow): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leadMatches)
    .where(and(eq(leadMatches.savedSearchId, search.id), gt(leadMatches.matchedAt, search.lastViewedAt)));
  return Number(row?.count ?? 0);
}

/** 'Save this search': contractors and suppliers, at most SAVED_SEARCH_LIMIT each. */
export async function createSavedSearch(ctx: Ctx, userId: string, input: SavedSearchInputParsed): Promise<SavedSearch> {
  const [profile] = await ctx.db.select({ userType: profiles.userType }).from(profiles).where(eq(profiles.userId, userId));
  assertCanSaveSearches(profile?.userType);
  const columns = toFilterColumns(input.filter);
  const row = await ctx.db.transaction(async (tx) => {
    // one save at a time per user, so two at once cannot both pass the limit
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('saved_searches'), hashtext(${userId}))`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (Number(count) >= SAVED_SEARCH_LIMIT) throw conflict(SAVED_SEARCH_MSG.limit, 'saved_search_limit');
    const [created] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, frequency: input.frequency, filter: toSavedFilter(input.filter), ...columns })
      .returning();
    return created!;
  });
  return toView(row, 0);
}

/** Renames, changes how the owner is told, pauses or resumes. */
export async function updateSavedSearch(ctx: Ctx, userId: string, id: string, change: SavedSearchUpdate): Promise<SavedSearch> {
  return ctx.db.transaction(async (tx) => {
    await findOwnSearch(tx, userId, id, { lock: true });
    const [row] = await tx
      .update(savedSearches)
      .set({ name: change.name, frequency: change.frequency, paused: change.paused, updatedAt: new Date() })
      .where(eq(savedSearches.id, id))
      .returning();
    return toView(row!, await countNewMatches(tx, row!));
  });
}

/** Opening a search on the listing page: its matches so far are seen. Returns its count of new ones before. */
export async function openSavedSearch(ctx: Ctx, userId: string, id: string): Promise<SavedSearch> {
  const search = await findOwnSearch(ctx.db, userId, id);
  const newMatchCount = await countNewMatches(ctx.db, search);
  await ctx.db.update(savedSearches).set({ lastViewedAt: new Date() }).where(eq(savedSearches.id, id));
  return toView(search, newMatchCount);
}

/** Deletes a search; the listings it found stay told (never again from another search), no longer by this search. */
export async function deleteSavedSearch(ctx: Ctx, userId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await findOwnSearch(tx, userId, id, { lock: true });
    await tx.update(leadMatches).set({ savedSearchId: null }).where(eq(leadMatches.savedSearchId, id));
    await tx.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  });
}
