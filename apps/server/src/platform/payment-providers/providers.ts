/**
 * The three payment providers, in the shape of the vendors the product was built on: a card provider
 * (Stripe: connected seller accounts, payment intents, refunds), a bank-transfer provider (Dwolla: verified
 * customers, funding sources, transfers) and a bank-linking provider (Plaid: link token, public-token exchange,
 * processor token). Each has a sandbox implementation inside the server (the default) and a real adapter on
 * the vendor's official SDK. Amounts are integer cents, USD.
 *
 * Every call that creates or changes something takes an idempotency key made by `buildIdempotencyKey`
 * (idempotency-key.ts: `{operation}:{object id}:{attempt}`); the same key returns the same object and never
 * creates a second one. Providers throw `PaymentProviderError` with a message fit for the user; its `detail` is
 * for the log only; `callProvider` (call-provider.ts) turns it into the user's error.
 *
 * What only the built-in sandbox does is an optional capability of the interface, present on the sandbox alone:
 * its stand-ins for the vendors' pages (`card.sandbox`, `bankLink.sandbox`) and its delivery of webhooks inside
 * the server (`onWebhook`). Modules test for the capability, never for the class.
 */

/** Hands a signed webhook delivery (raw body + signature header) to the receiver the vendors' webhooks reach. */
export type WebhookDelivery = (rawBody: string, signatureHeader: string) => Promise<unknown>;

export type CardPaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface CardAccountStatus {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface CardPaymentIntent {
  id: string;
  status: CardPaymentStatus;
  amountCents: number;
  /** Handed to the browser to confirm the payment (Stripe.js / the sandbox card form). */
  clientSecret: string;
  /** Why the last attempt failed, in the provider's words (e.g. 'Your card has insufficient funds.'). */
  lastError?: string;
  /** The charge that took the money (Stripe's latest_charge), once the intent succeeded: a transfer's source. */
  chargeId?: string;
  metadata: Record<string, string>;
}

export interface CardTransfer {
  id: string;
  amountCents: number;
  destinationAccountId: string;
  /** What has been reversed of it so far. */
  amountReversedCents: number;
}

export interface CardProvider {
  readonly kind: 'sandbox' | 'stripe';
  /** A connected account that receives payouts for one seller. */
  createConnectedAccount(input: { userId: string; email: string; idempotencyKey: string }): Promise<{ accountId: string }>;
  /** The hosted onboarding page for the account; the provider sends the user back to returnUrl. */
  createOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  getAccountStatus(accountId: string): Promise<CardAccountStatus>;
  /**
   * A payment from the poster's card. With `destination`, a destination charge: the seller's connected account
   * receives it, the platform keeping applicationFeeCents ('Mark as Completed & Pay'). Without it, a separate charge
   * that lands on the platform's own balance with the contract's `transferGroup`, held for escrow until a
   * `createTransfer` pays the seller (Stripe's separate charges and transfers).
   */
  createPaymentIntent(input: {
    amountCents: number;
    destination?: { accountId: string; applicationFeeCents: number };
    transferGroup?: string;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<CardPaymentIntent>;
  getPaymentIntent(paymentIntentId: string): Promise<CardPaymentIntent>;
  /**
   * Cancels an intent no money has moved on (waiting for a card, a confirmation or an authentication): it can no
   * longer be confirmed. Refused (PaymentProviderError) once it succeeded, is processing or is canceled already.
   */
  cancelPaymentIntent(input: { paymentIntentId: string; idempotencyKey: string }): Promise<CardPaymentIntent>;
  /**
   * Refunds (part of) a charge. For a separate charge held in escrow the refund comes out of the platform's balance;
   * money already transferred to a seller is not taken back by it (that needs `reverseTransfer`).
   */
  createRefund(input: { paymentIntentId: string; amountCents?: number; idempotencyKey: string }): Promise<{ refundId: string; status: string }>;
  /**
   * Pays a seller from the platform's balance (escrow release): a Transfer to the connected account, with
   * `sourceChargeId` (Stripe's source_transaction) so it waits for the charge's funds to be available, and the
   * contract's transfer group.
   */
  createTransfer(input: {
    amountCents: number;
    destinationAccountId: string;
    sourceChargeId: string;
    transferGroup: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<CardTransfer>;
  /** Takes (part of) a transfer back from the connected account into the platform's balance. */
  reverseTransfer(input: { transferId: string; amountCents?: number; idempotencyKey: string }): Promise<{ reversalId: string; amountCents: number }>;
  /** Checks the signature of a webhook delivery and returns its event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): CardWebhookEvent;
  /** The sandbox only: its stand-ins for Stripe's hosted onboarding, Stripe.js and the authentication page. */
  readonly sandbox?: SandboxCardPages;
  /** A provider that sends its events from inside the server (the sandbox) sends them to `deliver` from now on. */
  onWebhook?(deliver: WebhookDelivery): void;
}

/** What Stripe's hosted pages and Stripe.js do in the browser, done by the sandbox card provider's own pages. */
export interface SandboxCardPages {
  /** The test card numbers the sandbox card form offers, with what each does. */
  listTestCards(): Array<{ number: string; label: string }>;
  /** The onboarding form was submitted: charges and payouts become enabled (account.updated follows). */
  completeOnboarding(accountId: string, businessName: string): Promise<CardAccountStatus>;
  /** Confirms the intent with a card; the client secret proves the caller was handed this payment. */
  confirmPaymentIntent(input: { paymentIntentId: string; clientSecret: string; cardNumber: string }): Promise<CardPaymentIntent>;
  /** The user approved or failed the authentication step. */
  completeAuthentication(input: { paymentIntentId: string; clientSecret: string; approve: boolean }): Promise<CardPaymentIntent>;
}

/** A card-provider event, normalised so that one handler serves the sandbox and the real provider. */
export type CardWebhookEvent =
  | { id: string; type: 'account.updated'; account: CardAccountStatus }
  | {
      id: string;
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.processing' | 'payment_intent.requires_action' | 'payment_intent.canceled';
      paymentIntent: CardPaymentIntent;
    }
  | { id: string; type: 'charge.refunded'; paymentIntentId: string; amountRefundedCents: number }
  | { id: string; type: 'other'; providerType: string };

export type AchCustomerStatus = 'unverified' | 'retry' | 'document' | 'verified' | 'suspended' | 'deactivated';

/** The spec's personal verified customer details. ssn and dateOfBirth go to the provider and nowhere else. */
export interface PersonalCustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  city: string;
  /** Two letters, e.g. 'RI'. */
  state: string;
  postalCode: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** The last four digits of the social-security number. */
  ssn: string;
}

export interface PersonalVerifiedCustomerInput extends PersonalCustomerDetails {
  idempotencyKey: string;
}

/**
 * The customer details alone, from anything that holds them (the form's values, a provider call's input): the one
 * place that lists them, so that nothing else (terms accepted, an idempotency key) is sent with them.
 */
export function pickPersonalCustomerDetails(from: PersonalCustomerDetails): PersonalCustomerDetails {
  const { firstName, lastName, email, address1, city, state, postalCode, dateOfBirth, ssn } = from;
  return { firstName, lastName, email, address1, city, state, postalCode, dateOfBirth, ssn };
}

export interface AchFundingSource {
  id: string;
  name: string;
  bankName: string;
  /** Last four digits of the account number; the number itself never reaches us. */
  mask: string;
  status: 'verified' | 'unverified';
  /** The spec: a funding source counts only when it is not removed. */
  removed: boolean;
}

export type AchTransferStatus = 'pending' | 'processed' | 'failed' | 'cancelled';

export interface AchTransfer {
  id: string;
  status: AchTransferStatus;
  amountCents: number;
  /** The bank's return code when the transfer failed (e.g. 'R01' insufficient funds). */
  failureCode?: string;
  failureReason?: string;
  /** The facilitator fee charged with the transfer (Dwolla's `fees`), when there is one. */
  fee?: AchTransferFee;
}

/**
 * A fee collected with a transfer, as Dwolla's facilitator fee: its own transfer from the charged customer's side of
 * the payment into the platform's master account, apart from the transfer amount. It moves with the transfer: none
 * is charged when the transfer fails, and a bank return of the transfer returns the fee with it.
 */
export interface AchTransferFee {
  amountCents: number;
  /** The customer who pays the fee (Dwolla's `charge-to`): the poster, the transfer's source customer. */
  chargeToCustomerId: string;
}

export interface AchProvider {
  readonly kind: 'sandbox' | 'dwolla';
  createPersonalVerifiedCustomer(input: PersonalVerifiedCustomerInput): Promise<{ customerId: string; status: AchCustomerStatus }>;
  getCustomerStatus(customerId: string): Promise<AchCustomerStatus>;
  /** Attaches a bank account from the bank-linking provider's processor token. */
  createFundingSource(input: { customerId: string; processorToken: string; name: string; idempotencyKey: string }): Promise<AchFundingSource>;
  listFundingSources(customerId: string): Promise<AchFundingSource[]>;
  removeFundingSource(fundingSourceId: string): Promise<void>;
  createTransfer(input: {
    sourceFundingSourceId: string;
    destinationFundingSourceId: string;
    /** What the destination receives: the milestone amount, never the fee. */
    amountCents: number;
    /** The fee on top, charged to one of the two customers and collected by the platform; omitted when 0. */
    fee?: AchTransferFee;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<AchTransfer>;
  getTransfer(transferId: string): Promise<AchTransfer>;
  /**
   * The platform's own balance as a funding source (Dwolla's master-account balance): escrow funding moves the
   * poster's money into it, a release moves it on to the seller's bank, a refund back to the poster's.
   */
  getPlatformBalance(): Promise<{ fundingSourceId: string }>;
  /** Checks the signature of a webhook delivery and returns its event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): AchWebhookEvent;
  /** A provider that sends its events from inside the server (the sandbox) sends them to `deliver` from now on. */
  onWebhook?(deliver: WebhookDelivery): void;
}

/**
 * A bank-transfer event in Dwolla's terms: `topic` such as 'customer_verified', 'customer_funding_source_verified',
 * 'customer_funding_source_removed', 'customer_transfer_completed', 'customer_transfer_failed',
 * 'customer_bank_transfer_failed'; `resourceId` is the id of the customer, funding source or transfer.
 */
export interface AchWebhookEvent {
  id: string;
  topic: string;
  resourceId: string;
}

export interface LinkedBankAccount {
  accountId: string;
  /** The account's own name, e.g. 'Plaid Checking'. */
  name: string;
  mask: string;
  institutionName: string;
}

export interface BankLinkProvider {
  readonly kind: 'sandbox' | 'plaid';
  /** Step 1: a token that opens the bank picker (Plaid Link) for this user. */
  createLinkToken(input: { clientUserId: string; clientName: string }): Promise<{ linkToken: string }>;
  /** Step 2: the picker's public token for a long-lived access token. */
  exchangePublicToken(publicToken: string): Promise<{ accessToken: string; itemId: string }>;
  /** The chosen account's name, bank and last four digits, to show the user. */
  getAccount(accessToken: string, accountId: string): Promise<LinkedBankAccount>;
  /** Step 3: a processor token that lets the bank-transfer provider use the account (step 4 is AchProvider.createFundingSource). */
  createProcessorToken(input: { accessToken: string; accountId: string }): Promise<{ processorToken: string }>;
  /** The sandbox only: its bank picker, the stand-in for Plaid Link. */
  readonly sandbox?: SandboxBankPicker;
}

export interface SandboxBankAccount {
  id: string;
  name: string;
  mask: string;
  /** What the account does in the sandbox, shown in the bank picker. */
  note?: string;
}

export interface SandboxBank {
  id: string;
  name: string;
  accounts: SandboxBankAccount[];
}

/** What Plaid Link does in the browser, done by the sandbox's own bank picker. */
export interface SandboxBankPicker {
  /** The banks and accounts the picker offers. */
  listBanks(): SandboxBank[];
  /** Signs in to a bank with the sandbox credentials and picks an account; the link token must be this user's. */
  signIn(input: { linkToken: string; clientUserId: string; username: string; password: string; institutionId: string; accountId: string }): Promise<{
    publicToken: string;
    accountId: string;
    institutionName: string;
  }>;
  /** Whether the picker made this public token for this user (a token is no one else's to use). */
  isItemOf(publicToken: string, clientUserId: string): Promise<boolean>;
}

export interface PaymentProviders {
  card: CardProvider;
  ach: AchProvider;
  bankLink: BankLinkProvider;
}

/** A provider refused or failed: `message` is for the user, `detail` for the log. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly detail: string,
    /** true when the provider did not answer (time-out, network): the operation may or may not have happened. */
    readonly isUnavailable = false,
  ) {
    super(message);
  }
}

export class WebhookSignatureError extends Error {}
