import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { myProfileKey } from '../features/profile/api/get-my-profile';
import { LayoutSettingsProvider } from './layout-settings';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 } },
});

// The server marks the page of a visitor without a session cookie (server: platform/auth/sign-in-shell-hint.ts):
// nobody is signed in, so the sign-in page need not wait for the profile request to find that out.
if (document.querySelector('meta[name="homebid-session"][content="none"]')) queryClient.setQueryData(myProfileKey, null);

/** What every page needs. antd's theme is set up in antd-app-outlet.tsx: the sign-in page loads without antd. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutSettingsProvider>{children}</LayoutSettingsProvider>
    </QueryClientProvider>
  );
}
