import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  PageTitle,
  SessionProblemAlert,
  Spinner,
  clearSignInReturn,
  rememberSignInReturn,
  returnPathFromState,
  useAuth,
  touchHeight,
} from '@finance/shared';
import { AuthCard, Lead } from '../../components/AuthCard';
import { CompleteProfileForm } from './CompleteProfileForm';
import { ProviderButtons } from './ProviderButtons';

export const POST_AUTH_PATH = '/accounts';

const Switch = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  text-align: center;
`;

const Footer = styled.footer`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.small};

  a {
    display: inline-flex;
    align-items: center;
    ${touchHeight}
  }
`;

/** /signin and /signup: one screen, which also completes a new user's profile. */
export function SignInPage() {
  const { isLoading, isAuthenticated, isProfileComplete, user, signIn, completeProfile } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const isSignUp = location.pathname === '/signup';
  const from = returnPathFromState(location.state);

  useEffect(() => {
    if (isAuthenticated && user && isProfileComplete) {
      clearSignInReturn();
      void navigate(from ?? POST_AUTH_PATH, { replace: true });
    }
  }, [isAuthenticated, user, isProfileComplete, from, navigate]);

  if (isLoading) return <Spinner label="Checking your session" />;

  if (isAuthenticated && user) {
    if (isProfileComplete) return <Spinner label="Signing you in" />;
    return (
      <CompleteProfileForm
        user={user}
        onComplete={async (names) => {
          await completeProfile(names);
          clearSignInReturn();
          void navigate(from ?? POST_AUTH_PATH, { replace: true });
        }}
      />
    );
  }

  const continueWithGoogle = () => {
    setRedirecting(true);
    rememberSignInReturn({ screen: isSignUp ? '/signup' : '/signin', from });
    // Still here means the page did not leave: the session says why (a service down) and the button is offered again.
    signIn().catch(() => setRedirecting(false));
  };

  return (
    <AuthCard aria-labelledby="sign-in-title">
      <PageTitle id="sign-in-title">{isSignUp ? 'Create your account' : 'Welcome back'}</PageTitle>
      <Lead>Choose your preferred sign in method</Lead>
      {/* Why the last attempt went nowhere (the sign-in service or the API down), next to the button to try again. */}
      <SessionProblemAlert />
      <ProviderButtons onGoogle={continueWithGoogle} busy={redirecting} />
      <Switch>
        {isSignUp ? 'Already have an account? ' : "Don't have an account? "}
        <Link to={isSignUp ? '/signin' : '/signup'} state={location.state}>
          {isSignUp ? 'Sign in' : 'Sign up'}
        </Link>
      </Switch>
      <Footer>
        <Link to="/terms">Terms of Use</Link>
        <Link to="/privacy">Privacy Policy</Link>
      </Footer>
    </AuthCard>
  );
}
