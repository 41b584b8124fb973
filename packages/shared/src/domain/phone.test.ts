import { describe, expect, it } from 'vitest';
import { BANNED_PHONE_PATTERNS, MSG } from '../constants';
import { phoneSchema } from '../schemas/account';
import { isValidUsPhone, normalizeUsPhone, toE164 } from './phone';

describe('US phone numbers', () => {
  it('normalizes the usual ways of writing a number to 10 digits', () => {
    for (const input of ['4015550142', '(401) 555-0142', '401.555.0142', '+1 401 555 0142', '14015550142']) {
      expect(normalizeUsPhone(input)).toBe('4015550142');
    }
    expect(toE164('(401) 555-0142')).toBe('+14015550142');
  });

  it('accepts a valid number', () => {
    expect(isValidUsPhone('401-555-0142')).toBe(true);
    expect(isValidUsPhone('+1 (617) 210-0001')).toBe(false); // contains 10000
    expect(isValidUsPhone('+1 (617) 253-1234')).toBe(true);
  });

  it.each(BANNED_PHONE_PATTERNS)('refuses numbers containing %s', (pattern) => {
    const phone = `40${pattern}`.padEnd(10, '3');
    expect(phone).toContain(pattern);
    expect(isValidUsPhone(phone)).toBe(false);
  });

  it('refuses wrong lengths and area or exchange codes starting with 0 or 1', () => {
    for (const input of ['401555014', '401555014233', '0015550142', '1015550142', '4010550142', '4011550142', '', 'abc']) {
      expect(isValidUsPhone(input)).toBe(false);
    }
  });

  it('gives the spec message for every invalid phone', () => {
    for (const input of ['4011234567', '', '   ', 'x'.repeat(40), 42]) {
      const result = phoneSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.invalidPhone);
    }
    expect(phoneSchema.parse(' 401-555-0142 ')).toBe('401-555-0142');
  });
});
