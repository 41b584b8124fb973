import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENTS_MSG, personalCustomerSchema } from '@homebid/shared/schemas/payments';
import type { z } from 'zod';
import { conflict } from '../../platform/errors';
import { callProvider } from '../../platform/payment-providers/call-provider';
import { buildIdempotencyKey } from '../../platform/payment-providers/idempotency-key';
import { pickPersonalCustomerDetails } from '../../platform/payment-providers/providers';
import { getPaymentProfile, getPaymentSetup, savePaymentProfile } from './payment-profile';
import type { PayoutSetupContext } from './payout-setup-context';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * 'Create a Personal VCR': the form goes to the bank-transfer provider, which answers with the customer id and
 * status; only those are stored. The SSN digits and date of birth exist in this request's memory and the provider
 * call, nowhere else (not in the database, not in a log line, not in the idempotency key).
 */
export async function createPersonalCustomer(ctx: PayoutSetupContext, log: Log, userId: string, input: z.output<typeof personalCustomerSchema>) {
  if ((await getPaymentProfile(ctx.db, userId))?.achCustomerId) throw conflict(PAYMENTS_MSG.customerExists, 'customer_exists');
  const details = pickPersonalCustomerDetails(input);
  // The same details retried (after a time-out) are the same customer at the provider, never a second one.
  const { dateOfBirth: _dateOfBirth, ssn: _ssn, ...identity } = { ...details, email: details.email.toLowerCase() };
  const fingerprint = createHash('sha256').update(Object.values(identity).join('\n')).digest('hex').slice(0, 16);
  const idempotencyKey = buildIdempotencyKey('ach-customer', userId, fingerprint);
  const { customerId, status } = await callProvider(log, () => ctx.payments.ach.createPersonalVerifiedCustomer({ ...details, idempotencyKey }));
  await ctx.db.transaction((tx) => savePaymentProfile(tx, userId, { achCustomerId: customerId, achCustomerStatus: status }));
  return getPaymentSetup(ctx, userId);
}
