import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { WEB_PATHS } from '@homebid/shared/web-paths';
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
  { element: <PublicOnlyRoute />, children: [{ path: WEB_PATHS.signIn, element: <SignInPage /> }] },
  {
    element: antdAppLayout,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: WEB_PATHS.register, element: page(() => import('../features/auth/pages/register-page')) },
          { path: WEB_PATHS.forgotPassword, element: page(() => import('../features/auth/pages/forgot-password-page')) },
        ],
      },
      { path: WEB_PATHS.resetPassword, element: page(() => import('../features/auth/pages/reset-password-page')) },
      {
        // children's paths are absolute (WEB_PATHS), each below this one as React Router requires
        path: WEB_PATHS.home,
        element: <ProtectedRoute />,
        children: [
          { path: WEB_PATHS.verifyPhone, element: page(() => import('../features/phone/pages/verify-phone-page')) },
          { path: WEB_PATHS.selectUserType, element: page(() => import('../features/onboarding/pages/select-user-type-page')) },
          { path: WEB_PATHS.profileOnboard, element: page(() => import('../features/onboarding/pages/profile-onboard-page')) },
          {
            element: page(() => import('./shell/shell-layout')),
            children: [
              { index: true, element: page(() => import('../features/listings/pages/listing-page')) },
              { path: WEB_PATHS.listing, element: page(() => import('../features/listings/pages/listing-page')) },
              { path: `${WEB_PATHS.profile}/*`, element: page(() => import('../features/profile/pages/profile-area')) },
              { path: WEB_PATHS.myProjects, element: page(() => import('../features/listings/pages/my-projects-page')) },
              { path: WEB_PATHS.savedProjects, element: page(() => import('../features/listings/pages/saved-projects-page')) },
              { path: WEB_PATHS.viewBidders, element: page(() => import('../features/bids/pages/view-bidders-page')) },
              { path: WEB_PATHS.bidOffer, element: page(() => import('../features/bids/pages/view-bidders-page')) },
              { path: WEB_PATHS.posterContract, element: page(() => import('../features/contracts/pages/poster-contract-page')) },
              { path: WEB_PATHS.myBids, element: page(() => import('../features/bids/pages/my-bids-page')) },
              { path: WEB_PATHS.bidderContract, element: page(() => import('../features/contracts/pages/bidder-contract-page')) },
              { path: WEB_PATHS.chats, element: page(() => import('../features/chat/pages/chats-page')) },
              { path: WEB_PATHS.alerts, element: page(() => import('../features/alerts/pages/alerts-page')) },
              { path: WEB_PATHS.payments, element: page(() => import('../features/payout-setup/pages/payment-methods-page')) },
              { path: WEB_PATHS.stripePayment, element: page(() => import('../features/milestone-payments/pages/stripe-payment-page')) },
              { path: WEB_PATHS.createCustomer, element: page(() => import('../features/payout-setup/pages/create-customer-page')) },
              { path: WEB_PATHS.sandboxOnboarding, element: page(() => import('../features/payout-setup/pages/sandbox-onboarding-page')) },
              { path: WEB_PATHS.sandboxBankLink, element: page(() => import('../features/payout-setup/pages/sandbox-bank-link-page')) },
              { path: WEB_PATHS.sandboxAuthenticate, element: page(() => import('../features/milestone-payments/pages/sandbox-authenticate-page')) },
            ],
          },
        ],
      },
      {
        // the operator console: HomeBid's staff only, in the same shell (admin-area.tsx asks the server who may)
        element: <ProtectedRoute />,
        children: [
          {
            element: page(() => import('./shell/shell-layout')),
            children: [{ path: `${WEB_PATHS.admin}/*`, element: page(() => import('../features/admin/pages/admin-area')) }],
          },
        ],
      },
      { path: WEB_PATHS.oldHome, element: <Navigate to={WEB_PATHS.home} replace /> },
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
