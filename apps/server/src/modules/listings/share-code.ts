import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const SHARE_CODE_LENGTH = 8;

/** A short random code for /s/<code> (57^8 ≈ 1.1e14 codes; look-alike characters left out). */
export function createShareCode(length = SHARE_CODE_LENGTH): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 228 = 4 * 57: bytes above it are dropped so every character is equally likely
      if (byte < 228 && code.length < length) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}

export const isShareCode = (code: string) => /^[A-Za-z0-9]{4,16}$/.test(code);
