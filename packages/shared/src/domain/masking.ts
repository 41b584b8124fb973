/** "jane.doe@example.com" -> "ja****@example.com": the first two characters and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '****';
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

export const MASKED_PHONE = '***-***-****';
