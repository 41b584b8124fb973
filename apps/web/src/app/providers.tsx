import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LayoutSettingsProvider, useLayoutSettings } from './layout-settings';
import { getThemeConfig } from './theme-tokens';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 } },
});

function ThemedApp({ children }: { children: ReactNode }) {
  const { settings } = useLayoutSettings();
  return (
    <ConfigProvider
      direction={settings.direction}
      // colours that pass WCAG AA contrast in both themes, header and side menu on the theme's surface colour
      theme={getThemeConfig(settings.theme)}
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
