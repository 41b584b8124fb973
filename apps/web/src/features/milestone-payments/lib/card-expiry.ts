/** A card's expiry as a card form takes it: MM/YY. */
export const CARD_EXPIRY = /^(0[1-9]|1[0-2])\/\d{2}$/;

/** Whether a card (MM/YY) has expired: it is good through the last day of its expiry month. */
export function isPastExpiry(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number);
  const fullYear = 2000 + year;
  return fullYear < now.getFullYear() || (fullYear === now.getFullYear() && month < now.getMonth() + 1);
}
