import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
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

  it('highlights the tab whose path prefixes the location, and only that one', () => {
    renderAt('/accounts/sync-issues');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Accounts');
    expect(screen.getByText('page body')).toBeInTheDocument();
  });

  it('links the logo to /', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('link', { name: 'Finance Tracker home' })).toHaveAttribute('href', '/');
  });

  it('shows a session problem above the page, as an alert with Retry', () => {
    renderAt('/accounts');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.identityUnreachable }));
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't reach the sign-in service. Please try again in a moment.");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('page body')).toBeInTheDocument();
  });
});
