import { aTransaction } from '../testing/transaction-fixture';
import { createNarrowingFilter, filterRows, isUnfiltered, narrows, NO_FILTERS } from './filter';
import { filterOptions } from './filter-options';
import { toRows } from './transaction-rows';

const coffee = aTransaction({
  transaction_id: 'coffee',
  merchant_name: 'Starbucks',
  date: '2026-01-05',
  amount: 4.5,
  category: ['Food and Drink', 'Coffee Shop'],
  account_id: 'a1',
  account_name: 'Plaid Checking',
  account_mask: '0000',
  institution_name: 'First Platypus Bank',
});
const salary = aTransaction({
  transaction_id: 'salary',
  merchant_name: null,
  name: 'ACME PAYROLL',
  date: '2026-02-01',
  amount: -2500,
  category: ['Transfer', 'Payroll'],
  account_id: 'a1',
  account_name: 'Plaid Checking',
  account_mask: '0000',
  institution_name: 'First Platypus Bank',
  personal_finance_category: { primary: 'INCOME' },
});
const flight = aTransaction({
  transaction_id: 'flight',
  merchant_name: 'United Airlines',
  date: '2026-03-20',
  amount: 500,
  category: ['Travel', 'Airlines'],
  account_id: 'b2',
  account_name: 'Plaid Credit Card',
  account_mask: '3333',
  institution_name: 'Tartan Bank',
});
const rows = toRows([coffee, salary, flight]);
const ids = (filters: Partial<typeof NO_FILTERS>) =>
  filterRows(rows, { ...NO_FILTERS, ...filters }).map((row) => row.transaction.transaction_id);

describe('filterRows', () => {
  it('lets everything through with no filters, as the same array', () => {
    expect(isUnfiltered(NO_FILTERS)).toBe(true);
    expect(isUnfiltered({ ...NO_FILTERS, payee: 'Starbucks' })).toBe(false);
    expect(filterRows(rows, NO_FILTERS)).toBe(rows);
  });

  it('searches description, name, account, institution, categories and amount, ignoring case and outer spaces', () => {
    expect(ids({ searchTerm: 'STARB' })).toEqual(['coffee']);
    expect(ids({ searchTerm: ' payroll ' })).toEqual(['salary']);
    expect(ids({ searchTerm: 'tartan' })).toEqual(['flight']);
    expect(ids({ searchTerm: '••••0000' })).toEqual(['coffee', 'salary']);
    expect(ids({ searchTerm: 'Plaid Checking ••••0000' })).toEqual(['coffee', 'salary']);
    expect(ids({ searchTerm: 'credit card 3333' })).toEqual(['flight']);
    expect(ids({ searchTerm: 'coffee shop' })).toEqual(['coffee']);
    expect(ids({ searchTerm: 'income' })).toEqual(['salary']);
    expect(ids({ searchTerm: '2500.00' })).toEqual(['salary']);
    expect(ids({ searchTerm: 'nothing like this' })).toEqual([]);
  });

  it('stops at a limit of rows let through, in their order', () => {
    const dated = { ...NO_FILTERS, startDate: '2000-01-01' };
    expect(filterRows(rows, dated, 2)).toEqual(filterRows(rows, dated).slice(0, 2));
    expect(filterRows(rows, dated, 2)).toHaveLength(2);
    expect(filterRows(rows, dated, 10)).toEqual(filterRows(rows, dated));
  });

  it('keeps dates within From and To, both inclusive', () => {
    expect(ids({ startDate: '2026-02-01' })).toEqual(['salary', 'flight']);
    expect(ids({ endDate: '2026-02-01' })).toEqual(['coffee', 'salary']);
    expect(ids({ startDate: '2026-01-06', endDate: '2026-03-19' })).toEqual(['salary']);
  });

  it('keeps signed amounts within the minimum and maximum, both inclusive', () => {
    expect(ids({ minAmount: 4.5 })).toEqual(['coffee', 'flight']);
    expect(ids({ maxAmount: 4.5 })).toEqual(['coffee', 'salary']);
    expect(ids({ minAmount: -3000, maxAmount: 0 })).toEqual(['salary']);
  });

  it('keeps transactions with any ticked category, account or institution, and combines every filter', () => {
    expect(ids({ categories: ['Coffee Shop', 'Airlines'] })).toEqual(['coffee', 'flight']);
    expect(ids({ account: ['b2'] })).toEqual(['flight']);
    expect(ids({ institution: ['First Platypus Bank'] })).toEqual(['coffee', 'salary']);
    expect(ids({ institution: ['First Platypus Bank'], categories: ['Travel'] })).toEqual([]);
    expect(ids({ institution: ['First Platypus Bank'], searchTerm: 'star', maxAmount: 10 })).toEqual(['coffee']);
  });

  it("matches the bank's entries, or the category the person chose instead of them, ignoring case", () => {
    expect(ids({ categories: ['coffee shop'] })).toEqual(['coffee']);
    const recategorised = toRows(
      [{ ...coffee, personal_finance_category: { primary: 'cat_coffee' } }, flight],
      new Map([['cat_coffee', 'Coffee']]),
    );
    const matching = (categories: string[]) =>
      filterRows(recategorised, { ...NO_FILTERS, categories }).map((row) => row.transaction.transaction_id);
    expect(matching(['Coffee'])).toEqual(['coffee']);
    expect(matching(['Food and Drink', 'Coffee Shop'])).toEqual([]);
    expect(filterOptions(recategorised).categories.map((option) => option.label)).toEqual([
      'Airlines',
      'Coffee',
      'Travel',
    ]);
  });

  it('matches a category by its key as the summaries count it (a Dashboard or Trends figure opening its rows)', () => {
    expect(ids({ categories: ['INCOME'] })).toEqual(['salary']);
    const recategorised = toRows([{ ...coffee, personal_finance_category: { primary: 'cat_coffee' } }, salary]);
    const matching = (categories: string[]) =>
      filterRows(recategorised, { ...NO_FILTERS, categories }).map((row) => row.transaction.transaction_id);
    expect(matching(['cat_coffee'])).toEqual(['coffee']);
    expect(matching(['INCOME', 'cat_coffee'])).toEqual(['coffee', 'salary']);
  });

  it("matches a category the summaries name by the bank's older entry, or UNCATEGORIZED with neither", () => {
    const named = toRows([
      aTransaction({ transaction_id: 'cash', personal_finance_category: null, category: [], manual: true }),
      aTransaction({ transaction_id: 'old', personal_finance_category: null, category: ['Food and Drink', 'Diner'] }),
      aTransaction({ transaction_id: 'new', personal_finance_category: { primary: 'FOOD_AND_DRINK' }, category: [] }),
    ]);
    const matching = (categories: string[]) =>
      filterRows(named, { ...NO_FILTERS, categories }).map((row) => row.transaction.transaction_id);
    expect(named.map((row) => row.summaryCategory)).toEqual(['uncategorized', 'food and drink', 'food_and_drink']);
    expect(matching(['UNCATEGORIZED'])).toEqual(['cash']);
    expect(matching(['Food and Drink'])).toEqual(['old']);
    expect(matching(['FOOD_AND_DRINK'])).toEqual(['new']);
  });

  it('keeps the rows whose payee, as the summaries name it, is the Payee filter, exactly', () => {
    expect(ids({ payee: 'Starbucks' })).toEqual(['coffee']);
    // No merchant: the bank's description names it.
    expect(ids({ payee: 'ACME PAYROLL' })).toEqual(['salary']);
    // Exactly: no other case, no part, no spaces trimmed.
    expect(ids({ payee: 'starbucks' })).toEqual([]);
    expect(ids({ payee: 'Star' })).toEqual([]);
    expect(ids({ payee: 'Starbucks ' })).toEqual([]);
    expect(ids({ payee: 'Starbucks', startDate: '2026-02-01' })).toEqual([]);
    const named = toRows([
      { ...coffee, display_name: 'Morning latte' },
      aTransaction({ transaction_id: 'nameless', merchant_name: '', name: null }),
    ]);
    const matching = (payee: string) =>
      filterRows(named, { ...NO_FILTERS, payee }).map((row) => row.transaction.transaction_id);
    // The person's name for it is its payee, as the summaries group it.
    expect(matching('Morning latte')).toEqual(['coffee']);
    expect(matching('Starbucks')).toEqual([]);
    expect(matching('Unknown')).toEqual(['nameless']);
  });

  it("searches the person's name for it, the bank's, and the notes", () => {
    const edited = toRows([{ ...coffee, display_name: 'Morning latte', notes: 'with Sam' }]);
    const search = (searchTerm: string) =>
      filterRows(edited, { ...NO_FILTERS, searchTerm }).map((row) => row.transaction.transaction_id);
    expect(search('latte')).toEqual(['coffee']);
    expect(search('starbucks')).toEqual(['coffee']);
    expect(search('sam')).toEqual(['coffee']);
  });
});

describe('filterOptions', () => {
  it('offers whole-unit amount bounds, the date span, and the sorted category, account and institution lists', () => {
    const options = filterOptions(rows);
    expect(options.amount).toEqual({ min: -2500, max: 500 });
    expect(options.dates).toEqual({ earliest: '2026-01-05', latest: '2026-03-20' });
    expect(options.categories.map((option) => option.value)).toEqual([
      'Airlines',
      'Coffee Shop',
      'Food and Drink',
      'Payroll',
      'Transfer',
      'Travel',
    ]);
    expect(options.accounts).toEqual([
      { value: 'a1', label: 'Plaid Checking ••••0000' },
      { value: 'b2', label: 'Plaid Credit Card ••••3333' },
    ]);
    expect(options.institutions.map((option) => option.label)).toEqual(['First Platypus Bank', 'Tartan Bank']);
  });

  it('rounds fractional bounds outwards and has empty ranges when nothing is loaded', () => {
    expect(filterOptions(toRows([aTransaction({ amount: -3.5 }), aTransaction({ amount: 7.25 })])).amount).toEqual({
      min: -4,
      max: 8,
    });
    expect(filterOptions([])).toEqual({
      amount: { min: 0, max: 0 },
      dates: { earliest: '', latest: '' },
      categories: [],
      accounts: [],
      institutions: [],
    });
  });
});

describe('narrows', () => {
  it('holds when only the search term grows, as typing does', () => {
    expect(narrows({ ...NO_FILTERS, searchTerm: 'sta' }, { ...NO_FILTERS, searchTerm: 'star' })).toBe(true);
    expect(narrows(NO_FILTERS, { ...NO_FILTERS, searchTerm: 's' })).toBe(true);
    expect(narrows({ ...NO_FILTERS, searchTerm: 'tar' }, { ...NO_FILTERS, searchTerm: 'Star ' })).toBe(true);
  });

  it('does not hold when the term shrinks or changes, or any other filter changes', () => {
    expect(narrows({ ...NO_FILTERS, searchTerm: 'star' }, { ...NO_FILTERS, searchTerm: 'sta' })).toBe(false);
    expect(narrows({ ...NO_FILTERS, searchTerm: 'star' }, { ...NO_FILTERS, searchTerm: 'stop' })).toBe(false);
    expect(narrows(NO_FILTERS, { ...NO_FILTERS, minAmount: 5 })).toBe(false);
    expect(narrows(NO_FILTERS, { ...NO_FILTERS, account: ['a1'] })).toBe(false);
    expect(narrows(NO_FILTERS, { ...NO_FILTERS, payee: 'Starbucks' })).toBe(false);
    expect(narrows({ ...NO_FILTERS, payee: 'Starbucks' }, NO_FILTERS)).toBe(false);
  });

  it('gives the same rows filtered from the previous result as from every row', () => {
    const previous = { ...NO_FILTERS, searchTerm: 'plaid' };
    const next = { ...NO_FILTERS, searchTerm: 'plaid credit' };
    expect(filterRows(filterRows(rows, previous), next)).toEqual(filterRows(rows, next));
  });
});

describe('createNarrowingFilter', () => {
  it('gives the results filterRows does, typing on, backing off and changing other filters', () => {
    const filter = createNarrowingFilter();
    const steps = [
      { ...NO_FILTERS, searchTerm: 'p' },
      { ...NO_FILTERS, searchTerm: 'pl' },
      { ...NO_FILTERS, searchTerm: 'plaid c' },
      { ...NO_FILTERS, searchTerm: 'pl' },
      { ...NO_FILTERS, searchTerm: 'pl', institution: ['Tartan Bank'] },
      { ...NO_FILTERS, searchTerm: 'pl', payee: 'Starbucks' },
      { ...NO_FILTERS, searchTerm: 'plaid', payee: 'Starbucks' },
      NO_FILTERS,
    ];
    for (const filters of steps) expect(filter(rows, filters)).toEqual(filterRows(rows, filters));
  });
});
