import { act, renderHook } from '@testing-library/react';
import {
  createCategory,
  createRule,
  financialStore,
  pairTransfer,
  ruleMatches,
  unpairTransfer,
  type FinancialState,
} from '@finance/shared/data';
import { aTransaction } from '../testing/transaction-fixture';
import { addManualTransaction, useTransactionCorrections } from './use-transaction-corrections';

jest.mock('@finance/shared/data', () => ({
  ...jest.requireActual<object>('@finance/shared/data'),
  createCategory: jest.fn(),
  createRule: jest.fn(),
  pairTransfer: jest.fn(),
  ruleMatches: jest.fn(),
  unpairTransfer: jest.fn(),
}));

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
  const reloadCategories = jest.fn();
  const view = renderHook(
    ({ shown }) => useTransactionCorrections(shown, { transactions: [starbucks, cardIn], reloadCategories }),
    { initialProps: { shown: transaction } },
  );
  return { ...view, reloadCategories };
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
    await result.current.makeRule('Starbucks', 'cat_coffee');
    expect(createRule).toHaveBeenCalledWith(
      { match_field: 'merchant', match_value: 'Starbucks', category: 'cat_coffee' },
      {},
    );
    expect(serverChanges).toHaveBeenCalledTimes(3);
  });

  it('counts a rule’s matches by merchant, with the same function whatever the transaction', async () => {
    jest.mocked(ruleMatches).mockResolvedValue(37);
    const { result, rerender } = renderCorrections();
    await expect(result.current.countRuleMatches('Starbucks')).resolves.toBe(37);
    expect(ruleMatches).toHaveBeenCalledWith({ match_field: 'merchant', match_value: 'Starbucks' });
    const count = result.current.countRuleMatches;
    rerender({ shown: { ...starbucks, notes: 'reloaded' } });
    expect(result.current.countRuleMatches).toBe(count);
  });

  it('makes a category, then reads the categories again', async () => {
    const treats = { category_id: 'cat_treats', name: 'Treats', kind: 'custom' as const };
    jest.mocked(createCategory).mockResolvedValue(treats);
    const { result, reloadCategories } = renderCorrections();
    await expect(result.current.createCategory('Treats')).resolves.toBe(treats);
    expect(createCategory).toHaveBeenCalledWith('Treats');
    expect(reloadCategories).toHaveBeenCalledTimes(1);
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
