import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ATTEMPT_STATUSES, PAYMENT_METHODS } from '@homebid/shared/domain/milestone-payment';
import { users } from './auth';

/** One attempt to pay a milestone, stored with its idempotency key before the provider is called (0012). */
export const milestonePayments = pgTable(
  'milestone_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id').notNull(),
    milestonePosition: integer('milestone_position').notNull(),
    attempt: integer('attempt').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** 'pay' pays the seller ('Mark as Completed & Pay'); 'fund' holds the money in escrow (0020). */
    purpose: text('purpose', { enum: ['pay', 'fund'] }).notNull().default('pay'),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    payerId: text('payer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    payeeId: text('payee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    milestoneAmountCents: bigint('milestone_amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    providerFeeCents: bigint('provider_fee_cents', { mode: 'number' }).notNull().default(0),
    providerRef: text('provider_ref'),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    unique('milestone_payments_attempt_uq').on(t.contractId, t.milestonePosition, t.attempt),
    unique('milestone_payments_provider_ref_uq').on(t.method, t.providerRef),
    uniqueIndex('milestone_payments_live_uq').on(t.contractId, t.milestonePosition).where(sql`status IN ('pending', 'processing', 'succeeded')`),
  ],
);

export const LEDGER_ACCOUNT_KINDS = ['poster_funding', 'seller_payout', 'platform_fees', 'provider_fees', 'escrow', 'recoveries'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export const LEDGER_ENTRY_KINDS = ['card_payment', 'ach_payment', 'ach_return', 'refund', 'escrow_release', 'escrow_refund'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** A journal entry: its lines sum to zero (a deferred constraint trigger checks it at commit). Append-only. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    paymentId: uuid('payment_id'),
    contractId: uuid('contract_id'),
    milestonePosition: integer('milestone_position'),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [unique('ledger_entries_payment_kind_uq').on(t.paymentId, t.kind), index('ledger_entries_contract_idx').on(t.contractId)],
);

/** Signed cents: positive debits the account, negative credits it. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull().references(() => ledgerEntries.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => ledgerAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('ledger_lines_entry_idx').on(t.entryId), index('ledger_lines_account_idx').on(t.accountId)],
);
