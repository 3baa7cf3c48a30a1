import { act, render, screen } from '@testing-library/react';
import { bus } from '../bus/event-bus';
import { ThemeRoot } from '../ui/ThemeRoot';
import { SESSION_PROBLEMS } from './session-problem';
import { SessionProblemAlert } from './SessionProblemAlert';
import { SessionProblemArea } from './SessionProblemArea';

jest.mock('aws-amplify/auth');

afterEach(() => bus.reset());

/** A page that shows the problem itself only some of the time, as the sign-in screen does (not while loading). */
function Page({ inline }: { inline: boolean }) {
  return <section aria-label="page">{inline ? <SessionProblemAlert /> : <p>loading</p>}</section>;
}

function areaAround(inline: boolean) {
  return (
    <ThemeRoot>
      <SessionProblemArea>
        <Page inline={inline} />
      </SessionProblemArea>
    </ThemeRoot>
  );
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
    const { rerender } = render(areaAround(true));
    const page = screen.getByRole('region', { name: 'page' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(page).toContainElement(screen.getByRole('alert'));
    rerender(areaAround(false));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(page).not.toContainElement(screen.getByRole('alert'));
  });
});
