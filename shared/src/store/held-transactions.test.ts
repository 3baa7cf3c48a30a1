import { account, transaction } from '../testing/financial-fakes';
import type { Transaction } from '../types/entities';
import { inserted, manualPlaceholder, patched, replaced, sharedWith, without } from './held-transactions';

const dated = (id: string, date: string): Transaction => ({ ...transaction(id, 'a1'), date });

describe('a change to one held transaction', () => {
  const coffee: Transaction = { ...transaction('t1', 'a1'), bank_category: 'FOOD_AND_DRINK' };

  it('sets the category, display name, notes and excluded given, and leaves the others', () => {
    expect(patched(coffee, { category: 'cat_treats', notes: 'with Sam' })).toEqual({
      ...coffee,
      personal_finance_category: { primary: 'cat_treats' },
      notes: 'with Sam',
    });
    expect(patched(coffee, { display_name: 'Coffee', excluded: true })).toMatchObject({
      display_name: 'Coffee',
      excluded: true,
      personal_finance_category: coffee.personal_finance_category,
    });
  });

  it("puts a field back to the bank's value with null (and excluded with false)", () => {
    const edited = patched(coffee, { category: 'cat_treats', display_name: 'Coffee', notes: 'x', excluded: true });
    expect(patched(edited, { category: null, display_name: null, notes: null, excluded: false })).toEqual({
      ...coffee,
      personal_finance_category: { primary: 'FOOD_AND_DRINK' },
    });
    // A manual transaction has no bank's category to go back to.
    expect(patched({ ...edited, bank_category: null }, { category: null }).personal_finance_category).toBeNull();
  });

  it('replaces only that object in a copy, and gives the same list back when it holds no such id', () => {
    const list = [dated('t1', '2026-11-03'), dated('t2', '2026-11-02'), dated('t3', '2026-11-01')];
    const next = replaced(list, 't2', (held) => ({ ...held, notes: 'n' }));
    expect(next).not.toBe(list);
    expect(next.map((t) => t.notes)).toEqual([null, 'n', null]);
    expect(next[0]).toBe(list[0]);
    expect(next[2]).toBe(list[2]);
    expect(replaced(list, 'nope', (held) => held)).toBe(list);
    expect(without(list, 't2').map((t) => t.transaction_id)).toEqual(['t1', 't3']);
    expect(without(list, 'nope')).toBe(list);
  });
});

describe('a transaction placed by its date', () => {
  const list = [
    dated('t1', '2026-11-05'),
    dated('t2', '2026-11-03'),
    dated('t3', '2026-11-03'),
    dated('t4', '2026-11-01'),
  ];
  const ids = (transactions: Transaction[]) => transactions.map((t) => t.transaction_id);

  it('goes before the older ones, and first among its own day (the newest stored first, as the API sends them)', () => {
    expect(ids(inserted(list, dated('n', '2026-11-04')))).toEqual(['t1', 'n', 't2', 't3', 't4']);
    expect(ids(inserted(list, dated('n', '2026-11-03')))).toEqual(['t1', 'n', 't2', 't3', 't4']);
    expect(ids(inserted(list, dated('n', '2026-12-01')))).toEqual(['n', 't1', 't2', 't3', 't4']);
    expect(ids(inserted(list, dated('n', '2025-01-01')))).toEqual(['t1', 't2', 't3', 't4', 'n']);
    expect(ids(inserted([], dated('n', '2025-01-01')))).toEqual(['n']);
    expect(ids(list)).toEqual(['t1', 't2', 't3', 't4']);
  });
});

describe('a manual transaction before the server answers', () => {
  it('shows what the person entered, on their account with its name, mask, institution and currency', () => {
    const checking = account('a1', 'ins_1', {
      name: 'Plaid Checking',
      mask: '0000',
      institution_name: 'First Platypus Bank',
    });
    const body = {
      account_id: 'a1',
      date: '2026-11-20',
      amount: 20,
      description: 'Farmers market',
      category: 'FOOD_AND_DRINK',
      notes: 'cash',
    };
    expect(manualPlaceholder('pending-manual-1', body, checking)).toEqual({
      ...transaction('pending-manual-1', 'a1'),
      date: '2026-11-20',
      amount: 20,
      merchant_name: null,
      name: 'Farmers market',
      personal_finance_category: { primary: 'FOOD_AND_DRINK' },
      account_name: 'Plaid Checking',
      institution_name: 'First Platypus Bank',
      bank_category: null,
      notes: 'cash',
      manual: true,
    });
    const bare = manualPlaceholder(
      'p',
      { account_id: 'gone', date: '2026-11-20', amount: -5, description: 'Refund' },
      undefined,
    );
    expect(bare).toMatchObject({
      personal_finance_category: null,
      notes: null,
      account_name: '',
      iso_currency_code: null,
    });
  });
});

describe('a freshly fetched set beside the held one', () => {
  const held = [dated('t1', '2026-05-03'), dated('t2', '2026-05-02'), dated('t3', '2026-05-01')];
  /** The same transactions as new objects, as a response parses them. */
  const fetched = () => held.map((t) => structuredClone(t));

  it('gives the held list itself back when nothing changed', () => {
    expect(sharedWith(held, fetched())).toBe(held);
  });

  it('keeps the held object of every unchanged transaction, and takes the changed, new and moved ones', () => {
    const fresh = fetched();
    fresh[1] = { ...fresh[1]!, personal_finance_category: { primary: 'cat_treats' } };
    const added = dated('t0', '2026-05-04');
    const shared = sharedWith(held, [added, ...fresh]);
    expect(shared).toEqual([added, ...fresh]);
    expect(shared[0]).toBe(added);
    expect(shared[1]).toBe(held[0]);
    expect(shared[2]).not.toBe(held[1]);
    expect(shared[3]).toBe(held[2]);
  });

  it("compares nested values: a changed entry of the bank's categories is a change", () => {
    const fresh = fetched();
    fresh[2] = { ...fresh[2]!, category: [...fresh[2]!.category, 'Coffee Shop'] };
    const shared = sharedWith(held, fresh);
    expect(shared).not.toBe(held);
    expect(shared[2]).toBe(fresh[2]);
    expect(shared[0]).toBe(held[0]);
  });

  it('takes a set with one fewer as a new list, and a first set as it is', () => {
    const shorter = sharedWith(held, fetched().slice(1));
    expect(shorter).toEqual(held.slice(1));
    expect(shorter[0]).toBe(held[1]);
    const first = fetched();
    expect(sharedWith([], first)).toBe(first);
  });
});
