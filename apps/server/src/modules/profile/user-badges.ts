import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { earnedBadges, type BadgeId } from '@homebid/shared/domain/badges';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { paymentProfiles } from '../../db/schema/payments';
import { certificates, profiles } from '../../db/schema/profiles';

/** Each user's verified badges by id; a user without a profile (or unknown) has none. */
export type BadgeMap = ReadonlyMap<string, BadgeId[]>;

/**
 * What a user's badges are decided from, as columns of a select that joins the user's profile as `profiles` and
 * their payment profile (left) on it: badgesFor reads them for many users; a view that reads one user with
 * something else (listing details) reads them in the same statement.
 */
export const badgeSourceColumns = {
  phoneVerified: sql<boolean>`${profiles.phoneVerifiedAt} is not null`.mapWith(Boolean),
  // flat, not a nested object: drizzle makes a left-joined object null as soon as one of its columns is null
  cardAccountId: paymentProfiles.cardAccountId,
  cardChargesEnabled: paymentProfiles.cardChargesEnabled,
  cardPayoutsEnabled: paymentProfiles.cardPayoutsEnabled,
  achCustomerId: paymentProfiles.achCustomerId,
  achCustomerStatus: paymentProfiles.achCustomerStatus,
  fundingSourceId: paymentProfiles.fundingSourceId,
  // on the (user_id, created_at) index of certificates
  hasReviewedCertificate: sql<boolean>`exists (select 1 from ${certificates} where ${certificates.userId} = ${profiles.userId} and ${certificates.reviewedAt} is not null)`.mapWith(Boolean),
};

const selectBadgeSources = preparedPerDatabase((db) =>
  db
    .select({ userId: profiles.userId, ...badgeSourceColumns })
    .from(profiles)
    .leftJoin(paymentProfiles, eq(paymentProfiles.userId, profiles.userId))
    // one statement text whatever the number of users (an array parameter), prepared once; the array behind a
    // subquery so that PostgreSQL settles on its generic plan (with the array's values in sight it planned every
    // run: 0.14 ms of planning for 0.03 ms of work)
    .where(sql`${profiles.userId} = any((select ${sql.placeholder('ids')}::text[])::text[])`)
    .prepare('select_badge_sources'),
);

/** A user's badge sources as a select of badgeSourceColumns reads them. */
type BadgeSources = Omit<Awaited<ReturnType<ReturnType<typeof selectBadgeSources>['execute']>>[number], 'userId'>;

/** A user's badges from their sources (badgeSourceColumns), by the shared rule (domain/badges.ts). */
export function badgesFromSources({ phoneVerified, hasReviewedCertificate, ...payment }: BadgeSources): BadgeId[] {
  return earnedBadges({
    phoneVerified: Boolean(phoneVerified),
    hasReviewedCertificate: Boolean(hasReviewedCertificate),
    payment: { ...payment, cardChargesEnabled: Boolean(payment.cardChargesEnabled), cardPayoutsEnabled: Boolean(payment.cardPayoutsEnabled) },
  });
}

const BADGE_SOURCE_KEYS = Object.keys(badgeSourceColumns) as Array<keyof typeof badgeSourceColumns>;

/**
 * A user's badge sources as the text of one JSON array (badgeSourceColumns' order), read by the user's primary key in a
 * subquery: for a statement that reads rows naming many users (a search's page of cards), so their badges come with
 * the rows rather than from another statement. badgesFromSourcesJson decides them.
 */
export const badgeSourcesJsonSql = (userId: SQLWrapper) =>
  sql<string | null>`(select json_build_array(${sql.join(BADGE_SOURCE_KEYS.map((key) => badgeSourceColumns[key]), sql`, `)})
    from ${profiles} left join ${paymentProfiles} on ${paymentProfiles.userId} = ${profiles.userId} where ${profiles.userId} = ${userId})::text`;

/**
 * The badges decided from each sources text lately: the badges are a function of the text alone (it holds every
 * source), so this is never stale, and a page of cards by a few posters decides each poster's once (in a profile of
 * searches, deciding fell from 4.3% of the app thread's samples to 0.3%). Bounded: emptied when full.
 */
const decidedBadges = new Map<string, readonly BadgeId[]>();
const DECIDED_BADGES_MAX = 1000;

/** The badges from badgeSourcesJsonSql's text (none for a user without a profile); the array is shared: not to be changed. */
export function badgesFromSourcesJson(text: string | null): readonly BadgeId[] {
  if (!text) return [];
  let badges = decidedBadges.get(text);
  if (!badges) {
    const values = JSON.parse(text) as unknown[];
    badges = Object.freeze(badgesFromSources(Object.fromEntries(BADGE_SOURCE_KEYS.map((key, i) => [key, values[i]])) as BadgeSources));
    if (decidedBadges.size >= DECIDED_BADGES_MAX) decidedBadges.clear();
    decidedBadges.set(text, badges);
  }
  return badges;
}

/**
 * The verified badges of `userIds`, read from their sources in one query (the verified phone of the profile, the
 * payment profile, the certificates an operator reviewed) and decided by the shared rule (domain/badges.ts). Every
 * view that names a user asks it once for all the users it names.
 */
export async function badgesFor(db: Database, userIds: readonly string[]): Promise<BadgeMap> {
  const ids = [...new Set(userIds)];
  const badges = new Map<string, BadgeId[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return badges;
  const rows = await selectBadgeSources(db).execute({ ids });
  for (const { userId, ...sources } of rows) badges.set(userId, badgesFromSources(sources));
  return badges;
}

/** The badges of one user from a BadgeMap (none when absent). */
export const badgesOf = (map: BadgeMap, userId: string): BadgeId[] => map.get(userId) ?? [];
