import { rowMarks } from '../components/RowMarks';
import { aSplit, aTransaction } from '../testing/transaction-fixture';
import { countedAmount } from './cell-format';
import { DEFAULT_COLUMNS } from './columns';
import { toCsv } from './csv';
import { filterRows, NO_FILTERS } from './filter';
import { filterOptions } from './filter-options';
import { canSplit, isSplitWhole, listedTransactions, partsOf } from './splits';
import { totalsOf } from './totals';
import { toRows } from './transaction-rows';

// A $50.00 shop split into $30.00 of groceries and $20.00 of household goods, beside a $5.00 coffee.
const { whole, parts } = aSplit({ merchant_name: 'Corner Shop', amount: 50 }, [
  { amount: 30, personal_finance_category: { primary: 'FOOD_AND_DRINK' } },
  { amount: 20, personal_finance_category: { primary: 'HOME_IMPROVEMENT' }, notes: 'soap' },
]);
const coffee = aTransaction({ merchant_name: 'Blue Bottle', amount: 5 });
const loaded = [whole, ...parts, coffee];
const rows = toRows(listedTransactions(loaded));
const ids = (list: readonly { transaction: { transaction_id: string } }[]) =>
  list.map((row) => row.transaction.transaction_id);

describe('a split in the list', () => {
  it('lists the parts, never the whole; a set without a split is listed as it is', () => {
    expect(ids(rows)).toEqual([parts[0]!.transaction_id, parts[1]!.transaction_id, coffee.transaction_id]);
    const plain = [coffee, ...parts];
    expect(listedTransactions(plain)).toBe(plain);
    expect(isSplitWhole(whole)).toBe(true);
    expect(parts.some(isSplitWhole)).toBe(false);
    expect(partsOf(loaded, whole.transaction_id)).toEqual(parts);
  });

  it('counts money out of 50.00 once: the parts, not the whole (which counts 0 wherever it is met)', () => {
    expect(totalsOf(rows, (row) => row.counted)).toEqual({ count: 3, moneyIn: 0, moneyOut: 55 });
    expect(countedAmount(whole)).toBe(0);
    expect(totalsOf(loaded, countedAmount).moneyOut).toBe(55);
  });

  it("matches a part by its own category in the Categories filter, which offers the parts' categories", () => {
    const food = filterRows(rows, { ...NO_FILTERS, categories: ['Food And Drink'] });
    expect(ids(food)).toEqual([parts[0]!.transaction_id]);
    expect(filterOptions(rows).categories.map((option) => option.label)).toEqual([
      'Food And Drink',
      'Home Improvement',
      // The coffee's, as the bank listed it.
      'Shops',
    ]);
    // A search finds a part by its own note.
    expect(ids(filterRows(rows, { ...NO_FILTERS, searchTerm: 'soap' }))).toEqual([parts[1]!.transaction_id]);
  });

  it('exports the parts, not the whole', () => {
    const lines = toCsv(rows, DEFAULT_COLUMNS).split('\r\n');
    expect(lines.filter((line) => line.includes('Corner Shop'))).toEqual([
      expect.stringContaining(',30.00,Food And Drink,'),
      expect.stringContaining(',20.00,Home Improvement,soap,'),
    ]);
  });

  it('marks a part "Split", or "Review split" once the bank changed the whole', () => {
    expect(rowMarks(rows[0]!)).toEqual(['Split']);
    const review = aSplit({ amount: 50 }, [{ amount: 30 }, { amount: 20 }], 'review');
    expect(rowMarks(toRows(review.parts)[0]!)).toEqual(['Review split']);
    expect(rowMarks(rows[2]!)).toEqual([]);
  });

  it('offers a split only for a posted transaction that is no transfer half, no part and not split already', () => {
    expect(canSplit(coffee)).toBe(true);
    expect(canSplit(aTransaction({ pending: true }))).toBe(false);
    expect(canSplit(aTransaction({ transfer_id: 'tx-9' }))).toBe(false);
    expect(canSplit(parts[0]!)).toBe(false);
    expect(canSplit(whole)).toBe(false);
  });
});
