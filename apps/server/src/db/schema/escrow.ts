import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DISPUTE_EVENT_KINDS, DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_SETTLEMENTS, DISPUTE_STATES } from '@homebid/shared/domain/dispute';
import { ESCROW_STATES } from '@homebid/shared/domain/escrow';
import { PAYMENT_METHODS } from '@homebid/shared/domain/milestone-payment';
import { users } from './auth';
import { contracts } from './bids';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const SIDES = ['poster', 'bidder'] as const;

/** The escrow side of a contract's milestone (0020). */
export const escrowMilestones = pgTable(
  'escrow_milestones',
  {
    contractId: uuid('contract_id').notNull().references(() => contracts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    state: text('state', { enum: ESCROW_STATES }).notNull().default('unfunded'),
    fundingPaymentId: uuid('funding_payment_id'),
    method: text('method', { enum: PAYMENT_METHODS }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull().default(0),
    providerFeeCents: bigint('provider_fee_cents', { mode: 'number' }).notNull().default(0),
    heldCents: bigint('held_cents', { mode: 'number' }).notNull().default(0),
    releasedCents: bigint('released_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    fundedAt: at('funded_at'),
    submittedAt: at('submitted_at'),
    submitNote: text('submit_note'),
    changesNote: text('changes_note'),
    autoReleaseAt: at('auto_release_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.position] }), index('escrow_milestones_auto_release_idx').on(t.autoReleaseAt).where(sql`state = 'submitted'`)],
);

/** Money leaving escrow: a release to the seller or a refund to the poster, retried until the provider takes it (0020). */
export const escrowPayouts = pgTable(
  'escrow_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id').notNull(),
    milestonePosition: integer('milestone_position').notNull(),
    kind: text('kind', { enum: ['release', 'refund'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    fundingPaymentId: uuid('funding_payment_id').notNull(),
    payeeId: text('payee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    milestoneCents: bigint('milestone_cents', { mode: 'number' }).notNull(),
    feeRefundCents: bigint('fee_refund_cents', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['pending', 'processing', 'succeeded', 'failed'] }).notNull().default('pending'),
    attempt: integer('attempt').notNull().default(1),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    nextAttemptAt: at('next_attempt_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    unique('escrow_payouts_kind_uq').on(t.contractId, t.milestonePosition, t.kind),
    unique('escrow_payouts_provider_ref_uq').on(t.method, t.providerRef),
    index('escrow_payouts_retry_idx').on(t.nextAttemptAt).where(sql`status IN ('pending', 'failed')`),
  ],
);

/** A dispute over a funded milestone (0020). */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id').notNull().references(() => contracts.id, { onDelete: 'cascade' }),
    milestonePosition: integer('milestone_position').notNull(),
    openedById: text('opened_by_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by', { enum: SIDES }).notNull(),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    reasonText: text('reason_text'),
    state: text('state', { enum: DISPUTE_STATES }).notNull().default('awaiting_response'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    responseDueAt: at('response_due_at').notNull(),
    proposalBy: text('proposal_by', { enum: SIDES }),
    proposalReleaseCents: bigint('proposal_release_cents', { mode: 'number' }),
    proposalAt: at('proposal_at'),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    settlement: text('settlement', { enum: DISPUTE_SETTLEMENTS }),
    releaseCents: bigint('release_cents', { mode: 'number' }),
    decidedById: text('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_open_uq').on(t.contractId, t.milestonePosition).where(sql`state <> 'settled'`),
    index('disputes_contract_idx').on(t.contractId),
    index('disputes_queue_idx').on(t.state, t.responseDueAt).where(sql`state <> 'settled'`),
  ],
);

/** Evidence files of a dispute, stored like other uploads (0020). */
export const disputeFiles = pgTable(
  'dispute_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id').notNull().references(() => disputes.id, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('dispute_files_dispute_idx').on(t.disputeId)],
);

/** The timeline of a dispute (0020). */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    disputeId: uuid('dispute_id').notNull().references(() => disputes.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor', { enum: ['poster', 'bidder', 'homebid', 'system'] }).notNull(),
    kind: text('kind', { enum: DISPUTE_EVENT_KINDS }).notNull(),
    note: text('note'),
    releaseCents: bigint('release_cents', { mode: 'number' }),
    fileId: uuid('file_id').references(() => disputeFiles.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('dispute_events_dispute_idx').on(t.disputeId, t.id)],
);
