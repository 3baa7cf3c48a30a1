import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ItemData } from './item-data';
import { PlaidStore } from './plaid-store';
import { buildTransactionLog } from './transaction-log';

const newStore = () => new PlaidStore(fs.mkdtempSync(path.join(os.tmpdir(), 'plaid-store-')));

/** A First Platypus Bank item with a checking account and a card, its data anchored on the given day. */
function createItem(store: PlaidStore, anchorDay: string) {
  return store.createItem({
    institution_id: 'ins_109508',
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
    let today = '2026-03-10';
    const store = newStore();
    const data = new ItemData(store, () => today);
    const item = createItem(store, today);
    expect(data.hasNewDay(item)).toBe(false);
    today = '2026-03-11';
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
    const data = new ItemData(store, () => '2026-03-12');
    const item = createItem(store, today);
    const before = data.accounts(item);
    data.addUpdate(item);
    const after = data.accounts(item);
    const net = (accountId: string) =>
      data
        .log(item)
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
});
