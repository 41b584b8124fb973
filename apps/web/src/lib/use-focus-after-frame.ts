import { useEffect, type RefObject } from 'react';
import { afterNextFrame } from './after-next-frame';

/**
 * Focuses a page's first field once the page is drawn. React's `autoFocus` focuses in the commit, and focusing lays
 * the new page out there: 20-55 ms at 4x CPU on the sign-in, register and onboarding forms, all blocking time. After
 * the frame the layout is done. For a page's field; a dialog's keeps `autoFocus` (focus moves with the dialog).
 */
export function useFocusAfterFrame(field: RefObject<{ focus(): void } | null>, enabled = true) {
  useEffect(() => (enabled ? afterNextFrame(() => field.current?.focus()) : undefined), [field, enabled]);
}
