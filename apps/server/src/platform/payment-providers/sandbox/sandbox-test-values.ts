import type { SandboxBank, SandboxBankAccount } from '../providers';

/**
 * The vendors' published test values, which decide what the built-in sandbox does, so that anyone who knows
 * Stripe's, Plaid's or Dwolla's test modes feels at home. The README lists them for testers.
 */

export type SandboxCardOutcome =
  | { kind: 'succeeded' }
  | { kind: 'declined'; message: string; declineCode: string }
  | { kind: 'requires_action' }
  | { kind: 'processing' };

/** Stripe's test cards (any future expiry, any CVC). 4000 0000 0000 7726 staying processing is our own choice. */
export const SANDBOX_TEST_CARDS: Record<string, { label: string; outcome: SandboxCardOutcome }> = {
  '4242424242424242': { label: 'Succeeds', outcome: { kind: 'succeeded' } },
  '4000000000009995': {
    label: 'Declined: insufficient funds',
    outcome: { kind: 'declined', message: 'Your card has insufficient funds.', declineCode: 'insufficient_funds' },
  },
  '4000000000000002': { label: 'Declined', outcome: { kind: 'declined', message: 'Your card was declined.', declineCode: 'generic_decline' } },
  '4000002500003155': { label: 'Needs authentication (approve or fail it)', outcome: { kind: 'requires_action' } },
  '4000000000007726': { label: 'Stays processing', outcome: { kind: 'processing' } },
};

export const CARD_NUMBER_INCORRECT = 'Your card number is incorrect.';
export const CARD_LIVE_NUMBER_IN_TEST_MODE =
  'Your card was declined. Your request was in test mode, but used a non test (live) card. Use one of the test cards listed on this page.';
export const CARD_AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The outcome Stripe's test mode gives a card number (spaces ignored). */
export function getSandboxCardOutcome(cardNumber: string): SandboxCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const known = SANDBOX_TEST_CARDS[digits];
  if (known) return known.outcome;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { kind: 'declined', message: CARD_NUMBER_INCORRECT, declineCode: 'incorrect_number' };
  return { kind: 'declined', message: CARD_LIVE_NUMBER_IN_TEST_MODE, declineCode: 'live_mode_test_card' };
}

function passesLuhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Plaid's sandbox credentials: any bank, these two words. */
export const SANDBOX_BANK_USERNAME = 'user_good';
export const SANDBOX_BANK_PASSWORD = 'pass_good';
export const BANK_CREDENTIALS_INCORRECT = 'The provided credentials were not correct. Please try again.';

/** Return codes a funding source named after them produces, as in Dwolla's sandbox. */
export const SANDBOX_RETURN_CODES: Record<string, string> = {
  R01: 'Insufficient Funds',
  R03: 'No Account/Unable to Locate Account',
};

const everydayAccounts = (prefix: string): SandboxBankAccount[] => [
  { id: `${prefix}-checking`, name: 'Plaid Checking', mask: '0000' },
  { id: `${prefix}-saving`, name: 'Plaid Saving', mask: '1111' },
];

/** Plaid's sandbox institutions; the first also holds the accounts whose transfers fail with a return code. */
export const SANDBOX_BANKS: SandboxBank[] = [
  {
    id: 'ins_109508',
    name: 'First Platypus Bank',
    accounts: [
      ...everydayAccounts('platypus'),
      { id: 'platypus-r01', name: 'R01', mask: '0101', note: 'Transfers from this account fail: R01 Insufficient Funds' },
      { id: 'platypus-r03', name: 'R03', mask: '0303', note: 'Transfers to this account fail: R03 No Account/Unable to Locate Account' },
    ],
  },
  { id: 'ins_109511', name: 'Tartan Bank', accounts: everydayAccounts('tartan') },
  { id: 'ins_109512', name: 'Houndstooth Bank', accounts: everydayAccounts('houndstooth') },
];

export function findSandboxBankAccount(institutionId: string, accountId: string) {
  const bank = SANDBOX_BANKS.find((b) => b.id === institutionId);
  const account = bank?.accounts.find((a) => a.id === accountId);
  return bank && account ? { bank, account } : undefined;
}

/**
 * Dwolla's sandbox decides a new personal verified customer's status by its first name; any other name is verified.
 * 'kba' is reported as 'retry', as the real adapter does.
 */
export function getSandboxCustomerStatus(firstName: string): 'verified' | 'retry' | 'document' | 'suspended' {
  const name = firstName.trim().toLowerCase();
  if (name === 'retry' || name === 'kba') return 'retry';
  if (name === 'document') return 'document';
  if (name === 'suspended') return 'suspended';
  return 'verified';
}
