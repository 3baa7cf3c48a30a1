import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot, bus, readSignInReturn, rememberSignInReturn, type AuthState } from '@finance/shared';
import { loadingState, signedInState, signedOutState } from '../../../shared/src/testing/auth-state-fixtures';
import { HomeRoute } from './HomeRoute';

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p>at {location.pathname}{from ? ` from ${from}` : ''}</p>;
}

function renderHome(state: AuthState) {
  act(() => bus.publish('auth', state));
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<HomeRoute />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('HomeRoute', () => {
  afterEach(() => {
    bus.reset();
    sessionStorage.clear();
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
});
