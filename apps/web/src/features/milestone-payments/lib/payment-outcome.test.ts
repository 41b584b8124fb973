import { describe, expect, it } from 'vitest';
import type { MilestonePaymentView } from '@homebid/shared/schemas/milestone-payment';
import { verifiedOutcome } from './payment-outcome';

const view = (over: Partial<MilestonePaymentView>): MilestonePaymentView => ({
  id: 'p1',
  contractId: 'c1',
  milestonePosition: 1,
  attempt: 1,
  method: 'card',
  status: 'processing',
  milestoneStatus: 'processing',
  milestoneAmountCents: 10_000,
  feeCents: 320,
  totalCents: 10_320,
  failureReason: null,
  paidAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('verifiedOutcome', () => {
  it('waits while nothing is known or the money is moving', () => {
    expect(verifiedOutcome(undefined, 'pay')).toBeNull();
    expect(verifiedOutcome(view({}), 'pay')).toBeNull();
    expect(verifiedOutcome(view({}), 'fund')).toBeNull();
    expect(verifiedOutcome(view({ status: 'pending', milestoneStatus: 'unpaid' }), 'fund')).toBeNull();
  });

  it('reads a payment from the milestone: paid or failed', () => {
    expect(verifiedOutcome(view({ status: 'succeeded', milestoneStatus: 'paid' }), 'pay')).toBe('done');
    expect(verifiedOutcome(view({ status: 'pending', milestoneStatus: 'failed', failureReason: 'declined' }), 'pay')).toBe('failed');
  });

  it('reads a funding from its attempt, since a funded milestone is held, not paid', () => {
    expect(verifiedOutcome(view({ status: 'succeeded', milestoneStatus: 'unpaid' }), 'fund')).toBe('done');
    expect(verifiedOutcome(view({ status: 'succeeded', milestoneStatus: 'unpaid' }), 'pay')).toBeNull();
    expect(verifiedOutcome(view({ status: 'failed' }), 'fund')).toBe('failed');
    expect(verifiedOutcome(view({ status: 'pending', failureReason: 'Your card was declined.' }), 'fund')).toBe('failed');
  });
});
