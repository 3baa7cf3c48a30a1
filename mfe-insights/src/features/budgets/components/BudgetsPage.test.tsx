import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeRoot } from '@finance/shared';
import type { BudgetResponse } from '@finance/shared/contracts';
import { ApiError } from '@finance/shared';
import { queryClient, summariesKey } from '@finance/shared/data';
import * as requests from '../api/budget-requests';
import { signInAt, signOutAfter } from '../../../testing/signed-in-page';
import { BudgetsPage } from './BudgetsPage';

jest.mock('../api/budget-requests', () => ({
  ...jest.requireActual<object>('../api/budget-requests'),
  getBudget: jest.fn(),
  changeBudget: jest.fn(),
}));
jest.mock('@finance/shared/data', () => ({
  ...jest.requireActual<object>('@finance/shared/data'),
  getCategories: jest.fn(async () => [
    { category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' },
    { category_id: 'TRAVEL', name: 'Travel', kind: 'provider' },
    { category_id: 'MEDICAL', name: 'Medical', kind: 'provider' },
    { category_id: 'INCOME', name: 'Income', kind: 'provider' },
    { category_id: 'cat_kids', name: 'Kids', kind: 'custom' },
  ]),
}));

const getBudget = jest.mocked(requests.getBudget);
const changeBudget = jest.mocked(requests.changeBudget);

/** November 2026 as the server answers it: Food with rollover (a deficit carried in), Kids without. */
function november(overrides: Partial<BudgetResponse> = {}): BudgetResponse {
  return {
    month: '2026-11',
    first_month: '2025-06',
    last_month: '2026-12',
    income: 3000,
    budgeted: 450.1,
    left_to_budget: 2549.9,
    categories: [
      {
        category: 'FOOD_AND_DRINK',
        amount: 300.1,
        set_in: '2026-09',
        rollover: true,
        carried: -0.3,
        available: 299.8,
        spent: 100.2,
        left: 199.6,
      },
      {
        category: 'cat_kids',
        amount: 150,
        set_in: '2026-11',
        rollover: false,
        carried: 0,
        available: 150,
        spent: 160.25,
        left: -10.25,
      },
    ],
    not_budgeted: [{ category: 'MEDICAL', spent: 40.4 }],
    deleted_budgeted: 0,
    suggestions: [],
    ...overrides,
  };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

async function renderBudgets(path = '/budgets') {
  await act(async () => {
    render(
      <ThemeRoot>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/budgets" element={<BudgetsPage />} />
            <Route path="/transactions" element={<p>Transactions screen</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ThemeRoot>,
    );
  });
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('BudgetsPage', () => {
  beforeEach(async () => {
    jest.clearAllMocks();
    // The last evening of November in New York: 23:30, already December 1st in UTC.
    await signInAt(new Date(2026, 10, 30, 23, 30));
    getBudget.mockImplementation(async (month) =>
      month === '2026-11' ? november() : november({ month, categories: [], budgeted: 0, left_to_budget: 3000 }),
    );
  });

  afterEach(signOutAfter);

  it("shows the person's month: totals, each budget's spending, what is left or over, the pace and the rollover", async () => {
    await renderBudgets();
    expect(getBudget).toHaveBeenCalledWith('2026-11', expect.anything());
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
    const glance = screen.getByRole('region', { name: 'November 2026 at a glance' });
    expect(await within(glance).findByText('$3,000.00')).toBeVisible();
    expect(glance).toHaveTextContent('Income$3,000.00Budgeted$450.10Left to budget$2,549.90');

    const food = row('Food And Drink');
    expect(food).toHaveTextContent('$100.20 spent of $299.80');
    expect(food).toHaveTextContent('$199.60 left');
    // The month's last day: an even pace has spent all of it by today.
    expect(food).toHaveTextContent('At an even pace, $299.80 by today');
    expect(food).toHaveTextContent('Carried in from October 2026: -$0.30. Carries $199.60 into December 2026.');
    expect(within(food).getByRole('checkbox', { name: 'Roll over to next month' })).toBeChecked();
    const kids = row('Kids');
    expect(kids).toHaveTextContent('$10.25 over');
    expect(within(kids).getByRole('checkbox', { name: 'Roll over to next month' })).not.toBeChecked();
    expect(within(food).getByRole('link', { name: 'Food And Drink' })).toHaveAttribute(
      'href',
      '/transactions?from=2026-11-01&to=2026-11-30&category=FOOD_AND_DRINK',
    );

    const notBudgeted = screen.getByRole('region', { name: 'Not budgeted' });
    expect(within(notBudgeted).getByRole('listitem')).toHaveTextContent('Medical$40.40 spent');
    // Travel has no budget and no spending: the form offers it; Income never.
    const add = within(notBudgeted).getByRole('form', { name: 'Add a budget' });
    expect(
      within(add)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Travel']);
  });

  it('shows an edited amount at once, saves it, and keeps focus in the field', async () => {
    let answer: (value: BudgetResponse) => void = () => undefined;
    changeBudget.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderBudgets();
    const field = await screen.findByRole('textbox', { name: 'Budget for Food And Drink in November 2026' });
    expect(field).toHaveValue('300.10');
    field.focus();
    fireEvent.change(field, { target: { value: '400' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    // Before the server answers: 400.00 - 0.30 = 399.70 available, 299.50 left; 3,000 - 550 = 2,450 to budget.
    expect(await within(row('Food And Drink')).findByText('$299.50 left')).toBeVisible();
    expect(screen.getByRole('region', { name: 'November 2026 at a glance' })).toHaveTextContent(
      'Budgeted$550.00Left to budget$2,450.00',
    );
    expect(changeBudget).toHaveBeenCalledWith('2026-11', [{ category: 'FOOD_AND_DRINK', amount: 400 }]);
    expect(field).toHaveFocus();
    await act(async () => answer(november({ budgeted: 550, left_to_budget: 2450 })));
    expect(await screen.findByText('Budget for Food And Drink set to $400.00 from November 2026.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(field).toHaveFocus();
  });

  it('moves focus with a category given a budget from Not budgeted, to its field among the budgeted', async () => {
    const medical = {
      category: 'MEDICAL',
      amount: 50,
      set_in: '2026-11',
      rollover: false,
      carried: 0,
      available: 50,
      spent: 40.4,
      left: 9.6,
    };
    changeBudget.mockResolvedValue(november({ categories: [...november().categories, medical], not_budgeted: [] }));
    await renderBudgets();
    const field = await screen.findByRole('textbox', { name: 'Budget for Medical in November 2026' });
    field.focus();
    fireEvent.change(field, { target: { value: '50' } });
    await act(async () => fireEvent.keyDown(field, { key: 'Enter' }));
    const moved = within(await screen.findByRole('listitem', { name: 'Medical' })).getByRole('textbox');
    await waitFor(() => expect(moved).toHaveFocus());
    expect(moved).toHaveValue('50.00');
  });

  it('refuses a bad amount in the field, and puts back a change the server refused, saying why', async () => {
    changeBudget.mockRejectedValue(new ApiError(400, 'Bad Request', { message: 'month must be from 2025-06' }));
    await renderBudgets();
    const field = await screen.findByRole('textbox', { name: 'Budget for Kids in November 2026' });
    fireEvent.change(field, { target: { value: '-5' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent('A budget cannot be negative');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(changeBudget).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '175' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('The budget was not saved: month must be from 2025-06')).toBeVisible();
    expect(row('Kids')).toHaveTextContent('$10.25 over');
    expect(field).toHaveValue('150.00');
  });

  it('switches months by buttons, within the months the budget reaches', async () => {
    await renderBudgets('/budgets?month=2026-12');
    expect(await screen.findByRole('heading', { level: 2, name: 'December 2026' })).toBeVisible();
    await screen.findByText('No budgets in December 2026 yet. Give a category an amount below.');
    expect(screen.getByRole('button', { name: 'Next month, January 2027' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month, November 2026' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/budgets?month=2026-11');
    expect(await screen.findByRole('listitem', { name: 'Kids' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to this month' })).toBeNull();
  });

  it("offers a new person's suggestions, all at once or one by one", async () => {
    const suggestions = [
      { category: 'FOOD_AND_DRINK', amount: 20.5, months: [10, 30, 20.5] },
      { category: 'TRAVEL', amount: 12, months: [12, 0, 40] },
    ];
    const fresh = november({ categories: [], budgeted: 0, left_to_budget: 3000, suggestions });
    getBudget.mockResolvedValue(fresh);
    changeBudget.mockResolvedValue(fresh);
    await renderBudgets();
    const list = await screen.findByRole('list', { name: 'Suggested budgets' });
    expect(list).toHaveTextContent('Food And DrinkAug $10.00 · Sep $30.00 · Oct $20.50$20.50');
    await act(async () => fireEvent.click(within(list).getByRole('button', { name: 'Use $12.00 for Travel' })));
    expect(changeBudget).toHaveBeenLastCalledWith('2026-11', [{ category: 'TRAVEL', amount: 12 }]);
    expect(await screen.findByText('Budget set: Travel, $12.00 from November 2026.')).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use all suggestions' })));
    expect(changeBudget).toHaveBeenLastCalledWith('2026-11', [
      { category: 'FOOD_AND_DRINK', amount: 20.5 },
      { category: 'TRAVEL', amount: 12 },
    ]);
    expect(await screen.findByText('2 budgets set from November 2026.')).toBeVisible();
  });

  it("reads the month again when the person's data changes (a sync, a correction, a budget elsewhere)", async () => {
    await renderBudgets();
    await screen.findByRole('listitem', { name: 'Kids' });
    getBudget.mockResolvedValue(november({ income: 3100, left_to_budget: 2649.9 }));
    await act(async () => queryClient.invalidateQueries({ queryKey: summariesKey('user-1') }));
    expect(await screen.findByText('$3,100.00')).toBeVisible();
  });
});
