import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeRoot, useAuth, type UseAuthResult } from '@finance/shared';
import { TransactionsPage } from './TransactionsPage';

jest.mock('@finance/shared', () => ({ ...jest.requireActual('@finance/shared'), useAuth: jest.fn() }));
jest.mock('./TransactionsScreen', () => ({ TransactionsScreen: () => <p>the transactions screen</p> }));

function renderAt(path: string, accountsLinked: boolean) {
  jest.mocked(useAuth).mockReturnValue({ accounts_linked: accountsLinked } as UseAuthResult);
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/transactions" element={<TransactionsPage />}>
            <Route path="default" element={<p>default child</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('TransactionsPage', () => {
  it('shows the screen once accounts are linked', () => {
    renderAt('/transactions', true);
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByText('the transactions screen')).toBeInTheDocument();
  });

  it('tells a person with no linked accounts so, with the way to /accounts', () => {
    renderAt('/transactions', false);
    expect(screen.queryByText('the transactions screen')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link an account on the Accounts page' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });

  it('shows its child route in place of the screen', () => {
    renderAt('/transactions/default', true);
    expect(screen.getByText('default child')).toBeInTheDocument();
    expect(screen.queryByText('the transactions screen')).not.toBeInTheDocument();
  });
});
