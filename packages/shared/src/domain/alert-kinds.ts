/**
 * Every kind of alert, one per domain event that concerns a user. The kind decides the e-mail preference
 * it falls under; chat messages are the only kind e-mailed off by default.
 */
export const ALERT_KINDS = [
  'bid_placed',
  'bid_updated',
  'bid_declined',
  'contract_offered',
  'contract_withdrawn',
  'contract_accepted',
  'milestone_paid',
  'milestone_payment_failed',
  'milestone_payment_returned',
  'milestone_funded',
  'milestone_submitted',
  'milestone_changes_requested',
  'milestone_released',
  'milestone_refunded',
  'milestone_auto_release',
  'dispute_update',
  'contract_ended',
  'feedback_received',
  'payout_setup_completed',
  'chat_message',
  'support_answered',
  'report_handled',
  'new_lead',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Whether an alert kind is e-mailed when the user has not chosen (chat messages are not: too many). */
export const isEmailedByDefault = (kind: AlertKind): boolean => kind !== 'chat_message';

/** How each kind is named on the notifications page. */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  bid_placed: 'New bids on my projects',
  bid_updated: 'Updated bids on my projects',
  bid_declined: 'My bid was declined',
  contract_offered: 'Contract offered to me',
  contract_withdrawn: 'Contract withdrawn',
  contract_accepted: 'My offer was accepted',
  milestone_paid: 'Milestone paid',
  milestone_payment_failed: 'Milestone payment failed',
  milestone_payment_returned: 'Milestone payment returned',
  milestone_funded: 'Milestone funded',
  milestone_submitted: 'Milestone submitted for review',
  milestone_changes_requested: 'Changes requested on a milestone',
  milestone_released: 'Milestone released',
  milestone_refunded: 'Milestone refunded',
  milestone_auto_release: 'Milestone auto-release reminders',
  dispute_update: 'Disputes',
  contract_ended: 'Contract ended',
  feedback_received: 'Feedback received',
  payout_setup_completed: 'Payout setup completed',
  chat_message: 'New chat messages',
  support_answered: 'My support request was answered',
  report_handled: 'My report was handled',
  new_lead: 'New projects matching my saved searches',
};

export const isAlertKind = (value: string): value is AlertKind => (ALERT_KINDS as readonly string[]).includes(value);
