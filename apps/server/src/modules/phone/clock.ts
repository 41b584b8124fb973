import type { AppContext } from '../../platform/context';

/**
 * The time phone verification runs on. Tests move it forward to check code expiry, the resend gap and the
 * hourly limit without sleeping. Kept per app context (AppContext has no clock of its own).
 */
const clocks = new WeakMap<AppContext, () => Date>();

export function getNow(ctx: AppContext): Date {
  return clocks.get(ctx)?.() ?? new Date();
}

export function setClock(ctx: AppContext, clock: (() => Date) | undefined): void {
  if (clock) clocks.set(ctx, clock);
  else clocks.delete(ctx);
}
