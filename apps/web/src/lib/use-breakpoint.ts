import { useSyncExternalStore } from 'react';

/** antd's md breakpoint: below it is a phone's layout (folded filters, cards instead of tables). */
const NARROW_QUERY = '(max-width: 767.98px)';
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrowNow = () => window.matchMedia(NARROW_QUERY).matches;

/**
 * Whether the window is below antd's md breakpoint, read synchronously on the first render (antd's
 * Grid.useBreakpoint answers only after an effect), so a phone never starts loading what only a wide window shows.
 */
export const useIsNarrow = () => useSyncExternalStore(subscribeNarrow, isNarrowNow);
