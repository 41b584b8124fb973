import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useMyProfile } from '../../../lib/queries/my-profile';
import { getHomeRoute, getPendingRedirect } from '../lib/post-auth-redirect';

/** The spec's pause before leaving the sign-in page after a social sign-in. */
const SOCIAL_REDIRECT_DELAY_MS = 200;

/** Signed-in routes: a spinner until the sign-in status is known, then `/` for signed-out visitors. */
export function ProtectedRoute() {
  const { data: me, isPending } = useMyProfile();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!me) return <Navigate to={WEB_PATHS.signIn} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/**
 * Public pages (sign-in, register, forgot password): a signed-in visitor goes to /v1, or to the target a page
 * parked when it signed the user in. A returning social sign-in lands on `/?social=1` and moves on after 200 ms
 * to /v1 or the onboarding wizard.
 */
export function PublicOnlyRoute() {
  const { data: me, isPending } = useMyProfile();
  const [searchParams] = useSearchParams();
  const isSocialReturn = searchParams.get('social') === '1';
  const [isDelayOver, setIsDelayOver] = useState(!isSocialReturn);
  useEffect(() => {
    if (!isSocialReturn) return;
    const timer = setTimeout(() => setIsDelayOver(true), SOCIAL_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isSocialReturn]);

  if (isPending) return <FullPageSpinner />;
  if (me) {
    if (!isDelayOver) return <FullPageSpinner />;
    const target = getPendingRedirect() ?? (isSocialReturn ? getHomeRoute(me) : WEB_PATHS.home);
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
