import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { financialStore, queryClient } from '@finance/shared/data';
import { getColumnConfig } from '../api/get-column-config';
import { saveColumnConfig } from '../api/save-column-config';
import { TransactionsScreen } from './TransactionsScreen';
import { location, renderAtTransactions } from '../testing/render-screen';
import { aTransaction } from '../testing/transaction-fixture';
import {
  bodyRows,
  countsShown,
  descriptions,
  fetchTransactions,
  load,
  renderScreen,
  thirty,
} from '../testing/transactions-screen';

// These tests type and click through the whole screen; on a loaded machine one can take longer than jest's 5 s.
jest.setTimeout(30_000);

jest.mock('../api/get-column-config', () => ({
  ...jest.requireActual<object>('../api/get-column-config'),
  getColumnConfig: jest.fn(),
}));
jest.mock('../api/save-column-config');
jest.mock('../api/get-categories', () => ({
  ...jest.requireActual<object>('../api/get-categories'),
  getCategories: jest.fn(async () => []),
}));

describe('TransactionsScreen: searching, sorting, paging and the URL', () => {
  beforeEach(() => {
    jest.mocked(getColumnConfig).mockResolvedValue(null);
    jest.mocked(saveColumnConfig).mockResolvedValue(undefined);
    fetchTransactions.mockClear();
  });
  afterEach(() => queryClient.clear());

  it('searches at once, shows the totals of what matches, and "No matching transactions" when nothing does', async () => {
    const user = userEvent.setup();
    load({ transactions: thirty });
    await renderScreen();
    await countsShown('30');
    await user.type(screen.getByPlaceholderText('Search transactions...'), 'shop 1');
    expect(descriptions()).toEqual([
      'Shop 19',
      'Shop 18',
      'Shop 17',
      'Shop 16',
      'Shop 15',
      'Shop 14',
      'Shop 13',
      'Shop 12',
      'Shop 11',
      'Shop 10',
    ]);
    await countsShown('10');
    expect(screen.getByTestId('total-in')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('total-out')).toHaveTextContent('$135.00');
    // The URL follows once the typing pauses, with the first page.
    expect(location.current).toBe('/transactions');
    await waitFor(() => expect(location.current).toBe('/transactions?q=shop+1'));
    await user.type(screen.getByPlaceholderText('Search transactions...'), 'zz');
    expect(screen.getByText('No matching transactions')).toBeInTheDocument();
  });

  it('cycles a column through ascending, descending and none; another column starts at ascending', async () => {
    const user = userEvent.setup();
    load({ transactions: thirty });
    await renderScreen();
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    await user.click(within(header('Description')).getByRole('button'));
    expect(header('Description')).toHaveAttribute('aria-sort', 'ascending');
    expect(descriptions()[0]).toBe('Shop 01');
    await waitFor(() => expect(location.current).toBe('/transactions?sort=description'));
    await user.click(within(header('Description')).getByRole('button'));
    expect(header('Description')).toHaveAttribute('aria-sort', 'descending');
    expect(descriptions()[0]).toBe('Shop 30 Pending');
    await user.click(within(header('Description')).getByRole('button'));
    expect(header('Description')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(location.current).toBe('/transactions'));
    await user.click(within(header('Description')).getByRole('button'));
    await user.click(within(header('Amount')).getByRole('button'));
    expect(header('Amount')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Description')).toHaveAttribute('aria-sort', 'none');
    expect(descriptions()[0]).toBe('Shop 01');
  });

  it('pages between the first and the last page, and goes back to page 1 when the page size changes', async () => {
    const user = userEvent.setup();
    load({ transactions: thirty });
    await renderScreen();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '15');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(15);
    await waitFor(() => expect(location.current).toBe('/transactions?size=15'));
  });

  it('restores a view from the URL, bounding a page past the end to the last page', async () => {
    load({ transactions: thirty });
    await renderScreen('?q=shop&sort=-amount&size=15&page=9');
    expect(screen.getByPlaceholderText('Search transactions...')).toHaveValue('shop');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(descriptions()[0]).toBe('Shop 15');
  });

  describe('the payee a summary figure opens (?payee=)', () => {
    // Starbucks twice, once renamed by the person (its payee is then their name), on days after the thirty.
    const starbucks = [
      aTransaction({ transaction_id: 's3', date: '2026-05-03', merchant_name: 'Starbucks', amount: 4.35 }),
      aTransaction({ transaction_id: 's2', date: '2026-05-02', merchant_name: 'Starbucks', amount: -1.2 }),
      aTransaction({ transaction_id: 's1', date: '2026-05-01', merchant_name: 'Starbucks', display_name: 'Latte' }),
    ];
    // A view shown for a second is kept with the store (use-view-page.ts): none of these is to reach the next test.
    afterEach(() => act(() => financialStore.setState({ viewPages: {} })));

    it('lists only its rows, with their totals, and says so in a chip whose button removes it, from the keyboard', async () => {
      const user = userEvent.setup();
      load({ transactions: [...starbucks, ...thirty] });
      await renderScreen('?payee=Starbucks&from=2026-04-01');
      await countsShown('2');
      expect(descriptions()).toEqual(['Starbucks', 'Starbucks']);
      expect(screen.getByTestId('total-in')).toHaveTextContent('$1.20');
      expect(screen.getByTestId('total-out')).toHaveTextContent('$4.35');
      expect(screen.getByTestId('payee-filter')).toHaveTextContent(/^Payee: Starbucks×$/);
      // Reached by Tab right after the toolbar.
      screen.getByRole('button', { name: 'Export CSV' }).focus();
      await user.tab();
      const remove = screen.getByRole('button', { name: 'Remove filter Payee: Starbucks' });
      expect(remove).toHaveFocus();
      await user.keyboard('{Enter}');
      await countsShown('33');
      expect(screen.queryByTestId('payee-filter')).not.toBeInTheDocument();
      // Focus stays in the page's controls, on the Filters button, not lost with the chip.
      expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
      // The other filters stay; the URL follows.
      await waitFor(() => expect(location.current).toBe('/transactions?from=2026-04-01'));
    });

    it('goes with Reset Filters, and shows no chip without it', async () => {
      const user = userEvent.setup();
      load({ transactions: [...starbucks, ...thirty] });
      await renderScreen('?payee=Latte');
      await countsShown('1');
      expect(screen.getByTestId('payee-filter')).toHaveTextContent('Payee: Latte');
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      await user.click(await screen.findByRole('button', { name: 'Reset Filters' }));
      await countsShown('33');
      expect(screen.queryByTestId('payee-filter')).not.toBeInTheDocument();
      await waitFor(() => expect(location.current).toBe('/transactions'));
    });
  });

  it('resizes a column from the keyboard, never under 60 px', async () => {
    const user = userEvent.setup();
    load({ transactions: thirty });
    await renderScreen();
    const handle = screen.getByRole('separator', { name: 'Resize Date column' });
    expect(handle).toHaveAttribute('aria-valuenow', '120');
    handle.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('separator', { name: 'Resize Date column' })).toHaveAttribute('aria-valuenow', '140');
    await user.keyboard('{Home}');
    expect(screen.getByRole('separator', { name: 'Resize Date column' })).toHaveAttribute('aria-valuenow', '60');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('separator', { name: 'Resize Date column' })).toHaveAttribute('aria-valuenow', '60');
  });

  it('keeps a sorted view’s first page once shown for a second, and shows it on the next visit before the set is whole', async () => {
    load({ transactions: thirty });
    const first = renderAtTransactions(<TransactionsScreen />, '?sort=amount&q=shop');
    await act(async () => undefined);
    const sortedDescriptions = descriptions();
    expect(sortedDescriptions.slice(0, 3)).toEqual(['Shop 01', 'Shop 02', 'Shop 03']);
    expect(financialStore.getState().viewPages).toEqual({});
    await waitFor(() => expect(Object.keys(financialStore.getState().viewPages)).toHaveLength(1), { timeout: 3_000 });
    first.unmount();

    // The next visit: only the newest three are read back yet; the view shows its kept page, with its totals.
    load({ preview: { transactions: thirty.slice(0, 3), total: 30 } });
    await renderScreen('?sort=amount&q=shop');
    expect(descriptions()).toEqual(sortedDescriptions);
    expect(screen.getByTestId('total-count')).toHaveTextContent('30');
    expect(screen.getByRole('button', { name: /export/i })).toBeDisabled();
  });
});
