import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '@finance/shared';
import { AccountsDefaultPage, TransactionsDefaultPage } from './pages';

describe('sub-page placeholders', () => {
  it.each<[ComponentType, string, RegExp]>([
    [AccountsDefaultPage, 'Default Acct Subpage', /placeholder/],
    [TransactionsDefaultPage, 'Default Tranx Subpage', /^This is a placeholder for future transaction subpages$/],
  ])('shows its heading and text', (Page, heading, text) => {
    render(
      <ThemeRoot>
        <Page />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
