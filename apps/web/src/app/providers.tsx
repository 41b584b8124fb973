import type { ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { forgetUserOnSignedOut, myProfileKey } from '../lib/queries/my-profile';
import { fetchEarly } from '../lib/early-fetch';
import { LayoutSettingsProvider } from '../lib/layout-settings';
import { startFirstScreenRequests } from './startup-requests';

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => forgetUserOnSignedOut(queryClient, error) }),
  mutationCache: new MutationCache({ onError: (error) => forgetUserOnSignedOut(queryClient, error) }),
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 } },
});

// Every page first needs to know who is signed in. The server marks the page of a visitor without a session
// cookie (server: platform/auth/signed-out-shell-hint.ts): nobody, no request to wait for. Otherwise the profile and
// the first page's data are asked for now, beside the page's code (startup-requests.ts).
if (document.querySelector('meta[name="homebid-session"][content="none"]')) queryClient.setQueryData(myProfileKey, null);
else startFirstScreenRequests(window.location, fetchEarly);

/** What every page needs. antd's theme is set up in antd-app-outlet.tsx: the sign-in page loads without antd. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutSettingsProvider>{children}</LayoutSettingsProvider>
    </QueryClientProvider>
  );
}
