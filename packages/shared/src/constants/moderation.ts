/**
 * Moderation (issue 28): suspended users, listings hidden by HomeBid and users' reports, without zod
 * (schemas/moderation.ts re-exports them).
 */

/** What a user can report: a listing, a user, or a chat message of one of their chats. */
export const REPORT_TARGET_TYPES = ['listing', 'user', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['scam', 'inappropriate', 'spam', 'off_platform_payment', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  inappropriate: 'Inappropriate',
  spam: 'Spam',
  off_platform_payment: 'Asking to pay outside HomeBid',
  other: 'Other',
};

export const REPORT_STATES = ['open', 'handled'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** An operator's decision on a report: hide the reported listing, suspend whom the target belongs to, or dismiss. */
export const REPORT_ACTIONS = ['hide_listing', 'suspend_user', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  hide_listing: 'Hide listing',
  suspend_user: 'Suspend user',
  dismiss: 'Dismiss',
};

export const MODERATION_LIMITS = {
  reportTextMax: 1000,
  reasonMax: 1000,
  /** Reports one user may send per hour. */
  reportsPerHour: 20,
} as const;

/**
 * The code of a refused sign-in: better-auth's error body on /sign-in/email, and `?error=` on the sign-in page after a
 * refused social sign-in (with the message in `error_description`).
 */
export const ACCOUNT_SUSPENDED_CODE = 'account_suspended';

export const MODERATION_MSG = {
  accountSuspended: 'Your account is suspended. Contact support.',
  reasonRequired: 'Please enter a reason.',
  reasonTooLong: `Please keep the reason under ${MODERATION_LIMITS.reasonMax} characters.`,
  invalidUntil: 'Please enter a valid date.',
  untilInPast: 'Please choose a date in the future.',
  suspendSelf: 'You cannot suspend yourself.',
  userNotFound: 'This user does not exist.',
  listingNotFound: 'This listing does not exist.',
  /** The short link of a listing HomeBid hid (or whose poster is suspended). */
  listingUnavailable: 'This project is unavailable.',
  suspended: 'The user was suspended.',
  unsuspended: 'The user was unsuspended.',
  notSuspended: 'This user is not suspended.',
  hidden: 'The listing was hidden.',
  unhidden: 'The listing is visible again.',
  notHidden: 'This listing is not hidden.',
  reportTypeRequired: 'Please choose what you are reporting.',
  reportReasonRequired: 'Please choose a reason.',
  reportTextRequired: 'Please tell us what is wrong.',
  reportTextTooLong: `Please keep it under ${MODERATION_LIMITS.reportTextMax} characters.`,
  reportTargetNotFound: 'We could not find what you are reporting.',
  reportOwn: 'You cannot report yourself or your own content.',
  reportDuplicate: 'You have already reported this. HomeBid will look into it.',
  reportRateLimited: 'You have sent many reports. Please try again later.',
  reportSent: 'Thank you. HomeBid will review your report.',
  reportNotFound: 'This report does not exist.',
  reportHandled: 'This report has already been handled.',
  reportDecided: 'The report was handled.',
  actionRequired: 'Please choose an action.',
  hideNeedsListing: 'Only a reported listing can be hidden.',
  suspendNeedsUser: 'Nobody can be suspended for this report.',
} as const;

/** What the owner reads on a card of My Projects when HomeBid hid the listing. */
export const hiddenByHomeBidText = (reason: string) => `Hidden by HomeBid: ${reason}`;

/** The reporter's alert when an operator handled their report (kind 'report_handled'). */
export const REPORT_HANDLED_ALERT = {
  title: 'Report Handled',
  message: (targetLabel: string, actionTaken: boolean) =>
    actionTaken
      ? `Thank you for reporting ${targetLabel}. HomeBid reviewed it and took action.`
      : `Thank you for reporting ${targetLabel}. HomeBid reviewed it and took no action this time.`,
} as const;
