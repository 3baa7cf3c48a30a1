import { aSplit, aTransaction } from '../testing/transaction-fixture';
import {
  draftOfParts,
  newSplitDraft,
  partsCents,
  remainderCents,
  splitPartsOf,
  splitProblem,
  typedCents,
  type PartDraft,
} from './split-draft';

const drafts = (...amounts: string[]): PartDraft[] =>
  amounts.map((amount, index) => ({ key: index, amount, category: '', notes: '' }));

describe('the split editor’s parts', () => {
  const shop = aTransaction({ amount: 50, personal_finance_category: { primary: 'FOOD_AND_DRINK' } });
  const refund = aTransaction({ amount: -50 });

  it('reads typed amounts in whole cents: at most 2 decimals, maybe a minus, not zero', () => {
    expect(typedCents('19.99')).toBe(1999);
    expect(typedCents(' 0.1 ')).toBe(10);
    expect(typedCents('-5')).toBe(-500);
    for (const text of ['', '0', '0.00', '1.234', 'abc', '1e3', '+5', '1,000']) expect(typedCents(text)).toBeNull();
  });

  it('starts with the whole in the first part, as shown (a refund without its sign), the second empty', () => {
    expect(newSplitDraft(shop)).toMatchObject([
      { amount: '50.00', category: 'FOOD_AND_DRINK' },
      { amount: '', category: 'FOOD_AND_DRINK' },
    ]);
    expect(newSplitDraft(refund)[0]).toMatchObject({ amount: '50.00' });
  });

  it('counts what remains in cents, exactly: 0.10 and 0.20 of 0.30 leave nothing', () => {
    const small = aTransaction({ amount: 0.1 + 0.2 });
    expect(remainderCents(small, drafts('0.10', '0.20'))).toBe(0);
    expect(remainderCents(shop, drafts('30', ''))).toBe(2000);
    expect(remainderCents(shop, drafts('60', '-5'))).toBe(-500);
  });

  it('refuses parts that do not add up first, then a part that is no amount', () => {
    expect(splitProblem(shop, drafts('30', '10'))).toEqual({ kind: 'total' });
    expect(splitProblem(shop, drafts('50.00', ''))).toEqual({ kind: 'amount', part: 1 });
    expect(splitProblem(shop, drafts('30', '20'))).toBeNull();
  });

  it('sends amounts in the data’s convention: a refund’s parts as money in', () => {
    expect(splitPartsOf(refund, drafts('30', '20')).map((part) => part.amount)).toEqual([-30, -20]);
    expect(splitPartsOf(shop, drafts('30.01', '19.99')).map((part) => part.amount)).toEqual([30.01, 19.99]);
  });

  it('shows a split’s parts as typed, in the whole’s direction', () => {
    const { whole, parts } = aSplit({ amount: -50 }, [{ amount: -45 }, { amount: -5, notes: 'tip' }]);
    expect(draftOfParts(whole, parts)).toMatchObject([{ amount: '45.00' }, { amount: '5.00', notes: 'tip' }]);
    expect(partsCents(whole, parts)).toBe(5000);
  });
});
