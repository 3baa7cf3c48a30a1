import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner, useAuth } from '@finance/shared';

/**
 * The route guard: a spinner while authentication loads; signed out, to /signin with the attempted
 * location as "from" (none when already there); profile incomplete, to /profile with "from", except on /profile.
 * `requireProfile` (on by default) turns the profile requirement off for a page.
 */
export function RequireAuth({ requireProfile = true, children }: { requireProfile?: boolean; children?: ReactNode }) {
  const { isLoading, isAuthenticated, isProfileComplete } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner label="Checking your session" />;
  if (!isAuthenticated) {
    return <Navigate to="/signin" replace state={location.pathname === '/signin' ? undefined : { from: location }} />;
  }
  if (requireProfile && !isProfileComplete && location.pathname !== '/profile') {
    return <Navigate to="/profile" replace state={{ from: location }} />;
  }
  return children ?? <Outlet />;
}
