import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot } from '@finance/shared';
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
});
