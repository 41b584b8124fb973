import type { AlertKind } from '@homebid/shared/domain/alert-kinds';
import type { Database } from '../../db/client';
import { alerts } from '../../db/schema/alerts';

export interface NewAlert {
  userId: string;
  kind: AlertKind;
  title: string;
  message: string;
  /** App path a click opens, e.g. `/v1/projects/bidders?listing_id=…`. */
  link: string;
}

/**
 * Writes an alert inside the caller's transaction, so that an event and its alert commit or roll back
 * together. Call it with the transaction (`tx`) of the use case that caused the event.
 */
export async function recordAlert(tx: Database, alert: NewAlert): Promise<{ id: number }> {
  const [row] = await tx.insert(alerts).values(alert).returning({ id: alerts.id });
  return row!;
}
