// Money is integer cents everywhere and becomes text only here, in integer arithmetic so a cent is never lost to
// floating point. Written by hand rather than with Intl.NumberFormat: building the first formatter loads the
// locale data, which cost the listing page ~140 ms of blocked main thread on a phone-class CPU (measured at 4x).

const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function format(cents: number, withCents: boolean) {
  const whole = Math.round(Math.abs(cents));
  const rest = whole % 100;
  const tail = withCents || rest ? `.${String(rest).padStart(2, '0')}` : '';
  return `${cents < 0 && whole > 0 ? '-' : ''}$${groupThousands(Math.floor(whole / 100))}${tail}`;
}

/** '$12,345', or '$12,345.50' when there are cents. */
export const formatMoney = (cents: number) => format(cents, false);

/** '$12,345.00': always with cents (catalogue prices). */
export const formatPrice = (cents: number) => format(cents, true);
