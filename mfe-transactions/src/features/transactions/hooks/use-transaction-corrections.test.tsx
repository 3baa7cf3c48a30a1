import { act, renderHook } from '@testing-library/react';
import { financialStore, type FinancialState } from '@finance/shared/data';
import { createRule } from '../api/create-rule';
import { pairTransfer } from '../api/pair-transfer';
import { ruleMatches } from '../api/rule-matches';
import { unpairTransfer } from '../api/unpair-transfer';
import { aTransaction } from '../testing/transaction-fixture';
import { addManualTransaction, useTransactionCorrections } from './use-transaction-corrections';

jest.mock('../api/create-rule');
jest.mock('../api/pair-transfer');
jest.mock('../api/rule-matches');
jest.mock('../api/unpair-transfer');
/** The categories' own mutation (which puts the new one into the categories query: categories.test.ts), recorded. */
const mockCreateCategory = jest.fn();
jest.mock('../api/create-category', () => ({ useCreateCategory: () => mockCreateCategory }));

const updateTransaction = jest.fn();
const removeTransaction = jest.fn();
const addTransaction = jest.fn();
/** The store's change the server works out: sent with the store's options, recorded. */
const serverChanges = jest.fn();
const changeOnServer: FinancialState['changeOnServer'] = async (send) => {
  serverChanges();
  return send({});
};

const starbucks = aTransaction({ transaction_id: 'a', merchant_name: 'Starbucks', amount: 4.33 });
const cardIn = aTransaction({ transaction_id: 'b', account_id: 'acc-card', amount: -4.33 });

function renderCorrections(transaction = starbucks) {
  return renderHook(({ shown }) => useTransactionCorrections(shown, { transactions: [starbucks, cardIn] }), {
    initialProps: { shown: transaction },
  });
}

describe('useTransactionCorrections', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    act(() => financialStore.setState({ updateTransaction, removeTransaction, addTransaction, changeOnServer }));
  });

  it('saves and removes the transaction it was given through the store', async () => {
    const { result } = renderCorrections();
    await result.current.save({ notes: 'team coffee' });
    expect(updateTransaction).toHaveBeenCalledWith('a', { notes: 'team coffee' });
    await result.current.remove();
    expect(removeTransaction).toHaveBeenCalledWith('a');
  });

  it('pairs, unpairs and makes a rule as changes the server works out', async () => {
    const { result } = renderCorrections();
    await result.current.pair('b');
    expect(pairTransfer).toHaveBeenCalledWith(['a', 'b'], {});
    await result.current.unpair();
    expect(unpairTransfer).toHaveBeenCalledWith('a', {});
    await result.current.makeRule({ match_field: 'merchant', match_op: 'is', match_value: 'Starbucks' }, 'cat_coffee');
    expect(createRule).toHaveBeenCalledWith(
      { match_field: 'merchant', match_op: 'is', match_value: 'Starbucks', category: 'cat_coffee' },
      {},
    );
    expect(serverChanges).toHaveBeenCalledTimes(3);
  });

  it('counts a rule’s matches, with the same function whatever the transaction', async () => {
    jest.mocked(ruleMatches).mockResolvedValue(37);
    const { result, rerender } = renderCorrections();
    const match = { match_field: 'name' as const, match_op: 'contains' as const, match_value: 'ATM FEE' };
    await expect(result.current.countRuleMatches(match)).resolves.toBe(37);
    expect(ruleMatches).toHaveBeenCalledWith(match);
    const count = result.current.countRuleMatches;
    rerender({ shown: { ...starbucks, notes: 'reloaded' } });
    expect(result.current.countRuleMatches).toBe(count);
  });

  it('makes a category with the categories’ own mutation', async () => {
    const treats = { category_id: 'cat_treats', name: 'Treats', kind: 'custom' as const };
    mockCreateCategory.mockResolvedValue(treats);
    const { result } = renderCorrections();
    await expect(result.current.createCategory('Treats')).resolves.toBe(treats);
    expect(mockCreateCategory).toHaveBeenCalledWith('Treats');
  });

  it('works out the other halves a transfer could pair with only when asked', () => {
    const { result } = renderCorrections();
    expect(result.current.transferCandidates()).toEqual([cardIn]);
  });

  it('adds a manual transaction through the store', async () => {
    const body = { account_id: 'acc-checking', date: '2026-05-10', amount: 12.5, description: 'Farmers market' };
    await addManualTransaction(body);
    expect(addTransaction).toHaveBeenCalledWith(body);
  });
});
