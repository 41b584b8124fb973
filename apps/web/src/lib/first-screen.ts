import { useEffect } from 'react';

/** The longest the server's first screen may cover the app, whatever the page does. */
const FIRST_SCREEN_MAX_MS = 8000;

/**
 * Removes the server's first screen (server: platform/first-screen.ts), which covers the app from the first paint
 * until the page has drawn its own content. Once, and harmless where there is none.
 */
export function removeFirstScreen() {
  document.getElementById('first-screen')?.remove();
}

/** At startup: never longer than FIRST_SCREEN_MAX_MS, even if the page never draws (an error it does not show). */
export function limitFirstScreen() {
  if (document.getElementById('first-screen')) setTimeout(removeFirstScreen, FIRST_SCREEN_MAX_MS);
}

/**
 * Rendered with what replaces the first screen (cards, an empty or error state, a contract): removes it after that
 * commit, so the visitor never sees the spinners and placeholders between.
 */
export function FirstScreenDone() {
  useEffect(removeFirstScreen, []);
  return null;
}
