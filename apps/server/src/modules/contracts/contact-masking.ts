import { and, eq, or, sql } from 'drizzle-orm';
import { maskContactDetails } from '@homebid/shared/domain/contact-masking';
import type { Database } from '../../db/client';
import { contracts } from '../../db/schema/bids';
import type { AppContext } from '../../platform/context';

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/**
 * Which of these pairs of users have a contract together (one the bidder accepted, open or ended: a poster's offer
 * alone is not a hire, or sending one and withdrawing it would read every bidder's details), either of them the
 * poster, as keys of pairKey. One query for all the pairs.
 */
export async function findContractPairs(db: Database, pairs: Iterable<readonly [string, string]>): Promise<Set<string>> {
  const wanted = new Map<string, readonly [string, string]>();
  for (const [a, b] of pairs) if (a !== b) wanted.set(pairKey(a, b), [a, b]);
  if (wanted.size === 0) return new Set();
  const rows = await db
    .selectDistinct({ posterId: contracts.posterId, bidderId: contracts.bidderId })
    .from(contracts)
    .where(
      and(
        eq(contracts.bidderAccepted, 'accepted'),
        or(
          ...[...wanted.values()].map(
            // parenthesised whole: or() of one condition adds none, and AND binds before OR
            ([a, b]) => sql`((${contracts.posterId} = ${a} AND ${contracts.bidderId} = ${b}) OR (${contracts.posterId} = ${b} AND ${contracts.bidderId} = ${a}))`,
          ),
        ),
      ),
    );
  return new Set(rows.map((r) => pairKey(r.posterId, r.bidderId)));
}

/** Whether `a` and `b` have a contract together (either of them the poster). */
export async function haveContractTogether(db: Database, a: string, b: string): Promise<boolean> {
  return (await findContractPairs(db, [[a, b]])).has(pairKey(a, b));
}

/** A text one user wrote, and who reads it. */
export interface AuthoredText {
  text: string;
  authorId: string;
  readerId: string;
}

export interface ReadableText {
  text: string;
  /** Whether contact details were hidden from the reader. */
  hidden: boolean;
}

/**
 * Texts as their readers may read them. Contact details stay on HomeBid until hire: the phone numbers, e-mail
 * addresses and links to other sites that a user wrote to someone they have no contract with read as
 * '[hidden until hired]' (links to HomeBid itself stay); authors read their own words. The rules are
 * packages/shared/src/domain/contact-masking.ts. One query for all the texts, and none when no text holds a detail.
 */
export async function readableTexts(ctx: Pick<AppContext, 'db' | 'config'>, texts: readonly AuthoredText[]): Promise<ReadableText[]> {
  const ownHost = new URL(ctx.config.publicUrl).hostname;
  const masked = texts.map((t) => (t.authorId === t.readerId ? undefined : maskContactDetails(t.text, { ownHost })));
  const pairs = texts.flatMap((t, i): Array<[string, string]> => (masked[i]?.masked ? [[t.authorId, t.readerId]] : []));
  const hired = await findContractPairs(ctx.db, pairs);
  return texts.map((t, i) => {
    const result = masked[i];
    if (!result?.masked || hired.has(pairKey(t.authorId, t.readerId))) return { text: t.text, hidden: false };
    return { text: result.text, hidden: true };
  });
}
