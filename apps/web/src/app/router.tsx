import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { removeFirstScreen } from '../lib/first-screen';
import { FullPageSpinner } from '../components/full-page-spinner';
import { ProtectedRoute, PublicOnlyRoute } from '../features/auth/components/route-guards';
// in the entry chunk, not lazy: the first page of most visits, one phone round trip sooner (~4 KB brotli)
import SignInPage from '../features/auth/pages/sign-in-page';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Each page is its own chunk, so the sign-in page loads only what it needs. The server names the chunks of the
 * page it sends in the HTML (build/page-preloads.ts reads the `page(() => import('…'))` calls below, keep them
 * so), so a first visit fetches them at once rather than each after its parent arrived.
 */
function page(load: PageLoader) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Page />
    </Suspense>
  );
}

/** antd (theme, <App> with its message, notification and modal hooks) as a lazy layout: the sign-in page does without. */
const antdAppLayout = page(() => import('./antd-app-outlet'));

const routes: RouteObject[] = [
  // the sign-in page is plain React (no antd): the first page of most visits stays light on a phone
  { element: <PublicOnlyRoute />, children: [{ path: '/', element: <SignInPage /> }] },
  {
    element: antdAppLayout,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: '/register', element: page(() => import('../features/auth/pages/register-page')) },
          { path: '/v1/forgotPassword', element: page(() => import('../features/auth/pages/forgot-password-page')) },
        ],
      },
      { path: '/reset-password', element: page(() => import('../features/auth/pages/reset-password-page')) },
      {
        path: '/v1',
        element: <ProtectedRoute />,
        children: [
          { path: 'verify-phone-number', element: page(() => import('../features/phone/pages/verify-phone-page')) },
          { path: 'select-user-type', element: page(() => import('../features/onboarding/pages/select-user-type-page')) },
          { path: 'profile-onboard', element: page(() => import('../features/onboarding/pages/profile-onboard-page')) },
          {
            element: page(() => import('./shell/shell-layout')),
            children: [
              { index: true, element: page(() => import('../features/listings/pages/listing-page')) },
              { path: 'listing', element: page(() => import('../features/listings/pages/listing-page')) },
              { path: 'profile/*', element: page(() => import('../features/profile/pages/profile-area')) },
              { path: 'projects', element: page(() => import('../features/listings/pages/my-projects-page')) },
              { path: 'projects-liked', element: page(() => import('../features/listings/pages/saved-projects-page')) },
              { path: 'projects/bidders', element: page(() => import('../features/bids/pages/view-bidders-page')) },
              { path: 'bidOfferBidID', element: page(() => import('../features/bids/pages/view-bidders-page')) },
              { path: 'projects/contract', element: page(() => import('../features/bids/pages/poster-contract-page')) },
              { path: 'my-bids', element: page(() => import('../features/bids/pages/my-bids-page')) },
              { path: 'my-bids/contract', element: page(() => import('../features/bids/pages/bidder-contract-page')) },
              { path: 'chats', element: page(() => import('../features/chat/pages/chats-page')) },
              { path: 'alerts', element: page(() => import('../features/alerts/pages/alerts-page')) },
              { path: 'payments', element: page(() => import('../features/payments/pages/payments-page')) },
              { path: 'stripe-payment', element: page(() => import('../features/milestone-payments/pages/stripe-payment-page')) },
              { path: 'payments/createcustomer', element: page(() => import('../features/payments/pages/create-customer-page')) },
              { path: 'payments/sandbox/onboarding', element: page(() => import('../features/payments/pages/sandbox-onboarding-page')) },
              { path: 'payments/sandbox/bank-link', element: page(() => import('../features/payments/pages/sandbox-bank-link-page')) },
              { path: 'payments/sandbox/authenticate', element: page(() => import('../features/payments/pages/sandbox-authenticate-page')) },
            ],
          },
        ],
      },
      { path: '/home', element: <Navigate to="/v1" replace /> },
      { path: '*', element: page(() => import('../components/not-found-page')) },
    ],
  },
];

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: no page uses loaders or actions,
 * and it keeps ~50 KB of router code out of the bundle every page, including sign-in, loads first.
 */
export function AppRoutes() {
  // the server's first screen is of the page the visit started on: any navigation (a redirect to sign-in or
  // onboarding, a click) leaves it
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') removeFirstScreen();
  }, [key]);
  return useRoutes(routes);
}
