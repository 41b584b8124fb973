import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';

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

/** What a page shows while it still loads: a route's spinner, antd's skeletons and spinners, a list marked busy. */
const LOADING = '.page-spinner, .ant-skeleton, .ant-spin-spinning, [aria-busy="true"]';

/**
 * In the signed-in shell, for every page (the server draws a first screen for each: platform/page-first-screens.ts):
 * removes the first screen once the page has settled, that is once `content` has drawn something, no query is
 * fetching and nothing in it still shows a loading state; checked once a frame, after the idle moment that lets a
 * deferred render commit. A page that knows better removes it sooner (FirstScreenDone).
 */
export function FirstScreenWhenSettled({ content }: { content: RefObject<HTMLElement | null> }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!document.getElementById('first-screen')) return;
    let frame = 0;
    let pause: ReturnType<typeof setTimeout> | undefined;
    const settled = () => {
      const element = content.current;
      return !!element?.firstElementChild && queryClient.isFetching() === 0 && !element.querySelector(LOADING);
    };
    const check = () => {
      if (!document.getElementById('first-screen')) return;
      if (settled()) pause = setTimeout(() => (settled() ? removeFirstScreen() : (frame = requestAnimationFrame(check))), 50);
      else frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(pause);
    };
  }, [queryClient, content]);
  return null;
}
