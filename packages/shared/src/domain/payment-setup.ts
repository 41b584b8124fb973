/**
 * What a user can do with money, from the ids and statuses we keep of their payment setup. The server decides with
 * it; the browser uses it to show what is set up and what is missing.
 */
export interface PaymentSetupFacts {
  cardAccountId: string | null;
  cardChargesEnabled: boolean;
  cardPayoutsEnabled: boolean;
  achCustomerId: string | null;
  achCustomerStatus: string | null;
  fundingSourceId: string | null;
}

export interface PaymentCapabilities {
  /** The card-provider account exists and its onboarding is done (charges and payouts enabled). */
  canReceiveByCard: boolean;
  /** The spec's isDwolaAccountSetup: a verified bank-transfer customer with a linked bank. */
  isAchSetupComplete: boolean;
  canReceiveByTransfer: boolean;
  canPayByTransfer: boolean;
  /** The Accept Contract gate: a bidder lacking a card account, a bank-transfer account or its completed setup. */
  needsPayoutSetup: boolean;
}

export function getPaymentCapabilities(facts: PaymentSetupFacts | null | undefined): PaymentCapabilities {
  const canReceiveByCard = Boolean(facts?.cardAccountId && facts.cardChargesEnabled && facts.cardPayoutsEnabled);
  const isAchSetupComplete = Boolean(facts?.achCustomerId && facts.achCustomerStatus === 'verified' && facts.fundingSourceId);
  return {
    canReceiveByCard,
    isAchSetupComplete,
    canReceiveByTransfer: isAchSetupComplete,
    canPayByTransfer: isAchSetupComplete,
    needsPayoutSetup: !(canReceiveByCard && isAchSetupComplete),
  };
}

/** Dwolla topics that report a customer's new verification status. */
export const CUSTOMER_STATUS_BY_TOPIC: Record<string, string> = {
  customer_verified: 'verified',
  customer_reverification_needed: 'retry',
  customer_kba_verification_needed: 'retry',
  customer_verification_document_needed: 'document',
  customer_suspended: 'suspended',
  customer_deactivated: 'deactivated',
};
