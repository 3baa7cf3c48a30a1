import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { signInWithRedirect } from 'aws-amplify/auth';
import { SESSION_PROBLEMS, bus, readSignInReturn, session, type AuthState } from '@finance/shared';
import {
  CurrentPath,
  loadingState,
  renderWithAuth,
  resetBus,
  setIdentityEndpoints,
  signedInState,
  signedOutState,
} from '@finance/shared/testing';
import { SignInPage } from './SignInPage';

/** The identity service as configured in production: the hosted sign-in alone is checked before leaving for it. */
function configureHostedSignIn() {
  setIdentityEndpoints({
    region: 'us-east-1',
    userPoolId: 'us-east-1_POOL',
    userPoolClientId: 'client',
    domain: 'auth.finance.example',
    userPoolEndpoint: null,
    scopes: ['openid'],
    redirectSignIn: 'http://localhost:3000/',
    redirectSignOut: 'http://localhost:3000/',
  });
}

jest.mock('aws-amplify/auth');

function renderAt(pathname: string, auth: AuthState, from?: string) {
  renderWithAuth(
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/signup" element={<SignInPage />} />
      <Route path="*" element={<CurrentPath />} />
    </Routes>,
    { auth, route: { pathname, state: from ? { from: { pathname: from, search: '', hash: '' } } : null } },
  );
}

describe('SignInPage', () => {
  afterEach(() => {
    resetBus();
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('on /signin: "Welcome back", the providers, the switch to sign-up and the footer links', () => {
    renderAt('/signin', signedOutState);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Choose your preferred sign in method')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Microsoft (Coming soon)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Apple (Coming soon)' })).toBeDisabled();
    expect(screen.getByText(/Don't have an account\?/)).toHaveTextContent("Don't have an account? Sign up");
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('on /signup: "Create your account" and the switch to sign-in', () => {
    renderAt('/signup', signedOutState);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toHaveTextContent('Already have an account? Sign in');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('shows a centred spinner instead of the content while authentication loads', () => {
    renderAt('/signin', loadingState);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('Continue with Google starts the hosted sign-in and remembers where to come back to', async () => {
    const signIn = jest.spyOn(session, 'signIn').mockResolvedValue();
    renderAt('/signup', signedOutState, '/transactions');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(readSignInReturn()).toEqual({ screen: '/signup', from: '/transactions' });
  });

  it('sends a signed-in person with a complete profile to /accounts', () => {
    renderAt('/signin', signedInState());
    expect(screen.getByText('at /accounts')).toBeInTheDocument();
  });

  it('sends them back to "from" when they were sent here from a page', () => {
    renderAt('/signin', signedInState(), '/transactions');
    expect(screen.getByText('at /transactions')).toBeInTheDocument();
  });

  it('asks a new person to complete their profile, prefilled, with the email read-only, then saves and goes on', async () => {
    const completeProfile = jest.spyOn(session, 'completeProfile').mockResolvedValue();
    renderAt('/signup', signedInState({ profile_completed: false, given_name: 'Ada', family_name: 'King' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(screen.getByText('Just a few more details to get started')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last Name')).toHaveValue('King');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: ' Lovelace ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(screen.getByText('at /accounts')).toBeInTheDocument());
    expect(completeProfile).toHaveBeenCalledWith({ given_name: 'Ada', family_name: 'Lovelace' });
  });

  it('only logs a failure to complete the profile, and lets the person try again', async () => {
    jest.spyOn(session, 'completeProfile').mockRejectedValue(new Error('Failed to update profile status: Bad Gateway'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/signin', signedInState({ profile_completed: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Profile' })).toBeEnabled());
    expect(logged).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(
      '[sign-in] completing the profile failed',
      new Error('Failed to update profile status: Bad Gateway'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });

  it('shows no alert when nothing went wrong', () => {
    renderAt('/signin', signedOutState);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a person whose session could not be read is here, in the card, with Retry', async () => {
    const start = jest.spyOn(session, 'start').mockResolvedValue();
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.apiUnreachable }));
    renderAt('/signin', signedOutState, '/transactions');
    const card = screen.getByRole('region', { name: 'Welcome back' });
    expect(card).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We couldn't reach Finance Tracker's servers. Check your connection and try again.",
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('when the sign-in service does not answer, stays, says so and offers Continue with Google again', async () => {
    configureHostedSignIn();
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    globalThis.fetch = fetchMock;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/signin', signedOutState);
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    fireEvent.click(google);
    expect(google).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach the sign-in service. Please try again in a moment.",
    );
    await waitFor(() => expect(google).toBeEnabled());
    expect(fetchMock).toHaveBeenCalledWith(
      'https://auth.finance.example/oauth2/authorize',
      expect.objectContaining({ mode: 'no-cors' }),
    );
    expect(jest.mocked(signInWithRedirect)).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[session] sign-in failed:', 'The sign-in service could not be reached');
  });

  it('leaves for the sign-in service when it answers', async () => {
    configureHostedSignIn();
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 0, type: 'opaque' });
    const redirect = jest.mocked(signInWithRedirect).mockResolvedValue();
    renderAt('/signup', signedOutState);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith({ provider: 'Google' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
