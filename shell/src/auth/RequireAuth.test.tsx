import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { bus, type AuthState } from '@finance/shared';
import { loadingState, renderWithAuth, resetBus, signedInState, signedOutState } from '@finance/shared/testing';
import { RequireAuth } from './RequireAuth';

function ShowLocation({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return (
    <p>
      {name} from={from ? `${from.pathname}${from.search}` : 'none'}
    </p>
  );
}

function renderAt(route: string, auth: AuthState, requireProfile?: boolean) {
  renderWithAuth(
    <Routes>
      <Route path="/signin" element={<ShowLocation name="sign-in" />} />
      <Route element={<RequireAuth requireProfile={requireProfile} />}>
        <Route path="/transactions" element={<ShowLocation name="transactions" />} />
        <Route path="/profile" element={<ShowLocation name="profile" />} />
      </Route>
    </Routes>,
    { auth, route },
  );
}

describe('RequireAuth', () => {
  afterEach(resetBus);

  it('shows a spinner while authentication loads', () => {
    renderAt('/transactions', loadingState);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });

  it('sends a signed-out visitor to /signin with the attempted location as "from"', () => {
    renderAt('/transactions?page=2', signedOutState);
    expect(screen.getByText('sign-in from=/transactions?page=2')).toBeInTheDocument();
  });

  it('sends a signed-in person with an incomplete profile to /profile with "from"', () => {
    renderAt('/transactions', signedInState({ profile_completed: false }));
    expect(screen.getByText('profile from=/transactions')).toBeInTheDocument();
  });

  it('lets an incomplete profile reach /profile itself', () => {
    renderAt('/profile', signedInState({ profile_completed: false }));
    expect(screen.getByText('profile from=none')).toBeInTheDocument();
  });

  it('lets the page through when the profile requirement is turned off', () => {
    renderAt('/transactions', signedInState({ profile_completed: false }), false);
    expect(screen.getByText('transactions from=none')).toBeInTheDocument();
  });

  it('renders the page for a signed-in person with a complete profile', () => {
    renderAt('/transactions', signedInState());
    expect(screen.getByText('transactions from=none')).toBeInTheDocument();
  });

  it('follows the state: signing out while on a page sends the person to /signin', () => {
    renderAt('/transactions', signedInState());
    act(() => bus.publish('auth', signedOutState));
    expect(screen.getByText('sign-in from=/transactions')).toBeInTheDocument();
  });
});
