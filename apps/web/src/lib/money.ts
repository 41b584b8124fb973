// Money is integer cents everywhere and becomes text only here. The formatters are built once: toLocaleString
// with options builds a new Intl.NumberFormat on every call, which cost a listing page of cards ~35 ms.
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$12,345', or '$12,345.50' when there are cents. */
export const formatMoney = (cents: number) => (cents % 100 ? WITH_CENTS : WHOLE_DOLLARS).format(cents / 100);

/** '$12,345.00': always with cents (catalogue prices). */
export const formatPrice = (cents: number) => WITH_CENTS.format(cents / 100);
