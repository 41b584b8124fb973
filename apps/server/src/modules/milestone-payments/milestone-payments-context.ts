import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProviders } from '../../platform/payment-providers/providers';

/** What the milestone-payment use cases need of the app. */
export interface MilestonePaymentsContext {
  db: Database;
  config: Pick<Config, 'feeSchedule' | 'STRIPE_PUBLISHABLE_KEY' | 'escrow'>;
  payments: PaymentProviders;
}
