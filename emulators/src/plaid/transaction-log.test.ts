import * as transactionModule from './transaction';
import { MONTHLY_BILLS, PAYROLL } from './merchants';
import { BenchHistory } from './transaction-history';
import { TransactionLog, type ItemDataSpec } from './transaction-log';

const EVERY_ACCOUNT = ['0000', '1111', '2222', '4444', '3333', '7777', '8888', '5555', '6666'];
const UPDATE_DAYS = ['2026-03-11', '2026-03-11', '2026-03-13', '2026-03-14', '2026-03-14', '2026-03-16'];
const custom = (amount: number) => ({
  date_transacted: '2026-03-11',
  date_posted: '2026-03-11',
  amount,
  description: 'STARBUCKS 12 SEATTLE WA',
  iso_currency_code: 'USD',
});

/** A bench item of the given size, linked on 2026-03-10, after six updates and two sandbox batches. */
const benchSpec = (benchTransactions: number): ItemDataSpec => ({
  itemId: 'item',
  seed: 'seed',
  masks: EVERY_ACCOUNT,
  anchorDay: '2026-03-10',
  updateDays: UPDATE_DAYS,
  benchTransactions,
  customBatches: [
    { afterUpdates: 1, transactions: [custom(4.5), custom(-20)] },
    { afterUpdates: 4, transactions: [custom(7)] },
  ],
});

describe("a bench item's change log", () => {
  afterEach(() => jest.restoreAllMocks());

  it('holds what changed since the link, never the history: as few transactions at 500,000 as at 1,000', () => {
    const held = [1_000, 50_000, 200_000, 500_000].map((size) => {
      const log = new TransactionLog(benchSpec(size));
      expect(log.length).toBeGreaterThan(size);
      return log.heldTransactions();
    });
    // Six updates and three custom transactions: their changes, and the history's transactions they touched.
    for (const count of held) expect(count).toBeLessThan(120);
    expect(Math.max(...held) - Math.min(...held)).toBeLessThanOrEqual(2);
  });

  it('an ordinary item holds what changed since the link too, not its 24 months', () => {
    const log = new TransactionLog({ ...benchSpec(0), benchTransactions: null });
    expect(log.length).toBeGreaterThan(1_000);
    expect(log.heldTransactions()).toBeLessThan(150);
  });

  it('makes a page of the history when asked, and a change costs a page, not the history', () => {
    const made = jest.spyOn(transactionModule, 'toTransaction');
    const spec = benchSpec(200_000);
    const updateDays = spec.updateDays.slice(0, 2);
    const log = new TransactionLog({ ...spec, updateDays });
    // Two updates: each made the history's last settled transactions it picks from, a few dozen.
    expect(made.mock.calls.length).toBeLessThan(500);

    made.mockClear();
    const page = log.slice(150_000, 150_500);
    expect(page).toHaveLength(500);
    expect(made).toHaveBeenCalledTimes(500);

    made.mockClear();
    updateDays.push('2026-03-12');
    const before = log.length;
    log.catchUp(updateDays, spec.customBatches);
    expect(log.length).toBeGreaterThan(before);
    expect(made.mock.calls.length).toBeLessThan(500);
  });

  it('gives any range as the whole sequence would: a page read on its own equals the same part of a longer read', () => {
    const log = new TransactionLog(benchSpec(9_001));
    const whole = log.slice(0, log.length);
    for (const [start, end] of [
      [0, 1],
      [29, 31],
      [4_499, 4_999],
      [8_990, 9_030],
    ] as const) {
      expect(log.slice(start, end)).toEqual(whole.slice(start, end));
    }
  });

  it('holds pay every other Friday and the monthly bills on their days, from checking, among exactly N transactions', () => {
    const history = new BenchHistory(benchSpec(9_001), 9_001).slice(0, 9_001);
    expect(history).toHaveLength(9_001);
    const pay = history.filter((t) => t.name === PAYROLL.descriptor);
    // 730 days hold 52 Fridays of the one fortnightly rhythm.
    expect(pay).toHaveLength(52);
    const checking = pay[0]!.account_id;
    pay.forEach((row, n) => {
      expect(new Date(`${row.date}T00:00:00Z`).getUTCDay()).toBe(5);
      if (n > 0) expect(Date.parse(row.date) - Date.parse(pay[n - 1]!.date)).toBe(14 * 86_400_000);
      expect(row.account_id).toBe(checking);
      expect(-row.amount).toBeGreaterThanOrEqual(PAYROLL.amount[0]);
    });
    for (const bill of MONTHLY_BILLS) {
      const rows = history.filter((t) => t.name === bill.spec.descriptor);
      // 24 months, from 2024-03-11 to the link day 2026-03-10: a bill on the 1st to the 9th falls in all 24.
      expect(rows.length).toBe(24);
      for (const row of rows) {
        expect(Number(row.date.slice(8))).toBe(bill.day);
        expect(row.account_id).toBe(checking);
        expect(row.amount).toBeGreaterThanOrEqual(bill.spec.amount[0]);
        expect(row.amount).toBeLessThanOrEqual(bill.spec.amount[1]);
      }
    }
  });
});
