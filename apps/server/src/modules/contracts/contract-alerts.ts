import { sql } from 'drizzle-orm';
import type { AlertKind } from '@homebid/shared/domain/alert-kinds';
import { bidderContractPath, posterContractPath } from '@homebid/shared/web-paths';
import type { Database } from '../../db/client';
import { contracts } from '../../db/schema/bids';
import { recordAlertsFrom } from '../alerts/record-alert';

/** Stands for the bid's id in the bidder's link, which the statement puts in (a uuid: the same in a query string). */
const BID_ID_MARK = '00000000-0000-0000-0000-000000000000';

/**
 * Tells the two sides of a contract (or one of them) about a payment, escrow or dispute step, each with a link to
 * their own contract page; in the transaction of the step, so the alerts (and their e-mails) commit with it. One
 * statement: the sides are read from the contract by the alerts' insert.
 */
export async function alertContractSides(tx: Database, contractId: string, kind: AlertKind, title: string, messages: { poster?: string; bidder?: string }): Promise<void> {
  const sides = [
    ...(messages.poster
      ? [sql`SELECT ${contracts.posterId}, ${kind}, ${title}, ${messages.poster}, ${posterContractPath(contractId)} FROM ${contracts} WHERE ${contracts.id} = ${contractId}`]
      : []),
    ...(messages.bidder
      ? [
          sql`SELECT ${contracts.bidderId}, ${kind}, ${title}, ${messages.bidder}, replace(${bidderContractPath(BID_ID_MARK)}, ${BID_ID_MARK}, ${contracts.bidId}::text)
            FROM ${contracts} WHERE ${contracts.id} = ${contractId}`,
        ]
      : []),
  ];
  if (!sides.length) return;
  // named per pair of sides (one text each), planned once per connection
  await recordAlertsFrom(tx, `alert_contract_${messages.poster ? 'poster' : ''}${messages.bidder ? 'bidder' : ''}`, sql.join(sides, sql` UNION ALL `), kind);
}
