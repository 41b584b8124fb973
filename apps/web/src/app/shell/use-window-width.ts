import { useSyncExternalStore } from 'react';

/**
 * The window's width as of the last resize. Reading `window.innerWidth` makes the browser lay the page out first
 * when the DOM has changed, and React reads a store's value again after each commit: on the listing page at 4x
 * CPU that was the style and layout of twenty new cards (34 ms) forced inside React's task, which then counted as
 * blocking time. Kept here, the layout is done in the browser's own frame.
 */
let width = window.innerWidth;
window.addEventListener('resize', () => {
  width = window.innerWidth;
});

// added after the listener above, so a component re-rendered by a resize reads the new width
function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current window width, re-rendering on resize (the shell's breakpoints depend on it). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribeToResize, () => width);
}
