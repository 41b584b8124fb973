import fc from 'fast-check';
import { describe, it } from 'vitest';
import { jsonBytesBound } from './listing-view';

describe('jsonBytesBound', () => {
  it('is never below the UTF-8 size of the JSON (any strings, escapes, astral and lone surrogates)', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom('"', '\\', '\n', '\u0001', '\ud800', 'é', '€') }));
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, text, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('value')), fc.dictionary(text, tie('value'))),
    })).value;
    fc.assert(fc.property(json, (value) => jsonBytesBound(value) >= Buffer.byteLength(JSON.stringify(value))), { numRuns: 500 });
  });
});
