import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ALERT_KIND_LABELS } from '@homebid/shared/domain/alert-kinds';
import { listingPostPath } from '@homebid/shared/web-paths';
import { users } from '../../db/schema/auth';
import { leadMatches, savedSearches } from '../../db/schema/leads';
import { listings } from '../../db/schema/listings';
import type { AppContext } from '../../platform/context';
import { isEmailEnabled } from '../notifications/notification-preferences.service';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../notifications/unsubscribe-link';

type DigestCtx = Pick<AppContext, 'config' | 'db' | 'mailer'>;

/**
 * The daily digest of one user: ONE e-mail listing every digest lead not yet e-mailed. The leads are claimed
 * first (stamped in one statement), so a second digest job of the same morning finds nothing; a failed send
 * gives them back and pg-boss retries. Returns how many leads the e-mail listed.
 */
export async function sendLeadDigest(ctx: DigestCtx, userId: string): Promise<number> {
  if (!(await isEmailEnabled(ctx.db, userId, 'new_lead'))) return 0;
  const claimed = await ctx.db
    .update(leadMatches)
    .set({ digestedAt: sql`now()` })
    .where(and(eq(leadMatches.userId, userId), eq(leadMatches.digest, true), isNull(leadMatches.digestedAt)))
    .returning({ listingId: leadMatches.listingId });
  if (claimed.length === 0) return 0;
  const ids = claimed.map((c) => c.listingId);
  try {
    const rows = await ctx.db
      .select({ listingId: listings.id, title: listings.title, city: listings.city, state: listings.state, searchName: savedSearches.name })
      .from(leadMatches)
      .innerJoin(listings, eq(listings.id, leadMatches.listingId))
      .leftJoin(savedSearches, eq(savedSearches.id, leadMatches.savedSearchId))
      .where(and(eq(leadMatches.userId, userId), inArray(leadMatches.listingId, ids)))
      .orderBy(leadMatches.matchedAt);
    const [user] = await ctx.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (!user || rows.length === 0) return 0;
    const unsubscribe = unsubscribeUrl(ctx.config, userId, 'new_lead');
    await ctx.mailer.send({
      to: user.email,
      subject: `HomeBid: ${rows.length === 1 ? '1 new project matches' : `${rows.length} new projects match`} your saved searches`,
      headers: listUnsubscribeHeaders(ctx.config, unsubscribe, 'new_lead'),
      text: [
        `Hi ${user.name},`,
        '',
        'New projects for your saved searches since the last digest:',
        '',
        ...rows.map((row) => `- ${row.title} (${row.city}, ${row.state})${row.searchName ? ` for “${row.searchName}”` : ''}: ${ctx.config.publicUrl}${listingPostPath(row.listingId)}`),
        '',
        `You receive this because e-mails for "${ALERT_KIND_LABELS.new_lead}" are on. Turn them off: ${unsubscribe}`,
      ].join('\n'),
    });
    return rows.length;
  } catch (error) {
    await ctx.db.update(leadMatches).set({ digestedAt: null }).where(and(eq(leadMatches.userId, userId), inArray(leadMatches.listingId, ids)));
    throw error;
  }
}
