import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useMyProfile } from '../../profile/api/get-my-profile';

/** Signed-in routes: a spinner until the sign-in status is known, then `/` for signed-out visitors. */
export function ProtectedRoute() {
  const { data: me, isPending } = useMyProfile();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!me) return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Public pages (sign-in, register, forgot password): a signed-in visitor goes to /v1. */
export function PublicOnlyRoute() {
  const { data: me, isPending } = useMyProfile();
  if (isPending) return <FullPageSpinner />;
  if (me) return <Navigate to="/v1" replace />;
  return <Outlet />;
}
