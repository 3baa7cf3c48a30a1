import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Transaction } from '@finance/shared';
import { financialStore } from '@finance/shared/data';
import { getColumnConfig } from '../api/get-column-config';
import { saveColumnConfig } from '../api/save-column-config';
import { location, renderAtTransactions } from '../testing/render-screen';
import { aTransaction } from '../testing/transaction-fixture';
import { TOTAL_NOT_YET } from './TotalsBar';
import { TransactionsScreen } from './TransactionsScreen';

// These tests type and click through the whole screen; on a loaded machine one can take longer than jest's 5 s.
jest.setTimeout(30_000);

jest.mock('../api/get-column-config');
jest.mock('../api/save-column-config');
jest.mock('@finance/shared/data', () => ({
  ...jest.requireActual<object>('@finance/shared/data'),
  getCategories: jest.fn(async () => []),
}));

/** 30 transactions, newest first as loaded: day 30 down to day 1 of April 2026, amounts 1 to 30. */
const thirty: Transaction[] = Array.from({ length: 30 }, (_, index) => {
  const day = 30 - index;
  return aTransaction({
    transaction_id: `t${day}`,
    date: `2026-04-${String(day).padStart(2, '0')}`,
    amount: day % 10 === 0 ? -day : day,
    merchant_name: `Shop ${String(day).padStart(2, '0')}`,
    pending: day === 30,
    institution_name: day % 2 ? 'Tartan Bank' : 'First Platypus Bank',
  });
});

const fetchTransactions = jest.fn(async () => undefined);

function load(state: {
  transactions?: Transaction[];
  /** The newest few shown while the whole set (of total) loads. */
  preview?: { transactions: Transaction[]; total: number };
  hydrated?: boolean;
  loading?: boolean;
  error?: string | null;
}) {
  act(() => {
    financialStore.setState((current) => ({
      transactions: state.transactions ?? [],
      transactionsPreview: state.preview ?? null,
      hydrated: state.hydrated ?? true,
      loading: { ...current.loading, transactions: state.loading ?? false },
      errors: { ...current.errors, transactions: state.error ?? null },
      fetchTransactions,
    }));
  });
}

/** Renders the screen and lets the column set's load settle. */
async function renderScreen(query = '') {
  renderAtTransactions(<TransactionsScreen />, query);
  await act(async () => undefined);
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const descriptions = () => bodyRows().map((row) => row.querySelector('[data-column="description"]')?.textContent);

describe('TransactionsScreen', () => {
  beforeEach(() => {
    jest.mocked(getColumnConfig).mockResolvedValue(null);
    jest.mocked(saveColumnConfig).mockResolvedValue(undefined);
    fetchTransactions.mockClear();
  });

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

  it('searches at once, shows the totals of what matches, and "No matching transactions" when nothing does', async () => {
    const user = userEvent.setup();
    load({ transactions: thirty });
    await renderScreen();
    expect(screen.getByTestId('total-count')).toHaveTextContent('30');
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
    expect(screen.getByTestId('total-count')).toHaveTextContent('10');
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

  it('applies amount and dates at once and the lists only on Apply; Reset Filters clears them all', async () => {
    const user = userEvent.setup();
    load({ transactions: thirty });
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    expect(within(panel).getByLabelText('Minimum amount')).toHaveValue(-30);
    expect(within(panel).getByLabelText('Maximum amount')).toHaveValue(29);
    expect(within(panel).getByLabelText('From')).toHaveValue('2026-04-01');
    expect(within(panel).getByLabelText('To')).toHaveValue('2026-04-30');

    await user.clear(within(panel).getByLabelText('Minimum amount'));
    await user.type(within(panel).getByLabelText('Minimum amount'), '25');
    expect(screen.getByTestId('total-count')).toHaveTextContent('5');

    await user.clear(within(panel).getByLabelText('From'));
    await user.type(within(panel).getByLabelText('From'), '2026-04-3');
    expect(within(panel).getByText('Date input not valid')).toBeInTheDocument();
    expect(screen.getByTestId('total-count')).toHaveTextContent('5');
    await user.type(within(panel).getByLabelText('From'), '0');
    expect(within(panel).queryByText('Date input not valid')).not.toBeInTheDocument();
    expect(screen.getByTestId('total-count')).toHaveTextContent('0');

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(screen.getByTestId('total-count')).toHaveTextContent('30');
    expect(within(panel).getByLabelText('From')).toHaveValue('2026-04-01');

    await user.click(within(panel).getByRole('checkbox', { name: 'Tartan Bank' }));
    expect(screen.getByTestId('total-count')).toHaveTextContent('30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('total-count')).toHaveTextContent('15');
    await waitFor(() => expect(location.current).toBe('/transactions?institution=Tartan+Bank'));
  });

  it('closes Filters on Escape and on its Close button, and each time hands focus back to Filters', async () => {
    const user = userEvent.setup();
    load({ transactions: thirty });
    await renderScreen();
    const filters = screen.getByRole('button', { name: 'Filters' });
    await user.click(filters);
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    await user.click(within(panel).getByLabelText('Minimum amount'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(filters).toHaveFocus();
    expect(filters).toHaveAttribute('aria-expanded', 'false');

    await user.click(filters);
    await user.click(await screen.findByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(filters).toHaveFocus();
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

  it('hides a column through Customize Columns and saves the set', async () => {
    const user = userEvent.setup();
    load({ transactions: thirty });
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Columns' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Institution' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Institution/ })).not.toBeInTheDocument());
    expect(jest.mocked(saveColumnConfig).mock.calls[0]![0].map((column) => [column.id, column.visible])).toEqual([
      ['institution', false],
      ['account', true],
      ['date', true],
      ['description', true],
      ['amount', true],
      ['category', true],
    ]);
  });
});
