import { and, count, desc, eq, ilike, isNotNull, isNull, like, or, type SQL } from 'drizzle-orm';
import { getSearchWords } from '@homebid/shared/domain/listing-search';
import type { AdminListingPage, AdminListingsQuery } from '@homebid/shared/schemas/moderation';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { listings } from '../../db/schema/listings';
import { toIso } from '../../db/to-iso';
import { isListingId } from '../listings/listings.policy';

/** `value` inside a LIKE pattern, its own %, _ and \ taken literally. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What the operator's search text matches: every word of it in the title and description (the listing's normalized
 * search text, as the public search reads it, served by its trigram index), the listing's id, or part of the owner's
 * name or e-mail in any case.
 */
function matchesText(q: string): SQL {
  const pattern = `%${likeLiteral(q)}%`;
  const conditions: Array<SQL | undefined> = [ilike(users.name, pattern), ilike(users.email, pattern)];
  // normalized words hold letters and digits only: nothing in them needs escaping
  const words = getSearchWords(q);
  if (words.length > 0) conditions.push(and(...words.map((word) => like(listings.searchText, `%${word}%`))));
  if (isListingId(q)) conditions.push(eq(listings.id, q.toLowerCase()));
  return or(...conditions)!;
}

const hiddenFilter = (hidden: AdminListingsQuery['hidden']) => {
  if (hidden === 'true') return isNotNull(listings.hiddenAt);
  if (hidden === 'false') return isNull(listings.hiddenAt);
  return undefined;
};

const rowColumns = {
  id: listings.id,
  title: listings.title,
  listingType: listings.listingType,
  status: listings.status,
  ownerId: listings.posterId,
  ownerName: users.name,
  ownerEmail: users.email,
  budgetCents: listings.budgetCents,
  bidCount: listings.bidderCount,
  createdAt: listings.createdAt,
  hiddenReason: listings.hiddenReason,
  hiddenAt: listings.hiddenAt,
};

/**
 * The console's Listings: every listing (hidden ones, those of suspended owners, closed ones too), newest first, a
 * page at a time with how many match.
 */
export async function searchAdminListings(db: Database, query: AdminListingsQuery): Promise<AdminListingPage> {
  const q = query.q?.trim();
  const where = and(q ? matchesText(q) : undefined, hiddenFilter(query.hidden));
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(listings)
      .innerJoin(users, eq(users.id, listings.posterId))
      .where(where)
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(listings).innerJoin(users, eq(users.id, listings.posterId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      budgetCents: Number(row.budgetCents),
      createdAt: toIso(row.createdAt),
      hiddenAt: row.hiddenAt ? toIso(row.hiddenAt) : null,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
