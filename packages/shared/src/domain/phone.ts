import { BANNED_PHONE_PATTERNS } from '../constants';

/** Digits only, without a leading US country code: "+1 (401) 555-0142" -> "4015550142". */
export function normalizeUsPhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** A US number of 10 digits, area and exchange not starting with 0 or 1, and none of the banned runs. */
export function isValidUsPhone(input: string): boolean {
  const digits = normalizeUsPhone(input);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return false;
  return !BANNED_PHONE_PATTERNS.some((pattern) => digits.includes(pattern));
}

/** E.164 form used for storage and SMS: "+14015550142". */
export const toE164 = (input: string) => `+1${normalizeUsPhone(input)}`;
