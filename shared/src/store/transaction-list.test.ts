import { account, transaction } from '../testing/financial-fakes';
import type { Transaction } from '../types/entities';
import {
  inserted,
  manualPlaceholder,
  patched,
  replaced,
  unpatched,
  withSplit,
  without,
  withoutSplit,
} from './transaction-list';

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

  it("puts the bank's detailed category aside with a category of the person's, as the server does, and back on undo", () => {
    const cardPayment: Transaction = {
      ...coffee,
      personal_finance_category: { primary: 'LOAN_PAYMENTS' },
      bank_category: 'LOAN_PAYMENTS',
      bank_detailed_category: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    };
    // Even the bank's own category, set by the person: the summaries then count it as spending.
    const chosen = patched(cardPayment, { category: 'LOAN_PAYMENTS' });
    expect(chosen.bank_detailed_category).toBeNull();
    expect(unpatched(chosen, cardPayment, { category: 'LOAN_PAYMENTS' })).toEqual(cardPayment);
    // Back to the bank's, or no category change at all: it stays as it was held.
    expect(patched(cardPayment, { category: null }).bank_detailed_category).toBe('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT');
    expect(patched(cardPayment, { notes: 'autopay' }).bank_detailed_category).toBe('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT');
  });

  it('takes a row from its rule when the person sets what a rule sets (category, name, excluded), not a note', () => {
    const ruled: Transaction = { ...coffee, rule_id: 'rule_coffee' };
    expect(patched(ruled, { notes: 'with Sam' }).rule_id).toBe('rule_coffee');
    for (const patch of [{ category: 'TRAVEL' }, { display_name: 'Coffee' }, { excluded: true }]) {
      expect(patched(ruled, patch).rule_id).toBeNull();
      expect(unpatched(patched(ruled, patch), ruled, patch)).toEqual(ruled);
    }
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

describe('a split applied to the held list', () => {
  const whole = dated('w', '2026-11-02');
  const part = (id: string): Transaction => ({ ...whole, transaction_id: id, split_of: 'w', split: 'split' });
  const list = [dated('n', '2026-11-03'), whole, dated('o', '2026-11-01')];
  const ids = (rows: Transaction[]) => rows.map((t) => t.transaction_id);

  it('replaces the whole, puts its parts right after it and leaves its old parts out', () => {
    const split = { ...whole, split: 'split' as const };
    const first = withSplit(list, split, [part('p1'), part('p2')]);
    expect(ids(first)).toEqual(['n', 'w', 'p1', 'p2', 'o']);
    expect(first[1]).toBe(split);
    expect(first[0]).toBe(list[0]);
    expect(ids(withSplit(first, split, [part('p3'), part('p4'), part('p5')]))).toEqual([
      'n',
      'w',
      'p3',
      'p4',
      'p5',
      'o',
    ]);
    const whole_ = { ...whole };
    expect(ids(withoutSplit(first, whole_))).toEqual(['n', 'w', 'o']);
    expect(withoutSplit(first, whole_)[1]).toBe(whole_);
  });

  it('adds a whole it does not hold by its date, its parts after it', () => {
    expect(ids(withSplit([list[0]!, list[2]!], whole, [part('p1'), part('p2')]))).toEqual(['n', 'w', 'p1', 'p2', 'o']);
  });
});
