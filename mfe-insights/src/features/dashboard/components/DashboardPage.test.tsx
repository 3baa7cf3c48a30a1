import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeRoot } from '@finance/shared';
import { financialStore, queryClient, summariesKey } from '@finance/shared/data';
import { account, categorySummary, monthSummary, transaction } from '../../../testing/dashboard-fixture';
import { signInAt, signOutAfter } from '../../../testing/signed-in-page';
import * as summaries from '../../../api/summary-requests';
import * as history from '../api/balance-history-request';
import * as requests from '../api/dashboard-requests';
import { DashboardPage } from './DashboardPage';

jest.mock('../../../api/summary-requests', () => ({
  ...jest.requireActual<object>('../../../api/summary-requests'),
  getMonthTotals: jest.fn(),
  getCategoryTotals: jest.fn(),
}));
jest.mock('../api/balance-history-request', () => ({
  ...jest.requireActual<object>('../api/balance-history-request'),
  getBalanceHistory: jest.fn(),
}));
jest.mock('../../../components/charts/NetWorthLine', () => ({ __esModule: true, default: () => null }));
jest.mock('../api/dashboard-requests', () => ({
  ...jest.requireActual<object>('../api/dashboard-requests'),
  getLatestTransactions: jest.fn(),
}));
jest.mock('@finance/shared/data', () => ({
  ...jest.requireActual<object>('@finance/shared/data'),
  getCategories: jest.fn(async () => [
    { category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' },
    { category_id: 'cat_kids', name: 'Kids', kind: 'custom' },
  ]),
}));

const getMonthTotals = jest.mocked(summaries.getMonthTotals);
const getCategoryTotals = jest.mocked(summaries.getCategoryTotals);
const getLatestTransactions = jest.mocked(requests.getLatestTransactions);
const getBalanceHistory = jest.mocked(history.getBalanceHistory);

/** A day of net worth: [date, held in bank accounts, owed on cards, walked back from the first sync]. */
function balanceDay([date, depository, credit, reconstructed]: [string, number, number, boolean]) {
  return {
    date,
    net_worth: 0,
    assets: depository,
    liabilities: credit,
    by_type: { depository, investment: 0, other: 500, credit, loan: 0 },
    accounts: 2,
    reconstructed,
  };
}

const THIS_MONTH = { startDate: '2026-11-01', endDate: '2026-11-17' };
const LAST_MONTH = { startDate: '2026-10-01', endDate: '2026-10-17' };

function card(name: string) {
  return screen.getByRole('region', { name });
}

async function renderDashboard() {
  await act(async () => {
    render(
      <ThemeRoot>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardPage />
        </MemoryRouter>
      </ThemeRoot>,
    );
  });
}

describe('DashboardPage', () => {
  beforeEach(async () => {
    jest.clearAllMocks();
    // 10:30 AM on November 17th in New York (the suites' zone); only the clock is fake, timers run.
    await signInAt(new Date(2026, 10, 17, 10, 30));
    // The page asks for the accounts (the store's fetch); the tests put them in the store themselves.
    financialStore.setState({ fetchAccounts: jest.fn(async (): Promise<void> => undefined) });
    getMonthTotals.mockImplementation(async (range) =>
      range.startDate === THIS_MONTH.startDate
        ? monthSummary(range, [['2026-11', 1250.4, 3000]])
        : monthSummary(range, [['2026-10', 1000.15, 3000]]),
    );
    getCategoryTotals.mockImplementation(async (range) =>
      categorySummary(range, [
        ['FOOD_AND_DRINK', 600.3],
        ['cat_kids', 400.1],
        ['TRANSPORTATION', 250],
      ]),
    );
    getBalanceHistory.mockImplementation(async (range) => ({
      start_date: range.startDate,
      end_date: range.endDate,
      days: (
        [
          ['2026-09-30', 1000.1, 200.2, true],
          ['2026-10-01', 1100.1, 200.2, false],
          ['2026-10-31', 1500.55, 300.3, false],
          ['2026-11-17', 1250.1, 410.33, false],
        ] as [string, number, number, boolean][]
      ).map(balanceDay),
    }));
    getLatestTransactions.mockResolvedValue([
      transaction('t1', { merchant_name: 'Corner Cafe', amount: 4.5, date: '2026-11-16' }),
      transaction('t2', { merchant_name: null, name: 'ACME PAYROLL', amount: -3000, date: '2026-11-15' }),
    ]);
  });

  afterEach(signOutAfter);

  it('compares this month so far with the same days of last month, to the cent', async () => {
    await renderDashboard();
    const month = card('This month so far');
    expect(await within(month).findByText('$1,250.40')).toBeInTheDocument();
    // 1,250.40 - 1,000.15 = 250.25 more.
    expect(month).toHaveTextContent('$250.25 more than the same days of last month ($1,000.15)');
    expect(month).toHaveTextContent('Income$3,000.00The same as the same days of last month ($3,000.00)');
    expect(getMonthTotals).toHaveBeenCalledWith(THIS_MONTH, expect.anything());
    expect(getMonthTotals).toHaveBeenCalledWith(LAST_MONTH, expect.anything());
    expect(within(month).getByRole('link', { name: "This month's transactions" })).toHaveAttribute(
      'href',
      '/transactions?from=2026-11-01&to=2026-11-17',
    );
  });

  it('shows net worth from the accounts as the sidebar totals them: held minus owed', async () => {
    act(() => {
      financialStore.setState({
        accounts: [
          account('chk', 'depository', 1250.1),
          account('ira', 'investment', 320.76),
          account('cc', 'credit', 410.33),
          account('car', 'loan', 9000.01),
          account('oth', 'other', 77),
        ],
      });
    });
    await renderDashboard();
    const worth = card('Net worth');
    // Held 1,250.10 + 320.76 = 1,570.86; owed 410.33 + 9,000.01 = 9,410.34; worth -7,839.48.
    expect(worth).toHaveTextContent('-$7,839.48');
    expect(worth).toHaveTextContent('$1,570.86 held, $9,410.34 owed');
    expect(within(worth).getByRole('list', { name: 'By account type' })).toHaveTextContent(
      'Bank Accounts$1,250.10Credit Cards$410.33Loans$9,000.01Investments$320.76',
    );
    expect(within(worth).getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/accounts');
    expect(financialStore.getState().fetchAccounts).toHaveBeenCalledTimes(1);
  });

  it('asks for the accounts itself on a first visit, and says there are none only once the server has', async () => {
    let answer: () => void = () => undefined;
    const fetchAccounts = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    act(() => financialStore.setState({ hydrated: true, fetchAccounts }));
    await renderDashboard();
    const worth = card('Net worth');
    expect(fetchAccounts).toHaveBeenCalledTimes(1);
    // Net worth over time is asked for meanwhile, not once the accounts have come.
    expect(getBalanceHistory).toHaveBeenCalledTimes(1);
    expect(worth).toHaveAttribute('aria-busy', 'true');
    expect(worth).not.toHaveTextContent('No accounts yet');
    await act(async () => answer());
    expect(worth).toHaveTextContent('No accounts yet: link a bank or add an account to see what you hold and owe.');
    expect(worth).not.toHaveAttribute('aria-busy', 'true');
  });

  it("draws net worth over the last 12 months by the sidebar's rule, the estimated days said so", async () => {
    act(() => {
      financialStore.setState({ accounts: [account('chk', 'depository', 1250.1), account('cc', 'credit', 410.33)] });
    });
    await renderDashboard();
    const worth = card('Net worth');
    fireEvent.click(await within(worth).findByText('Show the figures as a table'));
    // Held less owed, the 'other' account's 500 in no group: 1,000.10 - 200.20; 1,500.55 - 300.30; 1,250.10 - 410.33.
    expect(
      within(await within(worth).findByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonthNet worth', 'Sep 30, 2026 (estimated)$799.90', 'Oct 31, 2026$1,200.25', 'Nov 17, 2026$839.77']);
    expect(worth).toHaveTextContent('Dashed: estimated from your transactions');
    expect(getBalanceHistory).toHaveBeenCalledWith(
      { startDate: '2025-12-01', endDate: '2026-11-17' },
      expect.anything(),
    );
  });

  it('says so where net worth over time cannot be fetched, and still shows net worth now', async () => {
    getBalanceHistory.mockRejectedValue(new Error('Server error'));
    act(() => {
      financialStore.setState({ accounts: [account('chk', 'depository', 1250.1)] });
    });
    await renderDashboard();
    const worth = card('Net worth');
    expect(await within(worth).findByRole('alert')).toHaveTextContent('Failed to fetch net worth over time');
    expect(worth).toHaveTextContent('$1,250.10');
  });

  it('lists the largest categories of the month by name, each opening its transactions', async () => {
    await renderDashboard();
    const top = card('Top categories this month');
    const kids = await within(top).findByRole('link', { name: /Kids/ });
    expect(kids).toHaveTextContent('Kids$400.10');
    expect(kids).toHaveAttribute('href', '/transactions?from=2026-11-01&to=2026-11-17&category=cat_kids');
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Food And Drink$600.30', 'Kids$400.10', 'Transportation$250.00']);
  });

  it('lists the latest transactions, money in with a plus', async () => {
    await renderDashboard();
    const latest = card('Latest transactions');
    expect(await within(latest).findByText('Corner Cafe')).toBeInTheDocument();
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Corner Cafe$4.50Nov 16, 2026', 'ACME PAYROLL+$3,000.00Nov 15, 2026']);
  });

  it('says which figure could not be fetched, in that part only; the others still show', async () => {
    getMonthTotals.mockRejectedValue(new Error('Server error'));
    getCategoryTotals.mockRejectedValue(new Error('Server error'));
    await renderDashboard();
    expect(await within(card('This month so far')).findByRole('alert')).toHaveTextContent(
      'Failed to fetch monthly summary',
    );
    expect(await within(card('Top categories this month')).findByRole('alert')).toHaveTextContent(
      'Failed to fetch category summary',
    );
    expect(await within(card('Latest transactions')).findByText('Corner Cafe')).toBeInTheDocument();
  });

  it('reads the figures again when a change marks the summaries stale (a sync, a correction)', async () => {
    await renderDashboard();
    const month = card('This month so far');
    expect(await within(month).findByText('$1,250.40')).toBeInTheDocument();
    getMonthTotals.mockImplementation(async (range) =>
      monthSummary(range, [
        [range.startDate.slice(0, 7), range.startDate === THIS_MONTH.startDate ? 1262.9 : 1000.15, 3000],
      ]),
    );
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: summariesKey('user-1') });
    });
    expect(await within(month).findByText('$1,262.90')).toBeInTheDocument();
    expect(month).toHaveTextContent('$262.75 more than the same days of last month ($1,000.15)');
  });

  it('asks nothing while nobody is signed in', async () => {
    await act(async () => {
      await financialStore.setOwner(null);
    });
    await renderDashboard();
    expect(getMonthTotals).not.toHaveBeenCalled();
    expect(getLatestTransactions).not.toHaveBeenCalled();
  });
});
