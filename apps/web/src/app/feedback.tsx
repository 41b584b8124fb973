import { theme } from 'antd';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { createLateFeedback, type Feedback } from './late-feedback';

const FeedbackHolders = lazy(() => import('./feedback-holders'));
const FeedbackContext = createContext<Feedback | null>(null);

/** Toasts, notifications and confirmations in the app's theme (replaces antd's `App.useApp()`). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback is used outside FeedbackProvider');
  return feedback;
}

/**
 * antd's `<App>` without its cost on every first page: the text style of its root, and the message,
 * notification and modal hooks, whose code (and its holders' render) loads the first time one is used. A call
 * made meanwhile waits for it (late-feedback.ts); the wait is one chunk's download, once. Measured: antd's App
 * cost the signed-in pages ~50 ms of render and ~100 ms of module evaluation at Lighthouse's 4x CPU slowdown,
 * and ~20 KB of JS.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [isWanted, setWanted] = useState(false);
  const [late] = useState(() => createLateFeedback(() => setWanted(true)));
  return (
    <FeedbackContext.Provider value={late.feedback}>
      <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>
      {isWanted && (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={late.deliver} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}
