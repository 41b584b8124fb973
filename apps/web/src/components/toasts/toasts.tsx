import { theme } from 'antd';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { createLateToasts, type Toasts } from './late-toasts';

const ToastHolders = lazy(() => import('./toast-holders'));
const ToastsContext = createContext<Toasts | null>(null);

/** Toasts, notifications and confirmations in the app's theme (replaces antd's `App.useApp()`). */
export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('useToasts is used outside ToastsProvider');
  return toasts;
}

/**
 * antd's `<App>` without its cost on every first page: the text style of its root, and the message,
 * notification and modal hooks, whose code (and its holders' render) loads the first time one is used. A call
 * made meanwhile waits for it (late-toasts.ts); the wait is one chunk's download, once. Measured: antd's App
 * cost the signed-in pages ~50 ms of render and ~100 ms of module evaluation at Lighthouse's 4x CPU slowdown,
 * and ~20 KB of JS.
 */
export function ToastsProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [isWanted, setWanted] = useState(false);
  const [late] = useState(() => createLateToasts(() => setWanted(true)));
  return (
    <ToastsContext.Provider value={late.toasts}>
      <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>
      {isWanted && (
        <Suspense fallback={null}>
          <ToastHolders onReady={late.deliver} />
        </Suspense>
      )}
    </ToastsContext.Provider>
  );
}
