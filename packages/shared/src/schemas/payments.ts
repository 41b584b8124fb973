import { z } from 'zod';
import { PAYMENTS_MSG } from '../constants/payments';

// plain constants live in constants/payments.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/payments';

/**
 * Payment accounts API (under /api, signed in; each user reads and changes only their own setup).
 *
 *   GET    /api/payments/setup                         -> PaymentSetup (what is set up and what is missing)
 *   GET    /api/payments/users/:id/capabilities        -> PaymentCapabilitiesResponse (what that user can do; booleans only)
 *   POST   /api/payments/card-account/onboarding       -> { url } (creates the card-provider account once; contractor/supplier)
 *   POST   /api/payments/card-account/refresh          -> PaymentSetup (reads the account status back from the provider)
 *   POST   /api/payments/customer                      -> PaymentSetup ('Create a Personal VCR'; rate-limited)
 *   POST   /api/payments/bank/link-token               -> { linkToken, sandbox } (step 1; rate-limited)
 *   POST   /api/payments/bank                          -> PaymentSetup (steps 2-4 from the picker's public token; replaces a linked bank)
 *   DELETE /api/payments/bank                          -> PaymentSetup (removes the linked bank)
 * Sandbox only (404 with real providers):
 *   POST   /api/payments/sandbox/onboarding/complete   -> PaymentSetup (the sandbox onboarding form)
 *   GET    /api/payments/sandbox/banks                 -> { banks } (the sandbox bank picker)
 *   POST   /api/payments/sandbox/bank-link/sign-in     -> { publicToken, accountId } (user_good / pass_good)
 */

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The spec's personal verified customer form (section 5), field by field with its messages. */
export const personalCustomerSchema = z.object({
  firstName: required(PAYMENTS_MSG.firstNameRequired).max(50, PAYMENTS_MSG.firstNameRequired),
  lastName: required(PAYMENTS_MSG.lastNameRequired).max(50, PAYMENTS_MSG.lastNameRequired),
  email: required(PAYMENTS_MSG.emailRequired).max(254, PAYMENTS_MSG.emailRequired).pipe(z.email(PAYMENTS_MSG.emailRequired)),
  address1: required(PAYMENTS_MSG.addressRequired).max(100, PAYMENTS_MSG.addressRequired),
  city: required(PAYMENTS_MSG.cityRequired).max(50, PAYMENTS_MSG.cityRequired),
  state: z.string({ error: PAYMENTS_MSG.stateLetters }).trim().regex(/^[A-Za-z]{2}$/, PAYMENTS_MSG.stateLetters).transform((s) => s.toUpperCase()),
  postalCode: z.string({ error: PAYMENTS_MSG.postalNumbers }).trim().regex(/^\d{5}$/, PAYMENTS_MSG.postalNumbers),
  dateOfBirth: z
    .string({ error: PAYMENTS_MSG.dobRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENTS_MSG.dobRequired)
    .refine((value) => isCalendarDate(value), PAYMENTS_MSG.dobRequired),
  ssn: z.string({ error: PAYMENTS_MSG.ssnDigits }).regex(/^\d{4}$/, PAYMENTS_MSG.ssnDigits),
  termsAccepted: z.literal(true, { error: PAYMENTS_MSG.termsRequired }),
});
export type PersonalCustomerInput = z.input<typeof personalCustomerSchema>;

function isCalendarDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const paymentCapabilitiesSchema = z.object({
  canReceiveByCard: z.boolean(),
  isAchSetupComplete: z.boolean(),
  canReceiveByTransfer: z.boolean(),
  canPayByTransfer: z.boolean(),
  needsPayoutSetup: z.boolean(),
});
export type PaymentCapabilitiesResponse = z.infer<typeof paymentCapabilitiesSchema>;

export const paymentSetupSchema = z.object({
  /** Contractors and suppliers receive payments; everyone who posts may pay by bank transfer. */
  canReceivePayments: z.boolean(),
  card: z.object({
    hasAccount: z.boolean(),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
  }),
  ach: z.object({
    hasCustomer: z.boolean(),
    /** 'verified', 'retry', 'document', 'suspended', ... as the provider says; null before the customer exists. */
    customerStatus: z.string().nullable(),
    bank: z.object({ bankName: z.string(), mask: z.string() }).nullable(),
  }),
  capabilities: paymentCapabilitiesSchema,
  /** 'sandbox' or the vendor: the page says when no real money moves. */
  providers: z.object({ card: z.string(), ach: z.string(), bankLink: z.string() }),
});
export type PaymentSetup = z.infer<typeof paymentSetupSchema>;

export const linkBankSchema = z.object({ publicToken: z.string().min(1).max(200), accountId: z.string().min(1).max(200) });
export const linkTokenResponseSchema = z.object({ linkToken: z.string(), sandbox: z.boolean() });
export const onboardingLinkSchema = z.object({ url: z.string() });
export const sandboxOnboardingSchema = z.object({ accountId: z.string().min(1).max(100), businessName: z.string().trim().min(1, 'Please enter a business name.').max(100) });
export const sandboxBankSignInSchema = z.object({
  linkToken: z.string().min(1).max(200),
  username: z.string().max(100),
  password: z.string().max(100),
  institutionId: z.string().min(1).max(100),
  accountId: z.string().min(1).max(100),
});
export const sandboxBanksSchema = z.object({
  banks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      accounts: z.array(z.object({ id: z.string(), name: z.string(), mask: z.string(), note: z.string().optional() })),
    }),
  ),
});
