import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (keeps type-ahead searches from firing per key). */
export function useDebouncedValue<T>(value: T, delayMs = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
