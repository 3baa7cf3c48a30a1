import { Navigate } from 'react-router';
import { Spinner, clearSignInReturn, readSignInReturn, useAuth } from '@finance/shared';
import { LandingPage } from '../landing/LandingPage';

export const POST_AUTH_PATH = '/accounts';

/**
 * `/`: the landing page for visitors; signed in, on to /accounts. The hosted sign-in returns here, so this is also
 * where a person who was sent to sign in goes back to the page they asked for, or to the sign-in screen they started
 * on when their profile is still to be completed there.
 */
export function HomeRoute() {
  const { isLoading, isAuthenticated, isProfileComplete } = useAuth();
  if (isLoading) return <Spinner label="Checking your session" />;
  if (!isAuthenticated) return <LandingPage />;
  const pending = readSignInReturn();
  if (pending && !isProfileComplete) {
    return <Navigate to={pending.screen} replace state={pending.from ? { from: pending.from } : undefined} />;
  }
  clearSignInReturn();
  return <Navigate to={pending?.from ?? POST_AUTH_PATH} replace />;
}
