import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProviders } from '../../platform/payment-providers/providers';

/** What the payout-setup use cases need of the app. */
export interface PayoutSetupContext {
  db: Database;
  payments: PaymentProviders;
  /** The provider sends the user back to this server's own pages. */
  config: Pick<Config, 'publicUrl'>;
}
