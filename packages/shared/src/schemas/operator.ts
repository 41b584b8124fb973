import { z } from 'zod';
import { ADMIN_LIMITS, ADMIN_MSG, USER_ROLES } from '../constants/admin';
import { CONTRACT_ACCEPTANCES, CONTRACT_STATUSES } from '../constants/contract';
import { ESCROW_STATES } from '../domain/escrow';
import { ATTEMPT_STATUSES, PAYMENT_METHODS } from '../domain/milestone-payment';
import { auditEntrySchema } from './admin';
import { OPERATOR_LIMITS, OPERATOR_MSG, OPERATOR_TIME_ZONE, OPERATOR_USER_PAGE } from '../constants/operator';

/**
 * The operator console's read views and money actions (under /api/admin, signed in; support and admin read, a change
 * needs admin, a fresh step-up and writes an audit row; anyone else gets 401/403 without operator data).
 *
 *   GET  /api/admin/overview                 -> OperatorOverview (support, admin)
 *   GET  /api/admin/users?q=&page=&pageSize= -> OperatorUserPage (support, admin): search by name, e-mail or phone
 *   GET  /api/admin/users/:id                -> OperatorUserDetail (support, admin): never a password hash or a token
 *   GET  /api/admin/contracts/:id/money      -> ContractMoney (support, admin)
 *   POST /api/admin/ledger-check             -> LedgerCheckReport (support, admin; read-only, so no step-up)
 *   POST /api/admin/payments/:id/refund      OperatorRefundInput -> OperatorRefundResult (admin; step-up; audited)
 *   POST /api/admin/certificates/:id/review  CertificateReviewInput? -> OperatorCertificate (admin; step-up; audited; 409 the second time)
 *
 * Money is integer cents; times are ISO strings; the overview's days are America/New_York calendar days.
 */

// plain constants live in constants/operator.ts (no zod), so a console page that needs only the words does not load zod
export * from '../constants/operator';

const cents = z.number().int();
const time = z.string();

// ---------------------------------------------------------------- overview

export const overviewDaySchema = z.object({
  /** YYYY-MM-DD, an America/New_York calendar day. */
  day: z.string(),
  signUps: z.number().int(),
  newListings: z.number().int(),
  /** Succeeded payment attempts (what the payer paid) and succeeded escrow payouts, by the day they settled. */
  moneyMovedCents: cents,
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

export const operatorOverviewSchema = z.object({
  generatedAt: time,
  timeZone: z.literal(OPERATOR_TIME_ZONE),
  users: z.number().int(),
  /** Open to bids and not hidden by HomeBid. */
  openListings: z.number().int(),
  /** Offer sent (not accepted yet), ongoing (accepted) and closed (ended). */
  contractsByState: z.object({ offerSent: z.number().int(), ongoing: z.number().int(), closed: z.number().int() }),
  /** What HomeBid holds in escrow now (escrow_milestones.held_cents). */
  escrowHeldCents: cents,
  openDisputes: z.object({
    count: z.number().int(),
    /** The soonest response deadline of a dispute still waiting for its response, or null. */
    nearestDeadline: time.nullable(),
    nearestDisputeId: z.string().nullable(),
  }),
  /** 'Contact Support' tickets neither closed nor solved. */
  openTickets: z.number().int(),
  /** Payment attempts that failed, were returned or were declined in the last 24 hours. */
  failedPayments24h: z.number().int(),
  /** The last OVERVIEW_DAYS days, oldest first, today last; every day present, 0 when nothing happened. */
  series: z.array(overviewDaySchema),
});
export type OperatorOverview = z.infer<typeof operatorOverviewSchema>;

// ---------------------------------------------------------------- users

export const operatorUserQuerySchema = z.object({
  /** Part of a name or e-mail, or digits of a phone number; empty lists everyone, newest first. */
  q: z.string().trim().max(OPERATOR_LIMITS.queryMax, OPERATOR_MSG.queryTooLong).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(OPERATOR_USER_PAGE.maxSize).default(OPERATOR_USER_PAGE.defaultSize),
});
export type OperatorUserQuery = z.infer<typeof operatorUserQuerySchema>;

/** A suspension that holds now. */
export const userSuspensionSchema = z.object({
  since: time,
  /** null: indefinitely. */
  until: time.nullable(),
  reason: z.string().nullable(),
});
export type UserSuspension = z.infer<typeof userSuspensionSchema>;

export const operatorUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  userType: z.string().nullable(),
  createdAt: time,
  /** null when not suspended now (never, lifted, or expired). */
  suspension: userSuspensionSchema.nullable(),
});
export type OperatorUserRow = z.infer<typeof operatorUserRowSchema>;

export const operatorUserPageSchema = z.object({ users: z.array(operatorUserRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type OperatorUserPage = z.infer<typeof operatorUserPageSchema>;

/** A section of a user's page: the newest USER_DETAIL_SECTION_MAX rows and how many there are in all. */
const section = <T extends z.ZodType>(row: T) => z.object({ items: z.array(row), total: z.number().int() });

export const operatorUserProfileSchema = operatorUserRowSchema.extend({
  emailVerified: z.boolean(),
  phoneVerifiedAt: time.nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  businessName: z.string().nullable(),
  industries: z.array(z.string()),
});

export const userListingRowSchema = z.object({ id: z.string(), title: z.string(), listingType: z.string(), status: z.string(), budgetCents: cents, createdAt: time });
export const userBidRowSchema = z.object({ id: z.string(), listingId: z.string(), listingTitle: z.string(), status: z.string(), amountCents: cents, createdAt: time });
export const userContractRowSchema = z.object({
  id: z.string(),
  listingTitle: z.string(),
  /** The user's side of the contract. */
  side: z.enum(['poster', 'bidder']),
  status: z.enum(CONTRACT_STATUSES),
  bidderAccepted: z.enum(CONTRACT_ACCEPTANCES),
  totalCostCents: cents,
  totalPaidCents: cents,
  createdAt: time,
});

export const paymentAttemptSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  milestonePosition: z.number().int(),
  attempt: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  purpose: z.enum(['pay', 'fund']),
  status: z.enum(ATTEMPT_STATUSES),
  payerId: z.string(),
  payeeId: z.string(),
  totalCents: cents,
  milestoneAmountCents: cents,
  feeCents: cents,
  providerFeeCents: cents,
  /** The provider's id: a card payment intent or a bank transfer. */
  providerRef: z.string().nullable(),
  idempotencyKey: z.string(),
  failureCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: time,
  updatedAt: time,
  settledAt: time.nullable(),
  /** An admin may refund it from the console: a completed card payment of a milestone. */
  refundable: z.boolean(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

export const escrowPayoutSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  milestonePosition: z.number().int(),
  kind: z.enum(['release', 'refund']),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(['pending', 'processing', 'succeeded', 'failed']),
  payeeId: z.string(),
  milestoneCents: cents,
  feeRefundCents: cents,
  attempt: z.number().int(),
  providerRef: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: time,
  settledAt: time.nullable(),
});
export type EscrowPayout = z.infer<typeof escrowPayoutSchema>;

export const userTicketRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** Its place in the support queue: new, open, pending or solved (HomeBid's queue, or Zendesk's status). */
  status: z.string(),
  createdAt: time,
});

export const userReportRowSchema = z.object({
  id: z.string(),
  /** What was reported: the user, one of their listings or one of their messages. */
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  status: z.string(),
  reporterId: z.string().nullable(),
  createdAt: time,
});

export const userSessionRowSchema = z.object({
  createdAt: time,
  /** When the session was last renewed (a sign-in, or its sliding renewal on use). */
  lastSeenAt: time,
  expiresAt: time,
  active: z.boolean(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** A certificate as the operator sees it ('Mark a certificate as reviewed'); fileUrl opens its image as the profile pages do. */
export const operatorCertificateSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  /** '' when the user named no issuer. */
  issuerName: z.string(),
  fileUrl: z.string(),
  uploadedAt: time,
  /** null until an operator (or the command line) marks it as reviewed. */
  reviewedAt: time.nullable(),
});
export type OperatorCertificate = z.infer<typeof operatorCertificateSchema>;

/** The body of a review is optional: a note for the audit log. */
export const certificateReviewInputSchema = z.object({
  reason: z.string().trim().max(ADMIN_LIMITS.reasonMax, ADMIN_MSG.reasonTooLong).optional(),
});
export type CertificateReviewInput = z.infer<typeof certificateReviewInputSchema>;

export const operatorUserDetailSchema = z.object({
  profile: operatorUserProfileSchema,
  /** All the user's certificates (a profile holds at most 20), oldest first. */
  certificates: z.array(operatorCertificateSchema),
  listings: section(userListingRowSchema),
  bids: section(userBidRowSchema),
  contracts: section(userContractRowSchema),
  payments: z.object({ attempts: section(paymentAttemptSchema), payouts: section(escrowPayoutSchema) }),
  tickets: section(userTicketRowSchema),
  /** Reports of the user, their listings or their messages. */
  reports: section(userReportRowSchema),
  sessions: section(userSessionRowSchema),
  /** Audit entries about the user, their listings and their payments, newest first. */
  audit: section(auditEntrySchema),
});
export type OperatorUserDetail = z.infer<typeof operatorUserDetailSchema>;

// ---------------------------------------------------------------- money

export const moneyMilestoneSchema = z.object({
  position: z.number().int(),
  description: z.string(),
  amountCents: cents,
  completed: z.boolean(),
  /** null: never funded into escrow (paid directly, or not paid yet). */
  escrow: z
    .object({
      state: z.enum(ESCROW_STATES),
      method: z.enum(PAYMENT_METHODS).nullable(),
      heldCents: cents,
      releasedCents: cents,
      refundedCents: cents,
      fundedAt: time.nullable(),
    })
    .nullable(),
});

export const moneyRefundSchema = z.object({
  /** 'payment': a card charge given back (by an operator, or a charge for a canceled attempt); 'escrow': a refund payout. */
  source: z.enum(['payment', 'escrow']),
  id: z.string(),
  milestonePosition: z.number().int(),
  amountCents: cents,
  status: z.string(),
  at: time,
  /** The operator's reason, from the audit log. */
  reason: z.string().nullable(),
});

export const ledgerLineViewSchema = z.object({
  accountKind: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  /** Positive debits the account, negative credits it. */
  amountCents: cents,
});

export const ledgerEntryViewSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  paymentId: z.string().nullable(),
  milestonePosition: z.number().int().nullable(),
  memo: z.string(),
  createdAt: time,
  lines: z.array(ledgerLineViewSchema),
});

export const contractMoneySchema = z.object({
  contract: z.object({
    id: z.string(),
    listingId: z.string(),
    listingTitle: z.string(),
    poster: z.object({ id: z.string(), name: z.string() }),
    bidder: z.object({ id: z.string(), name: z.string() }),
    status: z.enum(CONTRACT_STATUSES),
    bidderAccepted: z.enum(CONTRACT_ACCEPTANCES),
    totalCostCents: cents,
    totalPaidCents: cents,
  }),
  milestones: z.array(moneyMilestoneSchema),
  attempts: z.array(paymentAttemptSchema),
  payouts: z.array(escrowPayoutSchema),
  refunds: z.array(moneyRefundSchema),
  ledger: z.array(ledgerEntryViewSchema),
});
export type ContractMoney = z.infer<typeof contractMoneySchema>;

/** `ledger:check`'s report (modules/milestone-payments/ledger-check.ts), as the console shows it. */
export const ledgerCheckReportSchema = z.object({
  ok: z.boolean(),
  entries: z.number().int(),
  lines: z.number().int(),
  totalCents: cents,
  unbalancedEntries: z.array(z.object({ entryId: z.number().int(), sumCents: cents })),
  balancesByKind: z.record(z.string(), cents),
  contractsChecked: z.number().int(),
  totalPaidCents: cents,
  contractMismatches: z.array(z.object({ contractId: z.string(), totalPaidCents: cents, completedMilestonesCents: cents, ledgerSellerCents: cents })),
  paymentMismatches: z.array(z.object({ paymentId: z.string(), status: z.string(), problem: z.string() })),
  escrow: z.object({ fundedCents: cents, heldCents: cents, releasedCents: cents, refundedCents: cents, ledgerEscrowCents: cents }),
  escrowMismatches: z.array(z.object({ contractId: z.string(), position: z.number().int().optional(), problem: z.string() })),
  checkedAt: time,
});
export type LedgerCheckReport = z.infer<typeof ledgerCheckReportSchema>;

export const operatorRefundInputSchema = z.object({
  reason: z
    .string({ error: OPERATOR_MSG.refundReasonRequired })
    .trim()
    .min(1, OPERATOR_MSG.refundReasonRequired)
    .max(OPERATOR_LIMITS.refundReasonMax, OPERATOR_MSG.refundReasonTooLong),
});
export type OperatorRefundInput = z.infer<typeof operatorRefundInputSchema>;

export const operatorRefundResultSchema = z.object({ message: z.string(), payment: paymentAttemptSchema, money: contractMoneySchema });
export type OperatorRefundResult = z.infer<typeof operatorRefundResultSchema>;
