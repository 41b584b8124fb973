/** Two-factor sign-in and the step-up before sensitive changes (issue 29), without zod (schemas/two-factor.ts uses them). */

/** A user's payout or e-mail change needs a sign-in (or the password or a code entered again) within this many minutes. */
export const USER_STEP_UP_MINUTES = 10;
/** 'Trust this device for 30 days'. */
export const TRUST_DEVICE_DAYS = 30;
export const BACKUP_CODE_COUNT = 10;
export const TOTP_DIGITS = 6;

export const TWO_FACTOR_MSG = {
  // the two-factor page's state tag and explanation (also drawn by the page's first screen)
  offTag: 'Off',
  onTag: 'On',
  offLead:
    'Protect your account with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and others): signing in then needs your password and a code from the app, so a stolen password alone cannot open your account or change where your money goes.',
  onLead:
    'Signing in asks for a code from your authenticator app (or a backup code). Changing your payout accounts asks for your password or a code when you signed in more than a few minutes ago.',
  stepUpRequired: 'For your security, please confirm it is you: enter your password (or your two-factor code) again to continue.',
  wrongProof: 'The password or code is incorrect.',
  proofRequired: 'Please enter your password or a code from your authenticator app.',
  wrongCode: 'The code is incorrect. Please try again.',
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  steppedUp: 'Thank you. You can continue.',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  payoutChangedSubject: 'Your payout details changed',
  emailChangedSubject: 'Your e-mail address changed',
  notYou: 'Not you? Contact support',
} as const;
