import { MODERATION_MSG, type ListingModeration } from '@homebid/shared/schemas/moderation';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { writeListingHidden } from '../listings/listing-visibility';
import { isListingId } from '../listings/listings.policy';
import { recordAudit, type AuditSource } from '../admin/record-audit';

const summary = (state: { hiddenAt: Date | null; hiddenReason: string | null }) => ({ hidden: state.hiddenAt !== null, reason: state.hiddenReason });

/**
 * Hides a listing with a reason in the caller's transaction, with its audit row: others no longer find it (search,
 * details, saved projects, its short link); its owner sees 'Hidden by HomeBid: <reason>'. Hiding a hidden listing
 * again changes its reason.
 */
export async function hideListingInTx(tx: Database, source: AuditSource, listingId: string, reason: string): Promise<ListingModeration> {
  const hiddenAt = new Date();
  const before = isListingId(listingId) ? await writeListingHidden(tx, listingId, { reason, at: hiddenAt }) : undefined;
  if (!before) throw notFound(MODERATION_MSG.listingNotFound);
  await recordAudit(tx, { ...source, action: 'hide_listing', target: { type: 'listing', id: listingId }, reason, before: summary(before), after: { hidden: true, reason } });
  return { listingId, hidden: true, hiddenAt: hiddenAt.toISOString(), reason };
}

export const hideListing = (db: Database, source: AuditSource, listingId: string, input: { reason: string }) =>
  db.transaction((tx) => hideListingInTx(tx, source, listingId, input.reason));

/** Shows a hidden listing again (409 when it is not hidden). */
export async function unhideListing(db: Database, source: AuditSource, listingId: string, input: { reason?: string }): Promise<ListingModeration> {
  return db.transaction(async (tx) => {
    const before = isListingId(listingId) ? await writeListingHidden(tx, listingId, undefined) : undefined;
    if (!before) throw notFound(MODERATION_MSG.listingNotFound);
    // rolls the write back: there was nothing to show again
    if (!before.hiddenAt) throw conflict(MODERATION_MSG.notHidden, 'not_hidden');
    await recordAudit(tx, { ...source, action: 'unhide_listing', target: { type: 'listing', id: listingId }, reason: input.reason, before: summary(before), after: { hidden: false, reason: null } });
    return { listingId, hidden: false, hiddenAt: null, reason: null };
  });
}
