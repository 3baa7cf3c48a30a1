import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot } from '@finance/shared';
import { TransactionsPage } from './TransactionsPage';

describe('TransactionsPage', () => {
  it('shows the Transactions title and renders its child route in the outlet', () => {
    render(
      <ThemeRoot>
        <MemoryRouter initialEntries={['/transactions/default']}>
          <Routes>
            <Route path="/transactions" element={<TransactionsPage />}>
              <Route path="default" element={<p>default child</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByText('default child')).toBeInTheDocument();
  });
});
