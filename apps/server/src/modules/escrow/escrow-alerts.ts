import { eq } from 'drizzle-orm';
import type { AlertKind } from '@homebid/shared/domain/alert-kinds';
import { bidderContractPath, posterContractPath } from '@homebid/shared/web-paths';
import type { Database } from '../../db/client';
import { contracts } from '../../db/schema/bids';
import { recordAlert } from '../alerts/record-alert';

/**
 * Tells the two sides of a contract about an escrow or dispute step, each with a link to their own contract page;
 * in the transaction of the step, so the alerts (and their e-mails) commit with it.
 */
export async function alertContractSides(tx: Database, contractId: string, kind: AlertKind, title: string, messages: { poster?: string; bidder?: string }): Promise<void> {
  const [c] = await tx.select({ posterId: contracts.posterId, bidderId: contracts.bidderId, bidId: contracts.bidId }).from(contracts).where(eq(contracts.id, contractId));
  if (!c) return;
  if (messages.poster) await recordAlert(tx, { userId: c.posterId, kind, title, message: messages.poster, link: posterContractPath(contractId) });
  if (messages.bidder) await recordAlert(tx, { userId: c.bidderId, kind, title, message: messages.bidder, link: bidderContractPath(c.bidId) });
}
