/** payments: the spec's words and limits without zod (schemas/payments.ts re-exports them with the schemas). */

export const PAYMENTS_MSG = {
  title: 'Payment Methods',
  createCustomerTitle: 'Create a Personal VCR',
  createCustomerLead:
    'The bank-transfer provider verifies who you are before you can pay or be paid by bank transfer. Your date of birth and the last four digits of your SSN are sent to it and are not stored by HomeBid.',
  emailRequired: 'The email is required.',
  firstNameRequired: 'The First Name is required.',
  lastNameRequired: 'The Last Name is required.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  stateLetters: 'State can only include 2 letters',
  postalNumbers: 'Postal code can only accept numbers',
  dobRequired: 'DOB is required.',
  ssnDigits: 'SNN can only accept 4 digit numbers',
  termsRequired: 'Please click on checkbox',
  customerExists: 'You already have a bank-transfer account.',
  customerRequired: 'Please create your bank-transfer account (Create a Personal VCR) first.',
  cardAccountMissing: 'Please start the card account setup first.',
  onlySellers: 'Only contractors and suppliers receive payments.',
  noBankLinked: 'No bank account is linked.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  skipForNow: 'Skip For Now',
  setUpNow: 'Set Up Now',
  payoutPrompt: 'Set up where your payments go before you start: a card account, a bank-transfer account and a linked bank.',
  sandboxNotice: 'Sandbox: test mode. No real money moves and no real bank or card is used.',
} as const;

/** What a user's payment setup allows, as the Payment Methods page reads it (GET /api/payments/setup). */
interface SetupState {
  canReceivePayments: boolean;
  capabilities: { needsPayoutSetup: boolean; canPayByTransfer: boolean };
}

/**
 * The one section of Payment Methods and the line under its title: receiving payments for a contractor or supplier,
 * paying by bank transfer for a home owner (also drawn by the page's first screen, where it is the largest text).
 */
export function paymentSetupSection(setup: SetupState): { id: string; title: string; summary: string } {
  if (setup.canReceivePayments) {
    return {
      id: 'receiving-payments',
      title: 'Receiving payments',
      summary: setup.capabilities.needsPayoutSetup
        ? 'Set up both to be paid for your contracts by card and by bank transfer.'
        : 'You are ready to receive payments by card and by bank transfer.',
    };
  }
  return {
    id: 'paying-by-transfer',
    title: 'Paying by bank transfer',
    summary: setup.capabilities.canPayByTransfer
      ? 'You can pay milestones by bank transfer.'
      : 'To pay milestones by bank transfer, create your bank-transfer account and link a bank. Paying by card needs no setup.',
  };
}
