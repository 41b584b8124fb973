import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENTS_MSG, personalCustomerSchema } from '@homebid/shared/schemas/payments';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { callProvider } from './call-provider';
import { getPaymentProfile, getPaymentSetup, savePaymentProfile } from './payment-profile';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * 'Create a Personal VCR': the form goes to the bank-transfer provider, which answers with the customer id and
 * status; only those are stored. The SSN digits and date of birth exist in this request's memory and the provider
 * call, nowhere else (not in the database, not in a log line, not in the idempotency key).
 */
export async function createPersonalCustomer(ctx: AppContext, log: Log, userId: string, input: z.output<typeof personalCustomerSchema>) {
  if ((await getPaymentProfile(ctx.db, userId))?.achCustomerId) throw conflict(PAYMENTS_MSG.customerExists, 'customer_exists');
  // The same details retried (after a time-out) are the same customer at the provider, never a second one.
  const details = [input.firstName, input.lastName, input.email.toLowerCase(), input.address1, input.city, input.state, input.postalCode].join('\n');
  const idempotencyKey = `user:${userId}:ach-customer:${createHash('sha256').update(details).digest('hex').slice(0, 16)}`;
  const { customerId, status } = await callProvider(log, () =>
    ctx.payments.ach.createPersonalVerifiedCustomer({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      address1: input.address1,
      city: input.city,
      state: input.state,
      postalCode: input.postalCode,
      dateOfBirth: input.dateOfBirth,
      ssn: input.ssn,
      idempotencyKey,
    }),
  );
  await ctx.db.transaction((tx) => savePaymentProfile(tx, userId, { achCustomerId: customerId, achCustomerStatus: status }));
  return getPaymentSetup(ctx, userId);
}
