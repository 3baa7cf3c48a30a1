import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { bus } from '../bus/event-bus';
import { ThemeRoot } from '../ui/ThemeRoot';
import { SESSION_PROBLEMS } from './session-problem';
import { SessionProblemAlert } from './SessionProblemAlert';
import { SessionProblemArea } from './SessionProblemArea';

jest.mock('aws-amplify/auth');

afterEach(() => bus.reset());

let showInline: (shown: boolean) => void = () => undefined;

/** A page that shows the problem itself only some of the time, as the sign-in screen does (not while loading). */
function Page() {
  const [inline, setInline] = useState(true);
  showInline = setInline;
  return <section aria-label="page">{inline ? <SessionProblemAlert /> : <p>loading</p>}</section>;
}

describe('SessionProblemArea', () => {
  beforeEach(() => {
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.apiUnreachable }));
  });

  it('shows the problem above a page that does not show it', () => {
    render(
      <ThemeRoot>
        <SessionProblemArea>
          <p>legal page</p>
        </SessionProblemArea>
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_PROBLEMS.apiUnreachable);
  });

  it('leaves it to a page that shows it itself, and takes it back when that page stops', () => {
    render(
      <ThemeRoot>
        <SessionProblemArea>
          <Page />
        </SessionProblemArea>
      </ThemeRoot>,
    );
    const page = screen.getByRole('region', { name: 'page' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(page).toContainElement(screen.getByRole('alert'));
    act(() => showInline(false));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(page).not.toContainElement(screen.getByRole('alert'));
  });
});
