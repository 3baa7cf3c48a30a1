import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '../bus/event-bus';
import { ThemeRoot } from '../ui/ThemeRoot';
import { session } from './session';
import { SESSION_PROBLEMS } from './session-problem';
import { SessionProblemAlert } from './SessionProblemAlert';

jest.mock('aws-amplify/auth');

afterEach(() => {
  bus.reset();
  jest.restoreAllMocks();
});

function renderAlert() {
  render(
    <ThemeRoot>
      <SessionProblemAlert />
    </ThemeRoot>,
  );
}

describe('SessionProblemAlert', () => {
  it('shows nothing while there is no problem', () => {
    renderAlert();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the problem as an alert of exactly its words, with a Retry button, as soon as it is published', () => {
    renderAlert();
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.apiFailing }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Finance Tracker is having trouble right now\. Please try again in a moment\.$/,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('Retry starts the session again, disabled until that is done; a success takes the alert away', async () => {
    let finish: () => void = () => undefined;
    const start = jest.spyOn(session, 'start').mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            bus.publish('session', { problem: null });
            resolve();
          };
        }),
    );
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.apiUnreachable }));
    renderAlert();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Retry again when the retry fails too', async () => {
    jest.spyOn(session, 'start').mockImplementation(async () => {
      bus.publish('session', { problem: SESSION_PROBLEMS.identityUnreachable });
    });
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.apiUnreachable }));
    renderAlert();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_PROBLEMS.identityUnreachable);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
