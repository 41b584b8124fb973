import { useEffect, useRef } from 'react';
import 'altcha';
import type {} from 'altcha/types/react';
import { useLayoutSettings } from '../../../lib/layout-settings';

/**
 * The self-hosted ALTCHA proof-of-work check. The widget fetches its challenge from /api/phone/captcha and solves
 * it in a web worker when the visitor ticks the box; `onChange` receives the payload to send with the request,
 * or null while it is not (or no longer) solved.
 */
export function AltchaCaptcha({ onChange }: { onChange: (payload: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const { settings } = useLayoutSettings();

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const handleState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    const handleExpired = () => onChangeRef.current(null);
    widget.addEventListener('statechange', handleState);
    widget.addEventListener('expired', handleExpired);
    return () => {
      widget.removeEventListener('statechange', handleState);
      widget.removeEventListener('expired', handleExpired);
    };
  }, []);

  return (
    <altcha-widget
      ref={ref}
      challenge="/api/phone/captcha"
      name="captcha"
      auto="off"
      // the attribution link inside the widget's shadow DOM is faded blue on grey (below AA contrast) and
      // beyond the reach of our styles
      configuration={JSON.stringify({ hideFooter: true })}
      style={{ colorScheme: settings.theme === 'dark' ? 'dark' : 'light', display: 'block' }}
    />
  );
}
