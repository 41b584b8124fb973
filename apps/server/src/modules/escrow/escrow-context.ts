import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProviders } from '../../platform/payment-providers/providers';

/** What the escrow use cases need of the app. */
export interface EscrowContext {
  db: Database;
  config: Pick<Config, 'escrow' | 'feeSchedule'>;
  payments: PaymentProviders;
}
