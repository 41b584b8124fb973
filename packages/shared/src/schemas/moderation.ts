import { z } from 'zod';
import {
  MODERATION_LIMITS,
  MODERATION_MSG,
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_STATES,
  REPORT_TARGET_TYPES,
} from '../constants/moderation';
import { LISTING_STATUSES, LISTING_TYPES } from '../constants/listing';
import { isCalendarDate } from './common';

// plain constants live in constants/moderation.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/moderation';

/**
 * Moderation's API (issue 28). Users:
 *   POST /api/reports                          ReportInput -> ReportCreated (signed in; not on oneself; one open per target)
 * Operators (401 signed out, 403 for anyone else; a change needs a fresh step-up and writes an audit row):
 *   POST /api/admin/users/:id/suspend          SuspendInput -> UserSuspension (admin)
 *   POST /api/admin/users/:id/unsuspend        UnsuspendInput -> UserSuspension (admin)
 *   POST /api/admin/listings/:id/hide          HideListingInput -> ListingModeration (admin)
 *   POST /api/admin/listings/:id/unhide        UnhideListingInput -> ListingModeration (admin)
 *   GET  /api/admin/reports?state=open|handled AdminReportsQuery -> AdminReportPage (support, admin)
 *   POST /api/admin/reports/:id/decision       ReportDecisionInput -> ReportDecisionResult (support, admin; suspend_user: admin)
 *   GET  /api/admin/listings?q=&hidden=&page=&pageSize=  AdminListingsQuery -> AdminListingPage (support, admin)
 */

const requiredReason = z
  .string({ error: MODERATION_MSG.reasonRequired })
  .trim()
  .min(1, MODERATION_MSG.reasonRequired)
  .max(MODERATION_LIMITS.reasonMax, MODERATION_MSG.reasonTooLong);
const optionalReason = z.string().trim().max(MODERATION_LIMITS.reasonMax, MODERATION_MSG.reasonTooLong).optional();

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day ('YYYY-MM-DD': the suspension ends as that day begins, UTC) or a date and time with its offset. */
const untilSchema = z
  .string({ error: MODERATION_MSG.invalidUntil })
  .refine((value) => isCalendarDate(value) || (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))), MODERATION_MSG.invalidUntil);

export const suspendInputSchema = z.object({
  reason: requiredReason,
  /** When the suspension ends by itself; null or absent: indefinitely. Must lie ahead. */
  until: untilSchema.nullable().optional(),
});
export type SuspendInput = z.infer<typeof suspendInputSchema>;

export const unsuspendInputSchema = z.object({ reason: requiredReason });
export type UnsuspendInput = z.infer<typeof unsuspendInputSchema>;

/** A user's suspension as it stands now (an expired one counts as not suspended). */
export const userSuspensionSchema = z.object({
  userId: z.string(),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  /** null while suspended: indefinitely. */
  until: z.string().nullable(),
  reason: z.string().nullable(),
});
export type UserSuspension = z.infer<typeof userSuspensionSchema>;

/** The owner reads the reason on the card ('Hidden by HomeBid: <reason>'). */
export const hideListingInputSchema = z.object({ reason: requiredReason });
export type HideListingInput = z.infer<typeof hideListingInputSchema>;

export const unhideListingInputSchema = z.object({ reason: optionalReason });
export type UnhideListingInput = z.infer<typeof unhideListingInputSchema>;

export const listingModerationSchema = z.object({
  listingId: z.string(),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ListingModeration = z.infer<typeof listingModerationSchema>;

export const reportInputSchema = z
  .object({
    target: z.object({
      type: z.enum(REPORT_TARGET_TYPES, { error: MODERATION_MSG.reportTypeRequired }),
      id: z.string({ error: MODERATION_MSG.reportTargetNotFound }).trim().min(1, MODERATION_MSG.reportTargetNotFound).max(100, MODERATION_MSG.reportTargetNotFound),
    }),
    reason: z.enum(REPORT_REASONS, { error: MODERATION_MSG.reportReasonRequired }),
    /** Required with 'other'. */
    text: z.string().trim().max(MODERATION_LIMITS.reportTextMax, MODERATION_MSG.reportTextTooLong).optional(),
  })
  .superRefine((input, check) => {
    if (input.reason === 'other' && !input.text) check.addIssue({ code: 'custom', path: ['text'], message: MODERATION_MSG.reportTextRequired });
  });
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportInputParsed = z.output<typeof reportInputSchema>;

export const reportCreatedSchema = z.object({ id: z.string(), message: z.string() });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

export const adminReportsQuerySchema = z.object({
  state: z.enum(REPORT_STATES).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

/** What the operator sees of a reported thing, read when the queue is read (it may have changed or gone since). */
export const reportTargetSummarySchema = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id: z.string(),
  /** The listing's title, the user's name, or the start of the message; null when it no longer exists. */
  title: z.string().nullable(),
  /** Whom it belongs to: the listing's poster, the user, the message's sender. */
  owner: personSchema.nullable(),
  ownerSuspended: z.boolean(),
  /** Listings only: hidden by HomeBid. */
  hidden: z.boolean(),
  /** Messages only: the chat it was written in. */
  channelId: z.string().nullable(),
});
export type ReportTargetSummary = z.infer<typeof reportTargetSummarySchema>;

export const adminReportSchema = z.object({
  id: z.string(),
  state: z.enum(REPORT_STATES),
  reason: z.enum(REPORT_REASONS),
  text: z.string().nullable(),
  reporter: personSchema,
  target: reportTargetSummarySchema,
  decision: z
    .object({ action: z.enum(REPORT_ACTIONS), reason: z.string().nullable(), handledBy: personSchema.nullable(), handledAt: z.string() })
    .nullable(),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportPageSchema = z.object({ items: z.array(adminReportSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdminReportPage = z.infer<typeof adminReportPageSchema>;

export const reportDecisionInputSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: MODERATION_MSG.actionRequired }),
  reason: requiredReason,
  /** suspend_user only: when the suspension ends (absent or null: indefinitely). */
  until: untilSchema.nullable().optional(),
});
export type ReportDecisionInput = z.infer<typeof reportDecisionInputSchema>;

export const reportDecisionResultSchema = z.object({
  message: z.string(),
  report: adminReportSchema,
  /** The open reports of the same target handled with it (this one included): each reporter is alerted. */
  handledCount: z.number().int(),
});
export type ReportDecisionResult = z.infer<typeof reportDecisionResultSchema>;

/** The operators' listing search (the console's Listings). */
export const ADMIN_LISTING_PAGE = { defaultSize: 25, maxSize: 100, queryMax: 200 } as const;
export const ADMIN_LISTINGS_MSG = {
  queryTooLong: `Please keep the search under ${ADMIN_LISTING_PAGE.queryMax} characters.`,
  hiddenFilter: "Please choose 'true' or 'false' for hidden.",
} as const;

export const adminListingsQuerySchema = z.object({
  /** Words of the title or description, the listing's id, or part of the owner's name or e-mail (any case); empty: every listing. */
  q: z.string().trim().max(ADMIN_LISTING_PAGE.queryMax, ADMIN_LISTINGS_MSG.queryTooLong).optional(),
  /** 'true': only listings hidden by HomeBid; 'false': only the others; absent or empty: both. */
  hidden: z.enum(['true', 'false', ''], { error: ADMIN_LISTINGS_MSG.hiddenFilter }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_LISTING_PAGE.maxSize).default(ADMIN_LISTING_PAGE.defaultSize),
});
export type AdminListingsQuery = z.infer<typeof adminListingsQuerySchema>;

export const adminListingRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  listingType: z.enum(LISTING_TYPES),
  status: z.enum(LISTING_STATUSES),
  ownerId: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  /** The budget the poster set, in cents (every listing has one today). */
  budgetCents: z.number().int().nullable(),
  /** Bids on it that are not declined (what its bidder count shows). */
  bidCount: z.number().int(),
  createdAt: z.string(),
  /** Set while HomeBid hides it: the reason its owner reads ('Hidden by HomeBid: <reason>'). */
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});
export type AdminListingRow = z.infer<typeof adminListingRowSchema>;

/** Newest first. */
export const adminListingPageSchema = z.object({ items: z.array(adminListingRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdminListingPage = z.infer<typeof adminListingPageSchema>;
