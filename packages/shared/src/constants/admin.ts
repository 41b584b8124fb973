/** The operator console (issue 28): roles, audit actions and messages, without zod (schemas/admin.ts re-exports them). */

export const USER_ROLES = ['user', 'support', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** HomeBid's staff: 'support' (tickets, disputes, reports; reads users and money) and 'admin' (everything, roles too). */
export const OPERATOR_ROLES = ['support', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_LABELS: Record<UserRole, string> = { user: 'User', support: 'Support', admin: 'Admin' };

/** Who wrote an audit row: an operator, or the system (the command line, ADMIN_EMAILS at start), which has no user id. */
export const AUDIT_ACTOR_ROLES = ['support', 'admin', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** Every operator action the audit log records (the database refuses any other, migration 0022). */
export const AUDIT_ACTIONS = [
  'role_change',
  'suspend',
  'unsuspend',
  'hide_listing',
  'unhide_listing',
  'report_decision',
  'ticket_reply',
  'ticket_status',
  'dispute_decision',
  'refund',
  'certificate_review',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  role_change: 'Role change',
  suspend: 'Suspend',
  unsuspend: 'Unsuspend',
  hide_listing: 'Hide listing',
  unhide_listing: 'Unhide listing',
  report_decision: 'Report decision',
  ticket_reply: 'Ticket reply',
  ticket_status: 'Ticket status',
  dispute_decision: 'Dispute decision',
  refund: 'Refund',
  certificate_review: 'Certificate review',
};

/** What an audit row is about. */
export const AUDIT_TARGET_TYPES = ['user', 'listing', 'report', 'ticket', 'dispute', 'payment', 'certificate'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** An operator's change needs a sign-in (or a password entered again) within this many minutes. */
export const STEP_UP_MINUTES = 15;

export const AUDIT_PAGE = { defaultSize: 50, maxSize: 200 } as const;
/** The most rows one CSV export holds (the newest first). */
export const AUDIT_CSV_MAX_ROWS = 100_000;
export const ADMIN_LIMITS = { reasonMax: 1000, passwordMax: 128 } as const;

export const ADMIN_MSG = {
  stepUpRequired: 'Please enter your password again to continue.',
  wrongPassword: 'The password is incorrect.',
  passwordRequired: 'Please enter your password.',
  staffOnly: 'Only HomeBid staff can do this.',
  adminOnly: 'Only an admin can do this.',
  userNotFound: 'This user does not exist.',
  ownRole: 'You cannot change your own role.',
  roleRequired: 'Please choose a role.',
  reasonTooLong: `Please keep the reason under ${ADMIN_LIMITS.reasonMax} characters.`,
  invalidDate: 'Please enter a valid date.',
  roleChanged: 'The role was changed.',
  steppedUp: 'Thank you. You can continue.',
} as const;
