import { useEffect, useState } from 'react';

// Safari has no requestIdleCallback: a short timeout stands in
const onIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 2_000 }) : setTimeout(callback, 200);
const cancelIdle = (id: number | ReturnType<typeof setTimeout>) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(id as number) : clearTimeout(id);

/** False until the browser has been idle once after the first render (at most 2 s): for work the first paint does not need. */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const id = onIdle(() => setIdle(true));
    return () => cancelIdle(id);
  }, []);
  return idle;
}
