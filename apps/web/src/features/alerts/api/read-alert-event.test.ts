import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alertServerEventSchema } from '@homebid/shared/schemas/alert';
import { readAlertEvent } from './use-alert-socket';

describe('readAlertEvent', () => {
  it('accepts exactly what the shared schema accepts', () => {
    const candidates = fc.oneof(
      fc.record({ type: fc.constantFrom('unread', 'other'), unread: fc.oneof(fc.integer(), fc.string(), fc.constant(null)) }),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(candidates, (value) => {
        const text = JSON.stringify(value) ?? 'null';
        const parsed = alertServerEventSchema.safeParse(JSON.parse(text));
        expect(readAlertEvent(text)).toEqual(parsed.success ? parsed.data : null);
      }),
    );
  });

  it('ignores a message that is not JSON', () => {
    expect(readAlertEvent('{not json')).toBeNull();
  });
});
