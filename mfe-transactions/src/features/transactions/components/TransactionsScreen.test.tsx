import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@finance/shared/data';
import { getColumnConfig } from '../api/get-column-config';
import { saveColumnConfig } from '../api/save-column-config';
import { location } from '../testing/render-screen';
import { bodyRows, descriptions, fetchTransactions, load, renderScreen, thirty } from '../testing/transactions-screen';
import { TOTAL_NOT_YET } from './TotalsBar';

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

describe('TransactionsScreen: loading and showing the rows', () => {
  beforeEach(() => {
    jest.mocked(getColumnConfig).mockResolvedValue(null);
    jest.mocked(saveColumnConfig).mockResolvedValue(undefined);
    fetchTransactions.mockClear();
  });
  afterEach(() => queryClient.clear());

  it('shows "Loading transactions..." until stored or fetched rows arrive, and asks the store to refresh once', async () => {
    load({ hydrated: false });
    await renderScreen();
    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();
    expect(fetchTransactions).not.toHaveBeenCalled();
    load({ hydrated: true, loading: true });
    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();
    expect(fetchTransactions).toHaveBeenCalledTimes(1);
    // The refresh settles (the store's flag is the one that counts then).
    await act(async () => undefined);
    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();
    load({ transactions: thirty });
    expect(bodyRows()).toHaveLength(25);
  });

  it('never says "No matching transactions" before the refresh has settled, even with nothing stored', async () => {
    let settle = () => {};
    fetchTransactions.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (settle = () => resolve(undefined))),
    );
    load({ hydrated: true, loading: false });
    await renderScreen();
    expect(fetchTransactions).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();
    expect(screen.queryByText('No matching transactions')).not.toBeInTheDocument();
    await act(async () => settle());
    expect(screen.getByText('No matching transactions')).toBeInTheDocument();
  });

  it('shows the newest stored rows while the store reads back the rest, then all of them, then refreshes once', async () => {
    load({ preview: { transactions: thirty.slice(0, 5), total: 30 }, hydrated: false });
    await renderScreen();
    expect(descriptions()).toEqual(['Shop 30 Pending', 'Shop 29', 'Shop 28', 'Shop 27', 'Shop 26']);
    expect(screen.getByRole('status')).toHaveTextContent('Loading all 30 transactions…');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(fetchTransactions).not.toHaveBeenCalled();

    load({ transactions: thirty, hydrated: true });
    await waitFor(() => expect(screen.getByTestId('total-count')).toHaveTextContent('30'));
    expect(fetchTransactions).toHaveBeenCalledTimes(1);
  });

  it('shows the newest rows while all load, Export CSV waiting for them, then swaps in all, keeping the view', async () => {
    const user = userEvent.setup();
    load({ preview: { transactions: thirty.slice(0, 20), total: 30 }, loading: true });
    await renderScreen('?size=15');
    expect(screen.getByRole('status')).toHaveTextContent('Loading all 30 transactions…');
    // The totals wait for all of them: the newest 20's would mislead.
    for (const figure of ['total-count', 'total-in', 'total-out'])
      expect(screen.getByTestId(figure)).toHaveTextContent(TOTAL_NOT_YET);
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    expect(exportButton).toBeDisabled();
    expect(exportButton).toHaveAttribute('title', 'Export CSV is available once all transactions have loaded');
    expect(exportButton).toHaveAttribute(
      'aria-description',
      'Export CSV is available once all transactions have loaded',
    );
    // Sort and pages work on the newest 20 meanwhile.
    await user.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(descriptions()[0]).toBe('Shop 26');

    load({ transactions: thirty });
    await waitFor(() => expect(descriptions()[0]).toBe('Shop 16'));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(location.current).toBe('/transactions?sort=amount&page=2&size=15'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByTestId('total-count')).toHaveTextContent('30');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('title');
  });

  it('shows a fetch error in red above the rows it still has', async () => {
    load({ transactions: thirty, error: 'Failed to fetch transactions' });
    await renderScreen();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch transactions');
    expect(bodyRows()).toHaveLength(25);
  });

  it('shows the default columns and cells, with money in green and pending marked', async () => {
    load({ transactions: thirty });
    await renderScreen();
    const [tickAll, ...headers] = screen.getAllByRole('columnheader');
    expect(within(tickAll!).getByRole('checkbox', { name: 'Select every transaction on this page' })).not.toBeChecked();
    expect(headers.map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Institution',
      'Account',
      'Date',
      'Description',
      'Amount',
      'Category',
    ]);
    const first = bodyRows()[0]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual([
      'First Platypus Bank',
      'Plaid Checking ••••0000',
      'Apr 30, 2026',
      'Shop 30 Pending',
      '$30.00',
      'General Merchandise',
    ]);
    expect(first.querySelector('[data-column="amount"]')).toHaveStyle({ color: '#15803d' });
    expect(bodyRows()[1]!.querySelector('[data-column="amount"]')).toHaveStyle({ color: '#111827' });
  });
});
