import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getMyProfile, myProfileKey } from '../features/profile/api/get-my-profile';
import { LayoutSettingsProvider } from './layout-settings';
import { prefetchFirstScreen } from './startup-prefetch';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 } },
});

// Every page first needs to know who is signed in. The server marks the page of a visitor without a session
// cookie (server: platform/auth/sign-in-shell-hint.ts): nobody, no request to wait for. Otherwise the profile is
// asked for now, beside the page's code, rather than once the route guard inside the antd layout renders.
// The first page's own data is asked for the same way (startup-prefetch.ts).
if (document.querySelector('meta[name="homebid-session"][content="none"]')) queryClient.setQueryData(myProfileKey, null);
else {
  void queryClient.prefetchQuery({ queryKey: myProfileKey, queryFn: getMyProfile });
  prefetchFirstScreen(queryClient, window.location);
}

/** What every page needs. antd's theme is set up in antd-app-outlet.tsx: the sign-in page loads without antd. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutSettingsProvider>{children}</LayoutSettingsProvider>
    </QueryClientProvider>
  );
}
