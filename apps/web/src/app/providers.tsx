import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LayoutSettingsProvider, useLayoutSettings } from './layout-settings';

export const PRIMARY_COLOR = '#d32029';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 } },
});

/** Header and side menu take the surface colour of the chosen theme instead of antd's navy. */
const SURFACES = {
  dark: { headerBg: '#141414', siderBg: '#141414', bodyBg: '#000000' },
  light: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f5f5' },
} as const;

function ThemedApp({ children }: { children: ReactNode }) {
  const { settings } = useLayoutSettings();
  return (
    <ConfigProvider
      direction={settings.direction}
      theme={{
        algorithm: settings.theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        // screenshots in browser tests must not catch half-finished animations
        token: { colorPrimary: PRIMARY_COLOR, motion: !navigator.webdriver },
        components: { Layout: SURFACES[settings.theme] },
      }}
    >
      {children}
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutSettingsProvider>
        <ThemedApp>{children}</ThemedApp>
      </LayoutSettingsProvider>
    </QueryClientProvider>
  );
}
