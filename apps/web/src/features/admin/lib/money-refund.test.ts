import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { OPERATOR_MSG } from '@homebid/shared/constants/operator';
import type { PaymentAttempt } from '@homebid/shared/schemas/operator';
import { refundBlockReason } from './money-refund';

type Fields = Pick<PaymentAttempt, 'refundable' | 'status' | 'purpose' | 'method' | 'providerRef'>;
const completedCard: Fields = { refundable: true, status: 'succeeded', purpose: 'pay', method: 'card', providerRef: 'pi_123' };
const attempt = (change: Partial<Fields> = {}): Fields => ({ ...completedCard, ...change });

describe('why a payment attempt cannot be refunded from the console', () => {
  it('lets an admin refund a completed card payment of a milestone', () => {
    expect(refundBlockReason(attempt(), true)).toBeUndefined();
  });

  it('tells support only an admin refunds', () => {
    expect(refundBlockReason(attempt(), false)).toBe(ADMIN_MSG.adminOnly);
  });

  it('gives the server reason for each payment it refuses, in the order the server checks', () => {
    expect(refundBlockReason(attempt({ status: 'refunded', refundable: false }), true)).toBe(OPERATOR_MSG.alreadyRefunded);
    expect(refundBlockReason(attempt({ purpose: 'fund', refundable: false }), true)).toBe(OPERATOR_MSG.refundEscrow);
    expect(refundBlockReason(attempt({ status: 'processing', refundable: false }), true)).toBe(OPERATOR_MSG.refundNotCompleted);
    expect(refundBlockReason(attempt({ status: 'failed', refundable: false }), true)).toBe(OPERATOR_MSG.refundNotCompleted);
    expect(refundBlockReason(attempt({ method: 'ach', refundable: false }), true)).toBe(OPERATOR_MSG.refundBank);
    expect(refundBlockReason(attempt({ providerRef: null, refundable: false }), true)).toBe(OPERATOR_MSG.refundNotCompleted);
    // an escrow funding that is still pending: the escrow reason comes first, as on the server
    expect(refundBlockReason(attempt({ purpose: 'fund', status: 'pending', refundable: false }), true)).toBe(OPERATOR_MSG.refundEscrow);
  });

  it('follows the server when it says a payment is not refundable for a reason the fields do not show', () => {
    expect(refundBlockReason(attempt({ refundable: false }), true)).toBe(OPERATOR_MSG.refundNotCompleted);
  });
});
