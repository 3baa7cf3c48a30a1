import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot } from '@finance/shared';
import { AccountsPage } from './AccountsPage';
import { AccountDetailPage } from '../account-detail/AccountDetailPage';

function renderAt(path: string) {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/accounts" element={<AccountsPage />}>
            <Route path="default" element={<p>child page</p>} />
            <Route path=":accountId" element={<AccountDetailPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('AccountsPage', () => {
  it('shows the Accounts title and renders its child route in the outlet', () => {
    renderAt('/accounts/default');
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByText('child page')).toBeInTheDocument();
  });

  it('names the account of /accounts/{account_id}', () => {
    renderAt('/accounts/acc-123');
    expect(screen.getByRole('heading', { level: 2, name: 'Account acc-123' })).toBeInTheDocument();
  });
});
