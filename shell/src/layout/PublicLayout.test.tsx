import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { SESSION_PROBLEMS, SessionProblemAlert, bus, session, type AuthState } from '@finance/shared';
import { CurrentPath, renderWithAuth, resetBus, signedInState, signedOutState } from '@finance/shared/testing';
import { RequireAuth } from '../auth/RequireAuth';
import { AppLayout } from './AppLayout';
import { PublicLayout } from './PublicLayout';

/** Stands in for the sign-in remote, which shows the problem itself beside its button. */
function SignInScreen() {
  return (
    <section aria-label="sign-in screen">
      <CurrentPath />
      <SessionProblemAlert />
    </section>
  );
}

function renderAt(route: string, auth: AuthState) {
  renderWithAuth(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/signin" element={<SignInScreen />} />
        <Route path="/terms" element={<CurrentPath />} />
      </Route>
      <Route element={<AppLayout />}>
        <Route element={<RequireAuth />}>
          <Route path="/dashboard" element={<CurrentPath />} />
        </Route>
      </Route>
    </Routes>,
    { auth, route },
  );
}

describe('PublicLayout', () => {
  afterEach(() => {
    resetBus();
    jest.restoreAllMocks();
  });

  it('shows no alert when nothing went wrong', () => {
    renderAt('/terms', signedOutState);
    expect(screen.getByText('at /terms')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the session problem above the page, with a Retry that reads the session again', async () => {
    const start = jest.spyOn(session, 'start').mockResolvedValue();
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.apiFailing }));
    renderAt('/terms', signedOutState);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Finance Tracker is having trouble right now. Please try again in a moment.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('says it once on the sign-in screen, which shows it itself', () => {
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.identityUnreachable }));
    renderAt('/signin', signedOutState);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'sign-in screen' })).toContainElement(screen.getByRole('alert'));
  });

  it('after a refresh that could not reach a service, the guard moves the person to /signin, which says why', () => {
    renderAt('/dashboard', signedInState());
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
    // What the session publishes when the 5-minute refresh fails: the reason first, then signed out.
    act(() => {
      bus.publish('session', { problem: SESSION_PROBLEMS.identityUnreachable });
      bus.publish('auth', signedOutState);
    });
    expect(screen.getByText('at /signin')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_PROBLEMS.identityUnreachable);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
