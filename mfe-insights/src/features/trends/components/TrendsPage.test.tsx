import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeRoot } from '@finance/shared';
import type { PayeeSummaryResponse } from '@finance/shared/contracts';
import { queryClient, summariesKey } from '@finance/shared/data';
import * as summaries from '../../../api/summary-requests';
import { categoryTrends, monthSummary } from '../../../testing/dashboard-fixture';
import { signInAt, signOutAfter } from '../../../testing/signed-in-page';
import { TrendsPage } from './TrendsPage';

jest.mock('../../../api/summary-requests', () => ({
  ...jest.requireActual<object>('../../../api/summary-requests'),
  getMonthTotals: jest.fn(),
  getCategoryTrends: jest.fn(),
  getPayeeTotals: jest.fn(),
}));
jest.mock('@finance/shared/data', () => ({
  ...jest.requireActual<object>('@finance/shared/data'),
  getCategories: jest.fn(async () => [{ category_id: 'cat_kids', name: 'Kids', kind: 'custom' }]),
}));
// The charts draw in a browser (e2e/specs/trends.spec.ts); here the page's figures, links and states.
jest.mock('../../../components/charts/CategoryBars', () => ({ __esModule: true, default: () => null }));
jest.mock('../../../components/charts/FlowBars', () => ({ __esModule: true, default: () => null }));

const getMonthTotals = jest.mocked(summaries.getMonthTotals);
const getCategoryTrends = jest.mocked(summaries.getCategoryTrends);
const getPayeeTotals = jest.mocked(summaries.getPayeeTotals);

/** Today: November 17th, 2026, 10:30 in the suites' zone. The last 3 months: Sep 1st to Nov 17th. */
const THREE_MONTHS = { startDate: '2026-09-01', endDate: '2026-11-17' };
const BEFORE = { startDate: '2026-06-01', endDate: '2026-08-17' };
const MONTHS = ['2026-09', '2026-10', '2026-11'];

const trends = (range: { startDate: string; endDate: string }, totals: Record<string, number[]>) =>
  categoryTrends(range, MONTHS, totals);

function payees(range: { startDate: string; endDate: string }): PayeeSummaryResponse {
  return {
    start_date: range.startDate,
    end_date: range.endDate,
    summary: [
      { payee: 'Cascade Property Management', total: 6450, count: 3, last_date: '2026-11-01' },
      { payee: 'Corner Cafe', total: 12.5, count: 1, last_date: '2026-11-02' },
    ],
  };
}

function card(name: string) {
  return screen.getByRole('region', { name });
}

/** The address the page is at, shown for the test to read. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

const location = () => screen.getByTestId('location').textContent;

async function renderTrends(path = '/trends?range=3m') {
  await act(async () => {
    render(
      <ThemeRoot>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/trends" element={<TrendsPage />} />
            <Route path="/transactions" element={<p>Transactions screen</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ThemeRoot>,
    );
  });
}

describe('TrendsPage', () => {
  beforeEach(async () => {
    jest.clearAllMocks();
    await signInAt(new Date(2026, 10, 17, 10, 30));
    getMonthTotals.mockImplementation(async (range) =>
      range.startDate === THREE_MONTHS.startDate
        ? monthSummary(range, [
            ['2026-09', 1000.1, 3000],
            ['2026-10', 1200.2, 3000],
            ['2026-11', 800.05, 1500.5],
          ])
        : monthSummary(range, [['2026-06', 2500.5, 7000]]),
    );
    getCategoryTrends.mockImplementation(async (range) =>
      trends(range, { FOOD_AND_DRINK: [600.1, 700.2, 500.05], cat_kids: [400, 500, 300] }),
    );
    getPayeeTotals.mockImplementation(async (range) => payees(range));
  });

  afterEach(signOutAfter);

  it('compares the range with the period of the same length before it, to the cent', async () => {
    await renderTrends();
    expect(screen.getByText('Sep 1, 2026 – Nov 17, 2026, compared with Jun 1, 2026 – Aug 17, 2026')).toBeVisible();
    const period = card('Spending and income');
    // Spending 1,000.10 + 1,200.20 + 800.05 = 3,000.35; income 7,500.50; net 4,500.15.
    expect(await within(period).findByText('$3,000.35')).toBeInTheDocument();
    expect(period).toHaveTextContent('$499.85 more than the previous period ($2,500.50)');
    expect(period).toHaveTextContent('Income$7,500.50$500.50 more than the previous period ($7,000.00)');
    expect(period).toHaveTextContent(
      'Net (income less spending)$4,500.15$0.65 more than the previous period ($4,499.50)',
    );
    expect(getMonthTotals).toHaveBeenCalledWith(THREE_MONTHS, expect.anything());
    expect(getMonthTotals).toHaveBeenCalledWith(BEFORE, expect.anything());
    expect(screen.getByRole('link', { name: '3 months' })).toHaveAttribute('aria-current', 'true');
  });

  it('names each category, with its total, opening its transactions over the range', async () => {
    await renderTrends();
    const legend = await within(card('Spending by category')).findByRole('list', { name: 'Categories' });
    const links = within(legend).getAllByRole('link');
    // Food and drink 600.10 + 700.20 + 500.05 = 1,800.35; Kids 1,200.00.
    expect(links.map((link) => link.textContent)).toEqual(['Food And Drink$1,800.35', 'Kids$1,200.00']);
    expect(links[1]).toHaveAttribute('href', '/transactions?from=2026-09-01&to=2026-11-17&category=cat_kids');
  });

  it('gives every figure of a chart in a table, each opening the rows of its month', async () => {
    await renderTrends();
    const flow = card('Income and spending');
    fireEvent.click(await within(flow).findByText('Show the figures as a table'));
    // A folded table is built when it is opened.
    expect(within(flow).queryByRole('table')).toBeNull();
    const table = await within(flow).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthIncomeSpendingNet',
      'Sep 2026$3,000.00$1,000.10$1,999.90',
      'Oct 2026$3,000.00$1,200.20$1,799.80',
      'Nov 2026$1,500.50$800.05$700.45',
    ]);
    expect(within(rows[3]!).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/transactions?from=2026-11-01&to=2026-11-17',
    );
    const byCategory = card('Spending by category');
    fireEvent.click(within(byCategory).getByText('Show the figures as a table'));
    const september = within(await within(byCategory).findByRole('table')).getAllByRole('row')[1]!;
    expect(september).toHaveTextContent('Sep 2026$600.10$400.00');
    expect(within(september).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/transactions?from=2026-09-01&to=2026-09-30&category=FOOD_AND_DRINK',
    );
  });

  it('lists the largest payees, each opening exactly its rows', async () => {
    await renderTrends();
    const list = card('Largest payees');
    const cafe = await within(list).findByRole('link', { name: /Corner Cafe/ });
    expect(cafe).toHaveTextContent('Corner Cafe$12.501 transaction');
    expect(cafe).toHaveAttribute('href', '/transactions?from=2026-09-01&to=2026-11-17&payee=Corner+Cafe');
  });

  it('says which part could not be fetched, in that part only; the others still show', async () => {
    getCategoryTrends.mockRejectedValue(new Error('Server error'));
    getPayeeTotals.mockRejectedValue(new Error('Server error'));
    await renderTrends();
    expect(await within(card('Spending by category')).findByRole('alert')).toHaveTextContent(
      'Failed to fetch spending trends',
    );
    expect(await within(card('Largest payees')).findByRole('alert')).toHaveTextContent('Failed to fetch payee summary');
    expect(await within(card('Spending and income')).findByText('$3,000.35')).toBeInTheDocument();
  });

  it('says so where the monthly summary fails', async () => {
    getMonthTotals.mockRejectedValue(new Error('Server error'));
    await renderTrends();
    expect(await within(card('Spending and income')).findByRole('alert')).toHaveTextContent(
      'Failed to fetch monthly summary',
    );
    expect(await within(card('Income and spending')).findByRole('alert')).toHaveTextContent(
      'Failed to fetch monthly summary',
    );
    expect(await within(card('Largest payees')).findByText('Corner Cafe')).toBeInTheDocument();
  });

  it('refuses custom dates that make no range, saying why, and keeps the address', async () => {
    await renderTrends();
    fireEvent.click(screen.getByRole('button', { name: 'Custom dates' }));
    const form = screen.getByRole('form', { name: 'Custom dates' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-10-02' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-10-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(within(form).getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/trends?range=3m');
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-10-31' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    });
    expect(location()).toBe('/trends?from=2026-10-02&to=2026-10-31');
    expect(getMonthTotals).toHaveBeenCalledWith({ startDate: '2026-10-02', endDate: '2026-10-31' }, expect.anything());
    // The 30 days before.
    expect(getMonthTotals).toHaveBeenCalledWith({ startDate: '2026-09-02', endDate: '2026-10-01' }, expect.anything());
  });

  it('shows the default range, and why, for an address it cannot show', async () => {
    await renderTrends('/trends?range=forever');
    expect(screen.getByRole('alert')).toHaveTextContent('The range in the address is not one Trends knows.');
    expect(screen.getByRole('link', { name: '6 months' })).toHaveAttribute('aria-current', 'true');
  });

  it('reads the figures again when a change marks the summaries stale (a sync, a correction)', async () => {
    await renderTrends();
    const period = card('Spending and income');
    expect(await within(period).findByText('$3,000.35')).toBeInTheDocument();
    getMonthTotals.mockImplementation(async (range) =>
      monthSummary(range, [
        [range.startDate.slice(0, 7), range.startDate === THREE_MONTHS.startDate ? 2900 : 2500.5, 0],
      ]),
    );
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: summariesKey('user-1') });
    });
    expect(await within(period).findByText('$2,900.00')).toBeInTheDocument();
  });
});
