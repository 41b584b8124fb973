import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** What we keep of a user's payment setup: the providers' ids and statuses, never SSN, birth date or account digits. */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    cardAccountId: text('card_account_id'),
    cardChargesEnabled: boolean('card_charges_enabled').notNull().default(false),
    cardPayoutsEnabled: boolean('card_payouts_enabled').notNull().default(false),
    cardDetailsSubmitted: boolean('card_details_submitted').notNull().default(false),
    achCustomerId: text('ach_customer_id'),
    achCustomerStatus: text('ach_customer_status'),
    fundingSourceId: text('funding_source_id'),
    fundingSourceBankName: text('funding_source_bank_name'),
    fundingSourceMask: text('funding_source_mask'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_profiles_card_account_idx').on(t.cardAccountId),
    uniqueIndex('payment_profiles_ach_customer_idx').on(t.achCustomerId),
    index('payment_profiles_funding_source_idx').on(t.fundingSourceId),
  ],
);

/** Webhook event ids already applied (provider 'stripe' or 'dwolla'). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const sandboxCardAccounts = pgTable('sandbox_card_accounts', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  email: text('email').notNull(),
  businessName: text('business_name'),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  /** A destination charge's fee and seller; both null for a separate charge held on the platform (migration 0021). */
  applicationFeeCents: bigint('application_fee_cents', { mode: 'number' }),
  destinationAccountId: text('destination_account_id'),
  transferGroup: text('transfer_group'),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  status: text('status').notNull(),
  lastError: text('last_error'),
  cardLast4: text('card_last4'),
  amountRefundedCents: bigint('amount_refunded_cents', { mode: 'number' }).notNull().default(0),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull().references(() => sandboxPaymentIntents.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Transfers paying a seller from a separate charge held on the platform (Stripe's source_transaction; 0021). */
export const sandboxCardTransfers = pgTable(
  'sandbox_card_transfers',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id').notNull().references(() => sandboxPaymentIntents.id),
    destinationAccountId: text('destination_account_id').notNull().references(() => sandboxCardAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    amountReversedCents: bigint('amount_reversed_cents', { mode: 'number' }).notNull().default(0),
    transferGroup: text('transfer_group').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestFingerprint: text('request_fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_card_transfers_intent_idx').on(t.paymentIntentId)],
);

export const sandboxCardTransferReversals = pgTable(
  'sandbox_card_transfer_reversals',
  {
    id: text('id').primaryKey(),
    transferId: text('transfer_id').notNull().references(() => sandboxCardTransfers.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestFingerprint: text('request_fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_card_transfer_reversals_transfer_idx').on(t.transferId)],
);

export const sandboxAchCustomers = pgTable('sandbox_ach_customers', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  status: text('status').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxFundingSources = pgTable(
  'sandbox_funding_sources',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull().references(() => sandboxAchCustomers.id),
    name: text('name').notNull(),
    bankName: text('bank_name').notNull(),
    mask: text('mask').notNull(),
    status: text('status').notNull(),
    removed: boolean('removed').notNull().default(false),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_funding_sources_customer_idx').on(t.customerId)],
);

export const sandboxTransfers = pgTable('sandbox_transfers', {
  id: text('id').primaryKey(),
  sourceFundingSourceId: text('source_funding_source_id').notNull().references(() => sandboxFundingSources.id),
  destinationFundingSourceId: text('destination_funding_source_id').notNull().references(() => sandboxFundingSources.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  /** The facilitator fee on top of the amount (0: none), charged to feeChargeToCustomerId (migration 0017). */
  feeCents: bigint('fee_cents', { mode: 'number' }).notNull().default(0),
  feeChargeToCustomerId: text('fee_charge_to_customer_id').references(() => sandboxAchCustomers.id),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  status: text('status').notNull(),
  failureCode: text('failure_code'),
  failureReason: text('failure_reason'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  settleAfter: timestamp('settle_after', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxBankLinkTokens = pgTable('sandbox_bank_link_tokens', {
  token: text('token').primaryKey(),
  clientUserId: text('client_user_id').notNull(),
  clientName: text('client_name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxBankLinkItems = pgTable('sandbox_bank_link_items', {
  itemId: text('item_id').primaryKey(),
  publicToken: text('public_token').notNull().unique(),
  accessToken: text('access_token').unique(),
  institutionId: text('institution_id').notNull(),
  clientUserId: text('client_user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxProcessorTokens = pgTable('sandbox_processor_tokens', {
  token: text('token').primaryKey(),
  itemId: text('item_id').notNull().references(() => sandboxBankLinkItems.itemId),
  accountId: text('account_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
