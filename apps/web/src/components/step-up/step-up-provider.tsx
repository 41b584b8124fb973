import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api';

/** Asks for the password (or a code) again with the server's words; true once accepted, false when cancelled. */
type AskForStepUp = (message: string) => Promise<boolean>;

const StepUpContext = createContext<AskForStepUp | null>(null);
// antd's Modal and Form arrive only when a change first asks
const StepUpDialog = lazy(() => import('./step-up-dialog'));

export function useAskForStepUp(): AskForStepUp {
  const ask = useContext(StepUpContext);
  if (!ask) throw new Error('useAskForStepUp is used outside StepUpProvider');
  return ask;
}

/**
 * Sends a sensitive change (payout accounts, an operator's change); when the server answers 403
 * 'step_up_required' (no sign-in or proof recent enough, platform/auth/step-up.ts) the step-up dialog opens and the
 * same change is sent again once the password or code is accepted. Cancelled, it fails with the server's words.
 */
export function useWithStepUp() {
  const ask = useAskForStepUp();
  return useCallback(
    async <T,>(send: () => Promise<T>): Promise<T> => {
      try {
        return await send();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'step_up_required' && (await ask(error.message))) return send();
        throw error;
      }
    },
    [ask],
  );
}

/** The one step-up dialog of the app: every change that asks while it is open waits for the same answer. */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string>();
  const waiting = useRef<Array<(ok: boolean) => void>>([]);
  const ask = useCallback<AskForStepUp>(
    (text) =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setMessage(text);
      }),
    [],
  );
  const finish = useCallback((ok: boolean) => {
    for (const resolve of waiting.current.splice(0)) resolve(ok);
    setMessage(undefined);
  }, []);
  return (
    <StepUpContext.Provider value={ask}>
      {children}
      {message !== undefined && (
        <Suspense fallback={null}>
          <StepUpDialog message={message} onDone={finish} />
        </Suspense>
      )}
    </StepUpContext.Provider>
  );
}
