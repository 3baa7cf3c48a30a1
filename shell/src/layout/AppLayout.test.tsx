import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SESSION_PROBLEMS, ThemeRoot, bus } from '@finance/shared';
import { resetBus } from '@finance/shared/testing';
import { AppLayout } from './AppLayout';

function renderAt(path: string) {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<p>page body</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('AppLayout', () => {
  afterEach(resetBus);

  it('highlights the tab whose path prefixes the location, and only that one', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/accounts/sync-issues');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Accounts');
    expect(screen.getByText('page body')).toBeInTheDocument();
    // The sidebar's remote cannot load here (no federation runtime): its failure settles before the test ends.
    expect(await screen.findByText('The accounts sidebar could not be loaded.')).toBeInTheDocument();
    expect(logged.mock.calls.flat()).toContainEqual(
      expect.objectContaining({ message: 'accounts/AccountsSidebar could not be loaded' }),
    );
    jest.restoreAllMocks();
  });

  it('shows the accounts sidebar beside the page on /accounts paths only, and a remote that is down costs only the sidebar', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/accounts/sync-issues');
    const sidebar = screen.getByRole('complementary', { name: 'Accounts sidebar' });
    // No federation runtime in this test: the remote cannot load, and the page still shows.
    expect(await within(sidebar).findByText('The accounts sidebar could not be loaded.')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('page body')).toBeInTheDocument();
    cleanup();
    renderAt('/transactions');
    expect(screen.queryByRole('complementary', { name: 'Accounts sidebar' })).not.toBeInTheDocument();
    // React reports the error the sidebar's boundary caught.
    expect(logged.mock.calls.flat()).toContainEqual(
      expect.objectContaining({ message: 'accounts/AccountsSidebar could not be loaded' }),
    );
    jest.restoreAllMocks();
  });

  it('links the logo to /', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('link', { name: 'Finance Tracker home' })).toHaveAttribute('href', '/');
  });

  it('shows a session problem above the page, as an alert with Retry', () => {
    renderAt('/dashboard');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.identityUnreachable }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We couldn't reach the sign-in service. Please try again in a moment.",
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('page body')).toBeInTheDocument();
  });
});
