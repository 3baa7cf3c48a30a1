import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import {
  SESSION_PROBLEMS,
  bus,
  readSignInReturn,
  rememberSignInReturn,
  session,
  type AuthState,
} from '@finance/shared';
import { loadingState, renderWithAuth, resetBus, signedInState, signedOutState } from '@finance/shared/testing';
import { HomeRoute } from './HomeRoute';

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <p>
      at {location.pathname}
      {from ? ` from ${from}` : ''}
    </p>
  );
}

function renderHome(auth: AuthState) {
  renderWithAuth(
    <Routes>
      <Route path="/" element={<HomeRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { auth, route: '/' },
  );
}

describe('HomeRoute', () => {
  afterEach(() => {
    resetBus();
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('shows a spinner while the session is read', () => {
    renderHome(loadingState);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the landing page to a visitor', () => {
    renderHome(signedOutState);
    expect(screen.getByText('Take Control of Your Finances')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Sign Up for Free' })).toHaveAttribute('href', '/signup');
  });

  it('sends a signed-in person to /accounts', () => {
    renderHome(signedInState());
    expect(screen.getByText('at /accounts')).toBeInTheDocument();
  });

  it('after the hosted sign-in, returns to the page the person asked for, once', () => {
    rememberSignInReturn({ screen: '/signin', from: '/transactions' });
    renderHome(signedInState());
    expect(screen.getByText('at /transactions')).toBeInTheDocument();
    expect(readSignInReturn()).toBeNull();
  });

  it('after signing up, brings a new person back to the screen they started on to complete their profile', () => {
    rememberSignInReturn({ screen: '/signup', from: '/transactions' });
    renderHome(signedInState({ profile_completed: false }));
    expect(screen.getByText('at /signup from /transactions')).toBeInTheDocument();
  });

  it('shows no alert on the landing page when nothing went wrong', () => {
    renderHome(signedOutState);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a person whose session could not be read why, on the landing page, with a Retry that reads it again', async () => {
    const start = jest.spyOn(session, 'start').mockResolvedValue();
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.apiUnreachable }));
    renderHome(signedOutState);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We couldn't reach Finance Tracker's servers. Check your connection and try again.",
    );
    expect(screen.getByText('Take Control of Your Finances')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('takes the alert away once the session is read', () => {
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.apiFailing }));
    renderHome(signedOutState);
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_PROBLEMS.apiFailing);
    act(() => bus.publish('session', { problem: null }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
