/** The operator console's read views and money actions: limits and messages, without zod (schemas/operator.ts re-exports them). */

export const OPERATOR_TIME_ZONE = 'America/New_York';
export const OVERVIEW_DAYS = 30;
export const OPERATOR_USER_PAGE = { defaultSize: 25, maxSize: 100 } as const;
/** The newest rows each section of a user's page lists (its total says how many there are). */
export const USER_DETAIL_SECTION_MAX = 50;
export const OPERATOR_LIMITS = { queryMax: 200, refundReasonMax: 1000 } as const;

export const OPERATOR_MSG = {
  userNotFound: 'This user does not exist.',
  contractNotFound: 'This contract does not exist.',
  paymentNotFound: 'This payment does not exist.',
  queryTooLong: `Please keep the search under ${OPERATOR_LIMITS.queryMax} characters.`,
  refundReasonRequired: 'Please give a reason for the refund.',
  refundReasonTooLong: `Please keep the reason under ${OPERATOR_LIMITS.refundReasonMax} characters.`,
  refundNotCompleted: 'Only a completed payment can be refunded.',
  refundEscrow: 'This payment funded escrow: give the money back from the escrow milestone (its refund or the dispute decision).',
  refundBank:
    "A bank-transfer payment cannot be refunded from the console: the bank-transfer provider cannot take the money back from the seller's bank. Arrange it with the payment provider.",
  alreadyRefunded: 'This payment has already been refunded.',
  refunded: 'The payment was refunded.',
  refundAlertTitle: 'Payment refunded',
  certificateNotFound: 'This certificate does not exist.',
  certificateAlreadyReviewed: 'This certificate has already been reviewed.',
  certificateReviewed: 'The certificate is marked as reviewed.',
} as const;
