import { and, sql, type SQL } from 'drizzle-orm';
import { nextDigestTime } from '@homebid/shared/domain/lead-digest';
import { listingPostPath } from '@homebid/shared/web-paths';
import type { Database } from '../../db/client';
import { savedSearches } from '../../db/schema/leads';
import { listings } from '../../db/schema/listings';
import type { AppContext } from '../../platform/context';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { recordAlert } from '../alerts/record-alert';
import { filterConditions, isOpenListing } from '../listings/listing-search-conditions';

export const LEAD_DIGEST_JOB = 'lead-digest';

/** Each value the listing search binds (bindFilter), as the saved search's column that holds it. */
const COLUMN_OF: Record<string, SQL> = {
  industries: sql`${savedSearches.industries}`,
  listingTypes: sql`${savedSearches.listingTypes}`,
  maxBudgetCents: sql`${savedSearches.maxBudgetCents}`,
  deadline: sql`${savedSearches.deadline}`,
  city: sql`${savedSearches.cityKey}`,
  words: sql`${savedSearches.wordPatterns}`,
  latMin: sql`${savedSearches.latMin}`,
  latMax: sql`${savedSearches.latMax}`,
  lngMin: sql`${savedSearches.lngMin}`,
  lngMax: sql`${savedSearches.lngMax}`,
  nearLat: sql`${savedSearches.nearLat}`,
  nearLng: sql`${savedSearches.nearLng}`,
  miles: sql`${savedSearches.nearMiles}`,
};

/** Every filter the listing search has, each named by the value its condition is written by. */
const EVERY_FILTER = ['industries', 'listingTypes', 'maxBudgetCents', 'deadline', 'city', 'words', 'latMin', 'lngMin', 'nearLat'] as const;

/**
 * The listing search's own conditions (the listing is open, then one per filter), with each search's column in
 * place of the placeholder; a filter applies only where the search set it (its column is not NULL).
 */
const matchConditions: SQL = (() => {
  const perFilter = filterConditions(EVERY_FILTER, (name) => COLUMN_OF[name]!);
  return and(isOpenListing, ...perFilter.map((condition, i) => sql`(${COLUMN_OF[EVERY_FILTER[i]!]} IS NULL OR ${condition})`))!;
})();

export interface LeadMatch {
  userId: string;
  searchName: string;
  listingTitle: string;
  digest: boolean;
}

/**
 * ONE statement finds every active saved search the listing matches and records one match per user (the
 * user's right-away search first, then the oldest): never the poster's own searches, never a listing a user was
 * already told of (the primary key of lead_matches). Returns the new matches.
 */
export async function recordLeadMatches(tx: Database, listingId: string): Promise<LeadMatch[]> {
  const result = await tx.execute(leadMatchStatement(listingId));
  return (result as unknown as { rows: LeadMatch[] }).rows;
}

/** The statement of recordLeadMatches (the bench explains it). */
export const leadMatchStatement = (listingId: string) => sql`
    WITH matched AS (
      INSERT INTO lead_matches (user_id, listing_id, saved_search_id, digest)
      SELECT DISTINCT ON (${savedSearches.userId}) ${savedSearches.userId}, ${listings.id}, ${savedSearches.id}, ${savedSearches.frequency} = 'daily'
      FROM ${listings}
      JOIN ${savedSearches} ON NOT ${savedSearches.paused} AND ${savedSearches.userId} <> ${listings.posterId}
      WHERE ${listings.id} = ${listingId} AND ${listings.hiddenAt} IS NULL
        -- the searches whose area holds the listing (the GiST index of 0027), then the exact conditions
        AND saved_searches.area @> box(point(${listings.lng}, ${listings.lat}), point(${listings.lng}, ${listings.lat}))
        AND ${matchConditions}
      ORDER BY ${savedSearches.userId}, ${savedSearches.frequency} = 'daily', ${savedSearches.createdAt}
      ON CONFLICT (user_id, listing_id) DO NOTHING
      RETURNING user_id, saved_search_id, digest
    )
    SELECT matched.user_id AS "userId", matched.digest, ${savedSearches.name} AS "searchName", ${listings.title} AS "listingTitle"
    FROM matched
    JOIN ${savedSearches} ON ${savedSearches.id} = matched.saved_search_id
    JOIN ${listings} ON ${listings.id} = ${listingId}`;

export interface MatchedListing {
  listingId: string;
  matches: LeadMatch[];
  /** How long the one matching statement took (the bench reads it). */
  matchMs: number;
}

/** At most this many listings per run of the job; the next run (one per listing is queued) takes the rest. */
const LISTINGS_PER_RUN = 200;

/**
 * Takes the oldest waiting listing off the queue and, in the same transaction, records its matches and each owner's
 * alert ('New Lead'), e-mailed right away by the alert's own e-mail job, or in the next 7 am Eastern digest. A
 * failure rolls the listing back onto the queue. Null when nothing waits.
 */
export async function matchNextListing(ctx: Pick<AppContext, 'db'>, now: Date): Promise<MatchedListing | null> {
  return ctx.db.transaction(async (tx) => {
    const taken = await tx.execute(sql`
      DELETE FROM lead_pending_listings WHERE listing_id = (
        SELECT listing_id FROM lead_pending_listings ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED
      ) RETURNING listing_id AS "listingId"`);
    const listingId = (taken as unknown as { rows: Array<{ listingId: string }> }).rows[0]?.listingId;
    if (!listingId) return null;
    const started = performance.now();
    const matches = await recordLeadMatches(tx, listingId);
    const matchMs = performance.now() - started;
    for (const match of matches) {
      await recordAlert(
        tx,
        {
          userId: match.userId,
          kind: 'new_lead',
          title: 'New Lead',
          message: `A new project matches your saved search “${match.searchName}”: “${match.listingTitle}”.`,
          link: listingPostPath(listingId),
        },
        { emailNow: !match.digest },
      );
      // one job per digest lead; the digest job sends whatever is waiting, so the others at 7 am find nothing
      if (match.digest) await enqueueJob(tx, LEAD_DIGEST_JOB, { userId: match.userId }, { startAfter: nextDigestTime(now) });
    }
    return { listingId, matches, matchMs };
  });
}

/**
 * The lead-match job: matches every listing waiting (whichever listing's job runs first takes them all, so the
 * job keeps up with new listings at any pace of the job runner). Returns what it matched.
 */
export async function matchPendingListings(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<MatchedListing[]> {
  const done: MatchedListing[] = [];
  for (let matched; done.length < LISTINGS_PER_RUN && (matched = await matchNextListing(ctx, now)); ) done.push(matched);
  return done;
}
