import { aTransaction } from '../testing/transaction-fixture';
import { DEFAULT_COLUMNS } from './columns';
import { csvField, toCsv } from './csv';
import { toRows } from './transaction-rows';

describe('toCsv', () => {
  const rows = toRows([
    aTransaction({
      merchant_name: 'Joe\'s "Diner", Inc.',
      date: '2026-04-02',
      amount: 12.5,
      pending: true,
      personal_finance_category: { primary: 'FOOD_AND_DRINK' },
      notes: 'lunch, with "Sam"',
    }),
    aTransaction({
      merchant_name: null,
      name: '=HYPERLINK("x")',
      date: '2026-04-01',
      amount: -100,
      institution_name: 'Tartan Bank',
      account_name: 'Savings',
      account_mask: '1111',
      personal_finance_category: null,
    }),
  ]);

  it('writes the visible columns in their order, the rows in the given order, signed amounts Notes and Pending', () => {
    expect(toCsv(rows, DEFAULT_COLUMNS).split('\r\n')).toEqual([
      'Institution,Account,Date,Description,Amount,Category,Notes,Pending',
      'First Platypus Bank,Plaid Checking ••••0000,2026-04-02,"Joe\'s ""Diner"", Inc.",12.50,Food And Drink,"lunch, with ""Sam""",yes',
      'Tartan Bank,Savings ••••1111,2026-04-01,"\'=HYPERLINK(""x"")",-100.00,Uncategorized,,no',
      '',
    ]);
  });

  it('leaves hidden columns out and follows a changed order', () => {
    const columns = [DEFAULT_COLUMNS[4]!, DEFAULT_COLUMNS[2]!, { ...DEFAULT_COLUMNS[0]!, visible: false }];
    expect(toCsv(rows, columns).split('\r\n').slice(0, 2)).toEqual([
      'Amount,Date,Notes,Pending',
      '12.50,2026-04-02,"lunch, with ""Sam""",yes',
    ]);
  });

  it('quotes fields with commas, quotes or line breaks and defuses formulas in text only', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('+1 800')).toBe("'+1 800");
    expect(csvField('-12.00', true)).toBe('-12.00');
  });
});
