import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '../bus/event-bus';
import { session } from '../session/session';
import { unauthenticatedState } from '../session/session-user';
import { signedInState } from '../testing/auth-state-fixtures';
import { StandaloneApp } from './StandaloneApp';
import { startStandaloneSession } from './standalone-session';

jest.mock('aws-amplify/auth');
jest.mock('./standalone-session');

const startMock = jest.mocked(startStandaloneSession);

function Accounts() {
  return <p>accounts page</p>;
}

afterEach(() => bus.reset());

describe('StandaloneApp', () => {
  it('waits for the session before rendering the routes, then offers sign-in', async () => {
    let started: () => void = () => undefined;
    startMock.mockReturnValue(new Promise<void>((resolve) => (started = resolve)));
    const signIn = jest.spyOn(session, 'signIn').mockResolvedValue(undefined);
    render(
      <StandaloneApp app="mfe-accounts" pages={[{ path: '/accounts', label: 'Accounts', Component: Accounts }]} />,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Starting the session');
    expect(screen.getByText('Session loading…')).toBeInTheDocument();
    expect(screen.queryByText('accounts page')).not.toBeInTheDocument();

    await act(async () => {
      bus.publish('auth', unauthenticatedState);
      started();
    });
    expect(await screen.findByText('accounts page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/accounts');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('shows who is signed in, with a sign-out', async () => {
    startMock.mockResolvedValue(undefined);
    const signOut = jest.spyOn(session, 'signOut').mockResolvedValue(undefined);
    bus.publish('auth', signedInState({ email: 'ana@example.com', given_name: 'Ana', family_name: 'Lopez' }));
    render(
      <StandaloneApp app="mfe-accounts" pages={[{ path: '/accounts', label: 'Accounts', Component: Accounts }]} />,
    );
    expect(await screen.findByText('accounts page')).toBeInTheDocument();
    expect(screen.getByText('Signed in as ana@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
