import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@finance/shared/data';
import { getColumnConfig } from '../api/get-column-config';
import { saveColumnConfig } from '../api/save-column-config';
import { location } from '../testing/render-screen';
import { bodyRows, countsShown, fetchTransactions, load, renderScreen, thirty } from '../testing/transactions-screen';

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

describe('TransactionsScreen: the panels beside the table and Customize Columns', () => {
  beforeEach(() => {
    jest.mocked(getColumnConfig).mockResolvedValue(null);
    jest.mocked(saveColumnConfig).mockResolvedValue(undefined);
    fetchTransactions.mockClear();
  });
  afterEach(() => queryClient.clear());

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
    await countsShown('5');

    await user.clear(within(panel).getByLabelText('From'));
    await user.type(within(panel).getByLabelText('From'), '2026-04-3');
    expect(within(panel).getByText('Date input not valid')).toBeInTheDocument();
    await countsShown('5');
    await user.type(within(panel).getByLabelText('From'), '0');
    expect(within(panel).queryByText('Date input not valid')).not.toBeInTheDocument();
    await countsShown('0');

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await countsShown('30');
    expect(within(panel).getByLabelText('From')).toHaveValue('2026-04-01');

    await user.click(within(panel).getByRole('checkbox', { name: 'Tartan Bank' }));
    await countsShown('30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await countsShown('15');
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

  it('opens Filters, Add transaction or a transaction’s details in the one place beside the table, each closing the other', async () => {
    const user = userEvent.setup();
    load({ transactions: thirty });
    await renderScreen();
    const filters = screen.getByRole('button', { name: 'Filters' });
    await user.click(filters);
    expect(await screen.findByRole('complementary', { name: 'Filters' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findByRole('dialog', { name: 'Add transaction' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(filters).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(bodyRows()[1]!).getByText('Shop 29'));
    expect(await screen.findByRole('dialog', { name: 'Shop 29' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add transaction' })).not.toBeInTheDocument();

    await user.click(filters);
    expect(await screen.findByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(filters);
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('hands focus back to Add transaction as its form closes', async () => {
    const user = userEvent.setup();
    load({ transactions: thirty });
    await renderScreen();
    const add = screen.getByRole('button', { name: 'Add transaction' });
    await user.click(add);
    await user.click(await screen.findByRole('button', { name: 'Close Add transaction' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('keeps Filters open beside Customize Columns, and hands focus back to Columns as it closes', async () => {
    const user = userEvent.setup();
    load({ transactions: thirty });
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const columns = screen.getByRole('button', { name: 'Columns' });
    await user.click(columns);
    const dialog = await screen.findByRole('dialog', { name: 'Customize Columns' });
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(columns).toHaveFocus();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
  });
});
