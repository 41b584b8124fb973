import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeBase32(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The secret of an otpauth:// URI (the QR code's text), as the key bytes an authenticator app would keep. */
export const secretOf = (totpUri: string): Buffer => decodeBase32(new URL(totpUri).searchParams.get('secret') ?? '');

/**
 * The code an authenticator app shows (RFC 6238: HMAC-SHA1 of the 30-second step, RFC 4226's dynamic truncation),
 * computed here independently of better-auth so the tests check its codes against the standard.
 */
export function totpCode(totpUri: string, at = Date.now(), digits = 6, period = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const hmac = createHmac('sha1', secretOf(totpUri)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return value.toString().padStart(digits, '0');
}

/** A code that is not the current one (nor of the neighbouring steps the server also accepts). */
export function wrongTotpCode(totpUri: string): string {
  const near = new Set([-1, 0, 1].map((step) => totpCode(totpUri, Date.now() + step * 30_000)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
