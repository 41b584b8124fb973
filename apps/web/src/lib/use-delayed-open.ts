import { useEffect, useState } from 'react';

/** True `delayMs` after `open` turns true, false at once when it turns false (the spec's modal delays). */
export function useDelayedOpen(open: boolean, delayMs: number) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!open) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [open, delayMs]);
  return open && visible;
}
