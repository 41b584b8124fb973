import { useEffect, useRef, type RefObject } from 'react';
import { afterNextFrame } from './after-next-frame';

/**
 * A ref for a page's first field, which is focused once the page is drawn. React's `autoFocus` focuses in the commit,
 * and focusing lays the new page out there: 20-55 ms at 4x CPU on the sign-in, register and onboarding forms, all
 * blocking time. After the frame the layout is done. For a page's field; a dialog's keeps `autoFocus` (focus moves
 * with the dialog).
 */
export function useFocusAfterFrame<T extends { focus(): void }>(enabled = true): RefObject<T | null> {
  const field = useRef<T>(null);
  useEffect(() => (enabled ? afterNextFrame(() => field.current?.focus()) : undefined), [enabled]);
  return field;
}
