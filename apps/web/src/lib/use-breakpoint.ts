import { useSyncExternalStore } from 'react';

/** antd's breakpoints (its default screen tokens, which the theme keeps): the narrowest window each one starts at. */
const MIN_WIDTH = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
export type Breakpoint = keyof typeof MIN_WIDTH;

const stores = new Map<Breakpoint, { subscribe: (onChange: () => void) => () => void; matches: () => boolean }>();

/** One media query list and one pair of stable store functions per breakpoint, made on first use. */
function storeOf(breakpoint: Breakpoint) {
  let store = stores.get(breakpoint);
  if (!store) {
    const query = window.matchMedia(`(min-width: ${MIN_WIDTH[breakpoint]}px)`);
    store = {
      subscribe: (onChange) => {
        query.addEventListener('change', onChange);
        return () => query.removeEventListener('change', onChange);
      },
      matches: () => query.matches,
    };
    stores.set(breakpoint, store);
  }
  return store;
}

/**
 * Whether the window is at least as wide as the breakpoint, read synchronously on the first render. antd's
 * Grid.useBreakpoint answers only after a layout effect: a phone's first render took the wide layout, then drew the
 * page again at once, in the commit's own task (the profile card's menu measured twice); and it started loading what
 * only a wide window shows. The lint rules send Grid.useBreakpoint here.
 */
export function useWindowAtLeast(breakpoint: Breakpoint): boolean {
  const { subscribe, matches } = storeOf(breakpoint);
  return useSyncExternalStore(subscribe, matches);
}

/** Below antd's md breakpoint: a phone's layout (folded filters, cards instead of tables). */
export const useIsNarrow = () => !useWindowAtLeast('md');
