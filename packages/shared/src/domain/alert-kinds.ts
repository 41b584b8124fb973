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
  'contract_ended',
  'feedback_received',
  'payout_setup_completed',
  'chat_message',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
