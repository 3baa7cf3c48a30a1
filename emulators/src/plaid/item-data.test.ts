import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountIdFor } from './accounts';
import { dayIn } from './calendar';
import { ItemData } from './item-data';
import { PlaidStore } from './plaid-store';
import { TransactionLog, type ItemDataSpec, type LogEvent } from './transaction-log';

/** The whole change log, for checking small items only. */
const buildTransactionLog = (spec: ItemDataSpec): LogEvent[] => everything(new TransactionLog(spec));
const everything = (log: TransactionLog): LogEvent[] => log.slice(0, log.length);

const newStore = () => new PlaidStore(fs.mkdtempSync(path.join(os.tmpdir(), 'plaid-store-')));

const FIRST_PLATYPUS = 'ins_109508';
const TARTAN = 'ins_109511';

/** An item with a checking account and a card (First Platypus Bank unless named), its data anchored on the given day. */
function createItem(store: PlaidStore, anchorDay: string, institutionId = FIRST_PLATYPUS) {
  return store.createItem({
    institution_id: institutionId,
    client_user_id: 'u',
    webhook: null,
    products: ['transactions'],
    masks: ['0000', '3333'],
    seed: 'seed',
    anchor_day: anchorDay,
    bench_transactions: null,
  });
}

describe('item data over time', () => {
  it('has new data once a day has passed, and none while the login is required', () => {
    // Noon in New York, where First Platypus Bank dates its transactions.
    let now = new Date('2026-03-10T16:00:00Z');
    const store = newStore();
    const data = new ItemData(store, () => now);
    const item = createItem(store, '2026-03-10');
    expect(data.hasNewDay(item)).toBe(false);
    now = new Date('2026-03-11T16:00:00Z');
    expect(data.hasNewDay(item)).toBe(true);
    item.login_required = true;
    expect(data.hasNewDay(item)).toBe(false);
    item.login_required = false;
    const before = data.log(item).length;
    data.addUpdate(item);
    expect(item.update_days).toEqual(['2026-03-11']);
    expect(data.hasNewDay(item)).toBe(false);
    expect(data.log(item).length).toBeGreaterThan(before);
  });

  it('moves balances as new transactions post: a deposit account loses what went out, a card owes it', () => {
    const today = '2026-03-10';
    const store = newStore();
    const data = new ItemData(store, () => new Date('2026-03-12T16:00:00Z'));
    const item = createItem(store, today);
    const before = data.accounts(item);
    data.addUpdate(item);
    const after = data.accounts(item);
    const net = (accountId: string) =>
      everything(data.log(item))
        .filter((e) => e.transaction.account_id === accountId && e.transaction.date > today && e.kind !== 'modified')
        .reduce((sum, e) => sum + (e.kind === 'added' ? e.transaction.amount : -e.transaction.amount), 0);
    for (const [i, account] of after.entries()) {
      const out = net(account.account_id);
      expect(out).not.toBe(0);
      const expected = before[i]!.balances.current + (account.type === 'credit' ? out : -out);
      expect(account.balances.current).toBeCloseTo(expected, 1);
    }
  });

  it('posts each pending transaction on the next update, dated after it was authorized', () => {
    const spec = {
      itemId: 'item',
      seed: 's',
      masks: ['0000', '1111', '3333'],
      anchorDay: '2026-01-31',
      updateDays: ['2026-02-03'],
      benchTransactions: null,
      customBatches: [],
    };
    const log = buildTransactionLog(spec);
    const history = buildTransactionLog({ ...spec, updateDays: [] });
    expect(log.slice(0, history.length)).toEqual(history);
    const pending = history.filter((event) => event.transaction.pending).map((event) => event.transaction);
    expect(pending.length).toBeGreaterThan(0);
    const update = log.slice(history.length);
    for (const transaction of pending) {
      expect(update).toContainEqual({ kind: 'removed', transaction });
      const posted = update.find(
        (event) => event.kind === 'added' && event.transaction.pending_transaction_id === transaction.transaction_id,
      );
      expect(posted?.transaction).toMatchObject({ pending: false, account_id: transaction.account_id });
      expect(posted!.transaction.date >= transaction.date).toBe(true);
    }
    // The days between the link and the update bring their own transactions, ending with the update day.
    const newDays = new Set(
      update
        .filter((event) => event.kind === 'added' && !event.transaction.pending_transaction_id)
        .map((event) => event.transaction.date),
    );
    expect([...newDays].every((day) => day > '2026-01-31' && day <= '2026-02-03')).toBe(true);
    // Same inputs, same data.
    expect(buildTransactionLog(spec)).toEqual(log);
  });

  it('places custom transactions where the log ended when they were made: what was delivered before stays as it was', () => {
    const spec = {
      itemId: 'item',
      seed: 's',
      masks: ['3333', '0000'],
      anchorDay: '2026-01-31',
      updateDays: ['2026-02-03'],
      benchTransactions: null,
      customBatches: [],
    };
    const before = buildTransactionLog(spec);
    const custom = {
      date_transacted: '2026-02-03',
      date_posted: '2026-02-03',
      amount: 9,
      description: 'Flowers',
      iso_currency_code: 'USD',
    };
    const withCustom = { ...spec, customBatches: [{ afterUpdates: 1, transactions: [custom] }] };
    const log = buildTransactionLog(withCustom);
    expect(log.slice(0, before.length)).toEqual(before);
    // On the depository account, not the card listed first.
    expect(log.slice(before.length)).toEqual([
      {
        kind: 'added',
        transaction: expect.objectContaining({ name: 'Flowers', amount: 9, account_id: accountIdFor('item', '0000') }),
      },
    ]);

    // A later update comes after them, and the log up to them is unchanged.
    const updated = buildTransactionLog({ ...withCustom, updateDays: [...spec.updateDays, '2026-02-05'] });
    expect(updated.slice(0, log.length)).toEqual(log);
    expect(updated.length).toBeGreaterThan(log.length);
  });
});

describe('custom transactions of an item', () => {
  const custom = {
    date_transacted: '2026-03-10',
    date_posted: '2026-03-10',
    amount: 5,
    description: 'Tea',
    iso_currency_code: 'USD',
  };

  it('need a depository account, and stop at 1,000 an item', () => {
    const store = newStore();
    const data = new ItemData(store, () => new Date('2026-03-10T16:00:00Z'));
    const cardOnly = store.createItem({
      institution_id: FIRST_PLATYPUS,
      client_user_id: 'u',
      webhook: null,
      products: ['transactions'],
      masks: ['3333'],
      seed: 'seed',
      anchor_day: '2026-03-10',
      bench_transactions: null,
    });
    expect(() => data.addCustom(cardOnly, [custom])).toThrow('no depository account');

    const item = createItem(store, '2026-03-10');
    for (let batch = 0; batch < 100; batch += 1)
      data.addCustom(
        item,
        Array.from({ length: 10 }, () => custom),
      );
    expect(() => data.addCustom(item, [custom])).toThrow('at most 1000 custom transactions');
    expect(everything(data.log(item)).filter((event) => event.transaction.name === 'Tea')).toHaveLength(1_000);
  });
});

describe("the bank's calendar", () => {
  // 8 pm on November 25th in New York: already the 26th in UTC.
  const evening = new Date('2026-11-26T01:00:00Z');

  it('names the day of an instant in a time zone', () => {
    expect(dayIn('America/New_York', evening)).toBe('2026-11-25');
    expect(dayIn('Pacific/Honolulu', evening)).toBe('2026-11-25');
    expect(dayIn('UTC', evening)).toBe('2026-11-26');
    expect(dayIn('Pacific/Kiritimati', evening)).toBe('2026-11-26');
  });

  it("dates an institution's data by its own time zone: US Eastern by default, not UTC", () => {
    const store = newStore();
    const data = new ItemData(store, () => evening);
    expect(data.today(FIRST_PLATYPUS)).toBe('2026-11-25');
    expect(data.today(TARTAN)).toBe('2026-11-26');

    // Linked on the 25th in New York: at 8 pm there it is still the same day, so the bank has no new day's data yet.
    const eastern = createItem(store, '2026-11-25');
    expect(data.hasNewDay(eastern)).toBe(false);
    data.addUpdate(eastern);
    expect(eastern.update_days).toEqual(['2026-11-25']);
    const newest = (item: typeof eastern) =>
      everything(data.log(item)).reduce((max, e) => (e.transaction.date > max ? e.transaction.date : max), '');
    expect(newest(eastern)).toBe('2026-11-25');

    const ahead = createItem(store, '2026-11-25', TARTAN);
    expect(data.hasNewDay(ahead)).toBe(true);
    data.addUpdate(ahead);
    expect(ahead.update_days).toEqual(['2026-11-26']);
    expect(newest(ahead)).toBe('2026-11-26');
  });

  it('has Tartan Bank a day ahead of Honolulu at every hour of the year, and First Platypus Bank never behind it', () => {
    const store = newStore();
    let now = new Date('2026-01-01T00:30:00Z');
    const data = new ItemData(store, () => now);
    // Every fifth hour: each hour of the day comes up over the year.
    for (let hour = 0; hour < 365 * 24; hour += 5) {
      now = new Date(Date.UTC(2026, 0, 1, hour, 30));
      const honolulu = dayIn('Pacific/Honolulu', now);
      const next = new Date(`${honolulu}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(data.today(TARTAN)).toBe(next.toISOString().slice(0, 10));
      expect(data.today(FIRST_PLATYPUS) >= honolulu).toBe(true);
    }
  });
});
