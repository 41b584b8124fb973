import { describe, expect, it } from 'vitest';
import { getPaymentCapabilities, type PaymentSetupFacts } from './payment-setup';

const complete: PaymentSetupFacts = {
  cardAccountId: 'acct_1',
  cardChargesEnabled: true,
  cardPayoutsEnabled: true,
  achCustomerId: 'cus_1',
  achCustomerStatus: 'verified',
  fundingSourceId: 'fs_1',
};

describe('getPaymentCapabilities', () => {
  it('lets a user with everything set up receive and pay, with no gate', () => {
    expect(getPaymentCapabilities(complete)).toEqual({
      canReceiveByCard: true,
      isAchSetupComplete: true,
      canReceiveByTransfer: true,
      canPayByTransfer: true,
      needsPayoutSetup: false,
    });
  });

  it('has nothing without a profile', () => {
    expect(getPaymentCapabilities(undefined)).toMatchObject({ canReceiveByCard: false, canPayByTransfer: false, needsPayoutSetup: true });
  });

  it.each<[string, Partial<PaymentSetupFacts>, Partial<ReturnType<typeof getPaymentCapabilities>>]>([
    ['no card account', { cardAccountId: null }, { canReceiveByCard: false, canReceiveByTransfer: true, needsPayoutSetup: true }],
    ['card onboarding unfinished', { cardPayoutsEnabled: false }, { canReceiveByCard: false, needsPayoutSetup: true }],
    ['charges disabled', { cardChargesEnabled: false }, { canReceiveByCard: false }],
    ['no bank-transfer customer', { achCustomerId: null }, { isAchSetupComplete: false, canPayByTransfer: false, canReceiveByCard: true, needsPayoutSetup: true }],
    ['customer not verified', { achCustomerStatus: 'document' }, { isAchSetupComplete: false, canReceiveByTransfer: false }],
    ['customer suspended', { achCustomerStatus: 'suspended' }, { canPayByTransfer: false }],
    ['no linked bank', { fundingSourceId: null }, { isAchSetupComplete: false, needsPayoutSetup: true }],
  ])('%s', (_name, change, expected) => {
    expect(getPaymentCapabilities({ ...complete, ...change })).toMatchObject(expected);
  });
});
