import { LIMITS } from '../constants';

/** The title of an account page's card and the line under it. */
export interface AccountCardWords {
  title: string;
  subtitle: string;
}

/**
 * The words of the account pages' cards (signing in and up, a forgotten password, the first steps of onboarding):
 * the web app's AuthCard shows them, and the server draws the same card as the page's first screen
 * (platform/page-first-screens.ts), so both say the same thing in the same place.
 */
export const ACCOUNT_CARDS = {
  signIn: { title: 'Sign In', subtitle: 'Welcome back. Sign in to browse projects, bid and chat.' },
  register: { title: 'Create Account', subtitle: 'Post projects or bid on them. It takes a minute.' },
  forgotPassword: { title: 'Forgot Password', subtitle: 'Enter the e-mail you signed up with and we will send you a link to choose a new password.' },
  resetPassword: { title: 'Reset Password', subtitle: 'Choose a new password for your account.' },
  selectUserType: { title: 'Select Your Profile Type', subtitle: 'Tell us how you will use the marketplace. You can change it later in your profile.' },
  verifyPhone: { title: 'Verify Your Phone Number', subtitle: `We will text you a ${LIMITS.otpLength}-digit code. US numbers only.` },
} satisfies Record<string, AccountCardWords>;

/** The heading of the onboarding wizard (/v1/profile-onboard), above its card of steps. */
export const ONBOARDING_TITLE = 'Complete Your Profile';
