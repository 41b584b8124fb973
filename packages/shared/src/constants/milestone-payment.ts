/** milestone-payment: the spec's words and limits without zod (schemas/milestone-payment.ts re-exports them with the schemas). */

export const MILESTONE_PAYMENT_MSG = {
  markAsCompletedAndPay: 'Mark as Completed & Pay',
  /** spec: '[card provider]/[bank-transfer provider]', with the vendors the product was built on */
  sellerSetup: 'Seller should setup Stripe/Dwolla account to recieve payment, Inform Seller.',
  contactSeller: 'Contact Seller',
  contactSupport: 'Contact Support',
  posterAchSetup: 'You need to setup Dwolla Account for ACH Payment',
  setupNow: 'Setup Now',
  cancel: 'Cancel',
  notPoster: 'Only the poster of this contract can pay its milestones.',
  notAccepted: 'You can pay a milestone once the bidder has accepted the contract.',
  contractClosed: 'This contract is closed.',
  milestoneNotFound: 'This milestone does not exist.',
  alreadyPaid: 'This milestone is already paid.',
  processing: 'A payment for this milestone is processing.',
  nothingToPay: 'There is nothing to pay for this milestone.',
  paymentNotFound: 'This payment does not exist.',
  providerUnavailable: 'The payment provider did not answer. Please try again.',
  // card outcomes (spec section 8, 'Card result' and 'After confirmation')
  cardSucceeded: 'Payment successful',
  cardProcessing: 'Your payment is processing',
  cardRequiresPaymentMethod: 'Your payment was not successful, please try again.',
  cardOther: 'Something went wrong.',
  resultSuccess: 'Your Payment was Successful',
  resultFailure: 'Your Payment was Not successful',
  resultMissing: 'Try Again',
  unexpected: 'An unexpected error occurred',
  // bank transfer
  achSucceeded: 'Payment successful',
  achFailed: 'Payment Failed',
} as const;

/** Why a method is closed, for the dialog to show the right gate. */
export const PAYMENT_GATES = ['seller_setup', 'poster_ach_setup'] as const;
