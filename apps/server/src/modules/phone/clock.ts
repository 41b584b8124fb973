import type { AppContext } from '../../platform/context';

/** What phone verification uses of the app. */
export type PhoneContext = Pick<AppContext, 'config' | 'db' | 'sms'>;

/**
 * The time phone verification runs on. Tests move it forward to check code expiry, the resend gap and the
 * hourly limit without sleeping. Kept per app context (AppContext has no clock of its own).
 */
const clocks = new WeakMap<PhoneContext, () => Date>();

export function getNow(ctx: PhoneContext): Date {
  return clocks.get(ctx)?.() ?? new Date();
}

export function setClock(ctx: PhoneContext, clock: (() => Date) | undefined): void {
  if (clock) clocks.set(ctx, clock);
  else clocks.delete(ctx);
}
