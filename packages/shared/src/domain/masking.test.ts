import { describe, expect, it } from 'vitest';
import { MASKED_PHONE, maskEmail } from './masking';

describe('maskEmail', () => {
  it('keeps the first two characters and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('ja****@example.com');
    expect(maskEmail('a@x.io')).toBe('a****@x.io');
    expect(maskEmail('odd"name@sub@example.com')).toBe('od****@example.com');
  });

  it('never echoes a value that is not an e-mail', () => {
    expect(maskEmail('not-an-email')).toBe('****');
  });

  it('hides every phone the same way', () => {
    expect(MASKED_PHONE).toBe('***-***-****');
  });
});
