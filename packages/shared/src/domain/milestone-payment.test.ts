import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ATTEMPT_STATUSES,
  attemptStatusOfCardIntent,
  attemptStatusOfTransfer,
  canMoveAttempt,
  canStartPayment,
  deriveMilestonePaymentStatus,
  type AttemptStatus,
} from './milestone-payment';

describe('milestone payment states', () => {
  it('derives unpaid, processing, paid and failed from the attempts', () => {
    expect(deriveMilestonePaymentStatus([])).toBe('unpaid');
    expect(deriveMilestonePaymentStatus([{ attempt: 1, status: 'pending' }])).toBe('unpaid');
    expect(deriveMilestonePaymentStatus([{ attempt: 1, status: 'processing' }])).toBe('processing');
    expect(deriveMilestonePaymentStatus([{ attempt: 1, status: 'failed' }])).toBe('failed');
    expect(deriveMilestonePaymentStatus([{ attempt: 1, status: 'failed' }, { attempt: 2, status: 'pending' }])).toBe('unpaid');
    expect(deriveMilestonePaymentStatus([{ attempt: 1, status: 'pending', failureReason: 'Your card has insufficient funds.' }])).toBe('failed');
    expect(deriveMilestonePaymentStatus([{ attempt: 1, status: 'canceled' }])).toBe('unpaid');
    expect(deriveMilestonePaymentStatus([{ attempt: 2, status: 'succeeded' }, { attempt: 1, status: 'failed' }])).toBe('paid');
    // a returned bank transfer sends the milestone back to unpaid
    expect(deriveMilestonePaymentStatus([{ attempt: 1, status: 'failed' }, { attempt: 2, status: 'returned' }])).toBe('unpaid');
  });

  it('allows paying again only when nothing is paid or moving', () => {
    expect(canStartPayment('unpaid')).toBe(true);
    expect(canStartPayment('failed')).toBe(true);
    expect(canStartPayment('processing')).toBe(false);
    expect(canStartPayment('paid')).toBe(false);
  });

  it('keeps paid final for cards; only a bank transfer can be returned', () => {
    expect(canMoveAttempt('card', 'succeeded', 'failed')).toBe(false);
    expect(canMoveAttempt('card', 'succeeded', 'returned')).toBe(false);
    expect(canMoveAttempt('ach', 'succeeded', 'returned')).toBe(true);
    expect(canMoveAttempt('ach', 'processing', 'returned')).toBe(true);
    expect(canMoveAttempt('card', 'failed', 'succeeded')).toBe(false);
    expect(canMoveAttempt('card', 'pending', 'succeeded')).toBe(true);
    expect(canMoveAttempt('ach', 'returned', 'succeeded')).toBe(false);
  });

  it('property: final states never move anywhere else, and every state may repeat itself (replayed webhook)', () => {
    const status = fc.constantFrom(...ATTEMPT_STATUSES);
    fc.assert(
      fc.property(fc.constantFrom('card' as const, 'ach' as const), status, status, (method, from, to) => {
        if (from === to) expect(canMoveAttempt(method, from, to)).toBe(true);
        if ((['failed', 'returned', 'refunded'] as AttemptStatus[]).includes(from) && from !== to) expect(canMoveAttempt(method, from, to)).toBe(false);
        if (from === 'canceled' && to !== 'canceled') expect(canMoveAttempt(method, from, to)).toBe(to === 'refunded');
      }),
    );
  });

  it('maps provider statuses', () => {
    expect(attemptStatusOfCardIntent('succeeded')).toBe('succeeded');
    expect(attemptStatusOfCardIntent('requires_payment_method')).toBe('pending');
    expect(attemptStatusOfCardIntent('requires_action')).toBe('pending');
    expect(attemptStatusOfCardIntent('processing')).toBe('processing');
    expect(attemptStatusOfCardIntent('canceled')).toBe('failed');
    expect(attemptStatusOfTransfer('pending', 'pending')).toBe('processing');
    expect(attemptStatusOfTransfer('processed', 'processing')).toBe('succeeded');
    expect(attemptStatusOfTransfer('failed', 'pending')).toBe('failed');
    expect(attemptStatusOfTransfer('failed', 'processing')).toBe('returned');
    expect(attemptStatusOfTransfer('failed', 'succeeded')).toBe('returned');
  });
});
