import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface LayoutSettings {
  theme: 'dark' | 'light';
  direction: 'ltr' | 'rtl';
  menuMode: 'side' | 'top';
}

const STORAGE_KEY = 'layout_settings';
const DEFAULTS: LayoutSettings = { theme: 'dark', direction: 'ltr', menuMode: 'side' };

function readSettings(): LayoutSettings {
  try {
    return { ...DEFAULTS, ...JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') };
  } catch {
    return DEFAULTS;
  }
}

const LayoutSettingsContext = createContext<{ settings: LayoutSettings; update: (patch: Partial<LayoutSettings>) => void }>({
  settings: DEFAULTS,
  update: () => {},
});

/** Theme (dark by default), text direction and menu placement, kept in local storage. */
export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readSettings);
  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    document.documentElement.dir = settings.direction;
    document.documentElement.dataset.theme = settings.theme;
  }, [settings]);
  // another tab changed the settings: follow it, so all open tabs show one theme
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) setSettings(readSettings());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const value = useMemo(() => ({ settings, update: (patch: Partial<LayoutSettings>) => setSettings((s) => ({ ...s, ...patch })) }), [settings]);
  return <LayoutSettingsContext.Provider value={value}>{children}</LayoutSettingsContext.Provider>;
}

export const useLayoutSettings = () => useContext(LayoutSettingsContext);
