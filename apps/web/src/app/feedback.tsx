import { theme } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** antd's message, notification and modal hooks, as `App.useApp()` gave them. */
export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: HookAPI;
}

type Call = (api: Feedback) => unknown;

/** The methods the app calls, per hook. */
const METHODS = {
  message: ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'],
  notification: ['info', 'success', 'error', 'warning', 'open', 'destroy'],
  modal: ['info', 'success', 'error', 'warning', 'confirm'],
} as const satisfies { [K in keyof Feedback]: ReadonlyArray<keyof Feedback[K]> };

const FeedbackHolders = lazy(() => import('./feedback-holders'));
const FeedbackContext = createContext<Feedback | null>(null);

/** Toasts, notifications and confirmations in the app's theme (replaces antd's `App.useApp()`). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback is used outside FeedbackProvider');
  return feedback;
}

/**
 * What a call made before antd's feedback code arrived returns: it can be hidden (a message's `hide()`, a
 * modal's `destroy()`), updated or awaited as the real result could, and hiding it first means it never shows.
 */
function lateResult(settled: Promise<void>, result: () => unknown, cancel: () => void) {
  type Handle = (() => void) | { destroy?: () => void; update?: (config: unknown) => void } | undefined;
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
 * antd's `<App>` without its cost on every first page: the text style of its root, and the message,
 * notification and modal hooks, whose code (and its holders' render) loads the first time one is used. A call
 * made meanwhile waits for it; the wait is one chunk's download, once. Measured: antd's App cost the signed-in
 * pages ~50 ms of render and ~100 ms of module evaluation at Lighthouse's 4x CPU slowdown, and ~20 KB of JS.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [isWanted, setWanted] = useState(false);
  const api = useRef<Feedback | null>(null);
  const waiting = useRef<Call[]>([]);

  const feedback = useMemo(() => {
    const channel = (name: keyof Feedback) =>
      Object.fromEntries(
        METHODS[name].map((method) => [
          method,
          (...args: unknown[]) => {
            const call = (ready: Feedback) => (ready[name] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](...args);
            if (api.current) return call(api.current);
            setWanted(true);
            let result: unknown;
            let isCancelled = false;
            const settled = new Promise<void>((resolve) => {
              waiting.current.push((ready) => {
                if (!isCancelled) result = call(ready);
                resolve();
              });
            });
            return lateResult(settled, () => result, () => (isCancelled = true));
          },
        ]),
      );
    return { message: channel('message'), notification: channel('notification'), modal: channel('modal') } as unknown as Feedback;
  }, []);

  const onReady = useCallback((ready: Feedback) => {
    api.current = ready;
    for (const call of waiting.current.splice(0)) call(ready);
  }, []);

  return (
    <FeedbackContext.Provider value={feedback}>
      <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>
      {isWanted && (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={onReady} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}
