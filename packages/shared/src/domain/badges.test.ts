import { describe, expect, it } from 'vitest';
import { earnedBadges, isVerifiedUser, type BadgeFacts } from './badges';
import { describeBadge } from '../constants/badges';
import type { PaymentSetupFacts } from './payment-setup';

const NO_PAYMENT: PaymentSetupFacts = {
  cardAccountId: null,
  cardChargesEnabled: false,
  cardPayoutsEnabled: false,
  achCustomerId: null,
  achCustomerStatus: null,
  fundingSourceId: null,
};
const READY: PaymentSetupFacts = {
  cardAccountId: 'acct_1',
  cardChargesEnabled: true,
  cardPayoutsEnabled: true,
  achCustomerId: 'cus_1',
  achCustomerStatus: 'verified',
  fundingSourceId: 'fs_1',
};
const facts = (over: Partial<BadgeFacts>): BadgeFacts => ({ phoneVerified: false, payment: null, hasReviewedCertificate: false, ...over });

describe('earnedBadges', () => {
  it('gives nothing to a new user, with or without an empty payment profile', () => {
    expect(earnedBadges(facts({}))).toEqual([]);
    expect(earnedBadges(facts({ payment: NO_PAYMENT }))).toEqual([]);
  });

  it('gives each badge from its own source', () => {
    expect(earnedBadges(facts({ phoneVerified: true }))).toEqual(['phone_verified']);
    expect(earnedBadges(facts({ hasReviewedCertificate: true }))).toEqual(['license_verified']);
    expect(earnedBadges(facts({ payment: { ...NO_PAYMENT, achCustomerId: 'cus_1', achCustomerStatus: 'verified' } }))).toEqual(['identity_verified']);
  });

  it('gives Identity verified only to a verified customer, not one waiting, retrying or suspended', () => {
    for (const status of ['unverified', 'retry', 'document', 'suspended', 'deactivated', null]) {
      expect(earnedBadges(facts({ payment: { ...READY, achCustomerStatus: status } }))).not.toContain('identity_verified');
    }
  });

  it('gives Payouts ready only with a ready card account and a linked bank of a verified customer', () => {
    expect(earnedBadges(facts({ payment: READY }))).toEqual(['identity_verified', 'payouts_ready']);
    expect(earnedBadges(facts({ payment: { ...READY, fundingSourceId: null } }))).toEqual(['identity_verified']);
    expect(earnedBadges(facts({ payment: { ...READY, cardPayoutsEnabled: false } }))).toEqual(['identity_verified']);
    expect(earnedBadges(facts({ payment: { ...READY, cardChargesEnabled: false } }))).toEqual(['identity_verified']);
    expect(earnedBadges(facts({ payment: { ...READY, cardAccountId: null } }))).toEqual(['identity_verified']);
    expect(earnedBadges(facts({ payment: { ...READY, achCustomerStatus: 'retry' } }))).toEqual([]);
  });

  it('lists every badge in display order', () => {
    expect(earnedBadges({ phoneVerified: true, payment: READY, hasReviewedCertificate: true })).toEqual(['phone_verified', 'identity_verified', 'payouts_ready', 'license_verified']);
  });
});

describe('isVerifiedUser', () => {
  it('counts identity or licence, not a phone or payouts alone', () => {
    expect(isVerifiedUser(['identity_verified'])).toBe(true);
    expect(isVerifiedUser(['license_verified'])).toBe(true);
    expect(isVerifiedUser(['phone_verified', 'payouts_ready'])).toBe(false);
    expect(isVerifiedUser([])).toBe(false);
  });
});

describe('describeBadge', () => {
  it('names the badge and what it means for a screen reader', () => {
    expect(describeBadge('phone_verified')).toBe('Phone verified: this user confirmed their phone number with a code');
  });
});
