import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Transaction } from '@finance/shared';
import { BULK_IDS_MAX, financialStore, queryClient, type FinancialState } from '@finance/shared/data';
import { bulkEdit } from '../api/bulk-edit';
import { getColumnConfig } from '../api/get-column-config';
import { renderAtTransactions } from '../testing/render-screen';
import { aSplit, aTransaction } from '../testing/transaction-fixture';
import { TransactionsScreen } from './TransactionsScreen';

jest.setTimeout(30_000);

jest.mock('../api/get-column-config', () => ({
  ...jest.requireActual<object>('../api/get-column-config'),
  getColumnConfig: jest.fn(),
}));
jest.mock('../api/save-column-config');
jest.mock('../api/get-categories', () => ({
  ...jest.requireActual<object>('../api/get-categories'),
  getCategories: jest.fn(async () => [
    { category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' },
    { category_id: 'cat_coffee', name: 'Coffee', kind: 'custom' },
  ]),
}));
jest.mock('../api/bulk-edit');

const fetchTransactions = jest.fn(async () => undefined);
const updateTransaction = jest.fn();
/** The store's change the server works out: sends, then reloads once, recorded. */
const serverChanges = jest.fn();
const reloads = jest.fn();
const changeOnServer: FinancialState['changeOnServer'] = async (send) => {
  serverChanges();
  try {
    return await send({});
  } finally {
    reloads();
  }
};

function load(transactions: Transaction[]) {
  act(() => {
    financialStore.setState((current) => ({
      ownerId: 'user-1',
      transactions,
      transactionsPreview: null,
      hydrated: true,
      loading: { ...current.loading, transactions: false },
      errors: { ...current.errors, transactions: null },
      fetchTransactions,
      updateTransaction,
      changeOnServer,
    }));
  });
}

async function renderScreen() {
  renderAtTransactions(<TransactionsScreen />);
  await act(async () => undefined);
}

const rowOf = (id: string) => document.querySelector<HTMLElement>(`tr[data-transaction-id="${id}"]`)!;

describe('TransactionsScreen: correcting transactions', () => {
  beforeEach(() => {
    jest.mocked(getColumnConfig).mockResolvedValue(null);
    fetchTransactions.mockClear();
    updateTransaction.mockReset();
    serverChanges.mockClear();
    reloads.mockClear();
    jest.mocked(bulkEdit).mockReset();
  });
  afterEach(() => queryClient.clear());

  it('opens a row’s details on a click, and on Enter from the keyboard; Escape returns focus to the row', async () => {
    const user = userEvent.setup();
    load([
      aTransaction({ transaction_id: 'a', merchant_name: 'Starbucks' }),
      aTransaction({ transaction_id: 'b', merchant_name: 'Uber' }),
    ]);
    await renderScreen();
    await user.click(within(rowOf('a')).getByText('Starbucks'));
    expect(await screen.findByRole('dialog', { name: 'Starbucks' })).toBeInTheDocument();
    expect(rowOf('a')).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf('a')).toHaveFocus();

    act(() => rowOf('b').focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Uber' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close transaction details' }));
    expect(rowOf('b')).toHaveFocus();
  });

  it('saves an edit through the store, and says "Failed to update transaction" in the panel when it fails', async () => {
    const user = userEvent.setup();
    updateTransaction.mockRejectedValueOnce(new Error('Failed to update transaction'));
    load([aTransaction({ transaction_id: 'a', merchant_name: 'Starbucks' })]);
    await renderScreen();
    await user.click(within(rowOf('a')).getByText('Starbucks'));
    await user.type(await screen.findByLabelText('Notes'), 'team coffee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updateTransaction).toHaveBeenCalledWith('a', { notes: 'team coffee' });
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Failed to update transaction',
    );
  });

  it('marks manual, edited, ruled, excluded and transfer rows, a transfer by its category too', async () => {
    const fee = { merchant_name: null, personal_finance_category: { primary: 'BANK_FEES' }, bank_category: 'TRAVEL' };
    load([
      aTransaction({ transaction_id: 'm', merchant_name: 'Cash', manual: true, bank_category: null }),
      aTransaction({ transaction_id: 'e', merchant_name: 'Edited', notes: 'mine' }),
      aTransaction({ transaction_id: 'r', name: 'ATM FEE', ...fee, rule_id: 'rule_atm' }),
      aTransaction({ transaction_id: 'rx', name: 'ATM FEE 2', ...fee, rule_id: 'rule_atm', excluded: true }),
      aTransaction({ transaction_id: 'hand', name: 'ATM FEE 3', ...fee }),
      aTransaction({ transaction_id: 'x', merchant_name: 'Left out', excluded: true }),
      aTransaction({ transaction_id: 't', merchant_name: 'Card payment', transfer_id: 'u' }),
      // Not paired, but transfers by their category, as the summaries count them: left out and marked the same.
      aTransaction({
        transaction_id: 'cc',
        merchant_name: 'Card autopay',
        personal_finance_category: { primary: 'LOAN_PAYMENTS' },
        bank_detailed_category: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      }),
      aTransaction({
        transaction_id: 'sv',
        merchant_name: 'To savings',
        personal_finance_category: { primary: 'TRANSFER_OUT' },
      }),
      aTransaction({
        transaction_id: 'loan',
        merchant_name: 'Mortgage',
        personal_finance_category: { primary: 'LOAN_PAYMENTS' },
      }),
    ]);
    await renderScreen();
    const marks = (id: string) => [...rowOf(id).querySelectorAll('[data-mark]')].map((mark) => mark.textContent);
    expect(marks('m')).toEqual(['Manual']);
    expect(marks('e')).toEqual(['Edited']);
    // What a rule changed is the rule's, not the person's; the same category chosen by hand is theirs.
    expect(marks('r')).toEqual(['Rule']);
    expect(marks('rx')).toEqual(['Rule', 'Excluded']);
    expect(marks('hand')).toEqual(['Edited']);
    expect(marks('x')).toEqual(['Excluded']);
    expect(marks('t')).toEqual(['Transfer']);
    expect(marks('cc')).toEqual(['Transfer']);
    expect(marks('sv')).toEqual(['Transfer']);
    expect(marks('loan')).toEqual([]);
  });

  it('ticks a range with Shift, every row across pages with "Select all", and sets their category in requests of at most BULK_IDS_MAX ids', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: BULK_IDS_MAX + 5 }, (_, index) =>
      aTransaction({ transaction_id: `t${index}`, merchant_name: `Shop ${index}` }),
    );
    jest.mocked(bulkEdit).mockImplementation(async (body) => ({
      updated: 'ids' in body.selection ? body.selection.ids.length : 0,
    }));
    load(many);
    await renderScreen();
    await user.click(screen.getByRole('checkbox', { name: /^Select Shop 1,/ }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: /^Select Shop 4,/ }));
    await user.keyboard('{/Shift}');
    const bar = screen.getByRole('region', { name: '4 selected' });
    await user.click(
      within(bar).getByRole('button', {
        name: `Select all ${(BULK_IDS_MAX + 5).toLocaleString('en-US')} in this view`,
      }),
    );
    expect(
      screen.getByRole('region', { name: `${(BULK_IDS_MAX + 5).toLocaleString('en-US')} selected` }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Set category to'), 'cat_coffee');
    await user.click(screen.getByRole('button', { name: 'Set category' }));
    expect(
      await screen.findByText(`${(BULK_IDS_MAX + 5).toLocaleString('en-US')} transactions updated`),
    ).toBeInTheDocument();
    expect(
      jest.mocked(bulkEdit).mock.calls.map(([body]) => ('ids' in body.selection ? body.selection.ids.length : 0)),
    ).toEqual([BULK_IDS_MAX, 5]);
    expect(jest.mocked(bulkEdit).mock.calls[0]![0].set).toEqual({ category: 'cat_coffee' });
    // Both requests in one change of the store's, reloaded once.
    expect(serverChanges).toHaveBeenCalledTimes(1);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('ticks a Shift range within the rows a search shows, rows that stayed in place included', async () => {
    const user = userEvent.setup();
    load(
      Array.from({ length: 30 }, (_, index) =>
        aTransaction({ transaction_id: `t${index}`, merchant_name: `Shop ${index}` }),
      ),
    );
    await renderScreen();
    // Shop 1 is on the first page before the search and in the same place after it.
    await user.type(screen.getByPlaceholderText('Search transactions...'), 'shop 1');
    await user.click(screen.getByRole('checkbox', { name: /^Select Shop 1,/ }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: /^Select Shop 12,/ }));
    await user.keyboard('{/Shift}');
    // Shop 1, 10, 11 and 12: the searched view's range, not Shop 1 to 12 of every row.
    expect(screen.getByRole('region', { name: '4 selected' })).toBeInTheDocument();
  });

  it('says "Failed to update transaction" when a bulk change fails, and keeps the selection', async () => {
    const user = userEvent.setup();
    jest.mocked(bulkEdit).mockRejectedValue(new Error('Failed to update transaction'));
    load([aTransaction({ transaction_id: 'a', merchant_name: 'Starbucks' })]);
    await renderScreen();
    await user.click(screen.getByRole('checkbox', { name: /^Select Starbucks,/ }));
    await user.click(screen.getByRole('button', { name: 'Exclude' }));
    expect(await screen.findByText('Failed to update transaction')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '1 selected' })).toBeInTheDocument();
    // What may have changed is reloaded all the same.
    expect(reloads).toHaveBeenCalledTimes(1);
  });
});

describe('TransactionsScreen: a split transaction', () => {
  const { whole, parts } = aSplit({ transaction_id: 'w', merchant_name: 'Corner Shop', amount: 50 }, [
    { transaction_id: 'p1', amount: 30, personal_finance_category: { primary: 'FOOD_AND_DRINK' } },
    { transaction_id: 'p2', amount: 20 },
  ]);
  const coffee = aTransaction({ transaction_id: 'c', merchant_name: 'Starbucks', amount: 5 });

  beforeEach(() => jest.mocked(getColumnConfig).mockResolvedValue(null));
  afterEach(() => queryClient.clear());

  it('lists its parts marked Split, counts them once, and opens the split from a part; the panel stays on it as its parts change', async () => {
    const user = userEvent.setup();
    load([whole, ...parts, coffee]);
    // The store answers as the server does: the whole's parts replaced (new ids), or gone.
    const splitTransaction = jest.fn(async (_id: string, sent: { amount: number }[]) => {
      const fresh = sent.map((part, index) => ({ ...parts[0]!, transaction_id: `q${index}`, amount: part.amount }));
      act(() => financialStore.setState({ transactions: [whole, ...fresh, coffee] }));
      return { transaction: whole, parts: fresh };
    });
    const unsplitTransaction = jest.fn(async () => {
      const restored = { ...whole, split: null };
      act(() => financialStore.setState({ transactions: [restored, coffee] }));
      return restored;
    });
    act(() => financialStore.setState({ splitTransaction, unsplitTransaction }));
    await renderScreen();

    expect(document.querySelector('tr[data-transaction-id="w"]')).toBeNull();
    expect(within(rowOf('p1')).getByText('Split')).toBeInTheDocument();
    expect(screen.getByTestId('total-count')).toHaveTextContent(/^3$/);

    await user.click(within(rowOf('p2')).getByText('Corner Shop'));
    const panel = await screen.findByRole('dialog', { name: 'Corner Shop' });
    expect(panel).toHaveTextContent('Split into 2 parts of $50.00');
    expect(rowOf('p1')).toHaveAttribute('aria-current', 'true');

    await user.click(within(panel).getByRole('button', { name: 'Add part' }));
    await user.clear(screen.getByLabelText('Amount of part 1'));
    await user.type(screen.getByLabelText('Amount of part 1'), '25');
    await user.clear(screen.getByLabelText('Amount of part 2'));
    await user.type(screen.getByLabelText('Amount of part 2'), '15');
    await user.type(screen.getByLabelText('Amount of part 3'), '10');
    await user.click(screen.getByRole('button', { name: 'Save split' }));
    expect(splitTransaction).toHaveBeenCalledWith('w', [
      { amount: 25, category: 'FOOD_AND_DRINK' },
      { amount: 15, category: 'GENERAL_MERCHANDISE' },
      { amount: 10, category: 'GENERAL_MERCHANDISE' },
    ]);
    expect(await screen.findByText('Split into 3 parts of $50.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount of part 3')).toHaveValue('10.00');
    // The part opened is gone: closed, the panel gives the focus to the split's first part.
    await user.keyboard('{Escape}');
    expect(rowOf('q0')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Split into 3 parts of $50.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsplit' }));
    expect(unsplitTransaction).toHaveBeenCalledWith('w');
    expect(await screen.findByRole('button', { name: 'Split' })).toBeInTheDocument();
    expect(rowOf('w')).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Escape}');
    expect(rowOf('w')).toHaveFocus();
  });
});
