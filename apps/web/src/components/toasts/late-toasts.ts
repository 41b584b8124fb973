import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** antd's message, notification and modal hooks, as `App.useApp()` gave them. */
export interface Toasts {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: HookAPI;
}

/** The methods the app calls, per hook. */
const METHODS = {
  message: ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'],
  notification: ['info', 'success', 'error', 'warning', 'open', 'destroy'],
  modal: ['info', 'success', 'error', 'warning', 'confirm'],
} as const satisfies { [K in keyof Toasts]: ReadonlyArray<keyof Toasts[K]> };

type Handle = (() => void) | { destroy?: () => void; update?: (config: unknown) => void } | undefined;

/**
 * What a call made before the real hooks arrived returns: it can be hidden (a message's `hide()`, a modal's
 * `destroy()`), updated or awaited as the real result could, and hiding it first means it never shows.
 */
function lateResult(settled: Promise<void>, result: () => unknown, cancel: () => void) {
  const hide = () => {
    cancel();
    const value = result() as Handle;
    if (typeof value === 'function') value();
    else value?.destroy?.();
  };
  return Object.assign(hide, {
    destroy: hide,
    update: (config: unknown) => void settled.then(() => (result() as Exclude<Handle, () => void>)?.update?.(config)),
    then: <A, B>(onDone?: (value: unknown) => A, onFail?: (reason: unknown) => B) => settled.then(result).then(onDone, onFail),
  });
}

/**
 * Stand-ins for the toast hooks while their code loads: a call goes straight to the real hooks once
 * `deliver` has handed them over; before that it asks for them (`onFirstCall`) and waits its turn, in order.
 */
export function createLateToasts(onFirstCall: () => void) {
  let api: Toasts | null = null;
  const waiting: Array<(ready: Toasts) => void> = [];
  const channel = (name: keyof Toasts) =>
    Object.fromEntries(
      METHODS[name].map((method) => [
        method,
        (...args: unknown[]) => {
          const call = (ready: Toasts) => (ready[name] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](...args);
          if (api) return call(api);
          onFirstCall();
          let result: unknown;
          let isCancelled = false;
          const settled = new Promise<void>((resolve) => {
            waiting.push((ready) => {
              if (!isCancelled) result = call(ready);
              resolve();
            });
          });
          return lateResult(settled, () => result, () => (isCancelled = true));
        },
      ]),
    );
  return {
    toasts: { message: channel('message'), notification: channel('notification'), modal: channel('modal') } as unknown as Toasts,
    deliver(ready: Toasts) {
      api = ready;
      for (const call of waiting.splice(0)) call(ready);
    },
  };
}
