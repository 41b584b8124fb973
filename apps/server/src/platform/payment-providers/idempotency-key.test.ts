import { describe, expect, it } from 'vitest';
import { buildIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('are {operation}:{object id}:{attempt}, one per object and attempt', () => {
    expect(buildIdempotencyKey('milestone-pay', 'c1.2', 3)).toBe('milestone-pay:c1.2:3');
    expect(buildIdempotencyKey('milestone-pay', 'c1.2', 3)).not.toBe(buildIdempotencyKey('milestone-pay', 'c1.2', 4));
    expect(buildIdempotencyKey('milestone-pay', 'c1.2', 3)).not.toBe(buildIdempotencyKey('milestone-refund', 'c1.2', 3));
    expect(buildIdempotencyKey('card-account', 'user-1', 1)).toBe('card-account:user-1:1');
  });

  it('keep the separator out of every part, so that two keys never read alike', () => {
    expect(buildIdempotencyKey('funding-source', 'a:b', 'c')).toBe('funding-source:a%3Ab:c');
    expect(buildIdempotencyKey('funding-source', 'a:b', 'c')).not.toBe(buildIdempotencyKey('funding-source', 'a', 'b:c'));
  });
});
