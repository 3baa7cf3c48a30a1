import { renderHook, waitFor } from '@testing-library/react';
import { getCategories } from '@finance/shared/data';
import { aTransaction } from '../testing/transaction-fixture';
import { useCategories } from './use-categories';

jest.mock('@finance/shared/data', () => ({
  ...jest.requireActual<object>('@finance/shared/data'),
  getCategories: jest.fn(),
}));

const food = { category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' as const };
const coffee = { category_id: 'cat_coffee', name: 'Coffee', kind: 'custom' as const };

describe('useCategories', () => {
  beforeEach(() => jest.mocked(getCategories).mockReset());

  it("names the person's own categories, and reads them again when a transaction names one it does not know", async () => {
    jest.mocked(getCategories).mockResolvedValueOnce([food]).mockResolvedValue([food, coffee]);
    const plain = [aTransaction()];
    const { result, rerender } = renderHook(({ transactions }) => useCategories(transactions), {
      initialProps: { transactions: plain },
    });
    await waitFor(() => expect(result.current.categories).toEqual([food]));
    expect(getCategories).toHaveBeenCalledTimes(1);

    // Made in another tab: the rows now name it.
    rerender({ transactions: [aTransaction({ personal_finance_category: { primary: 'cat_coffee' } })] });
    await waitFor(() => expect(result.current.names.get('cat_coffee')).toBe('Coffee'));
    expect(getCategories).toHaveBeenCalledTimes(2);
  });

  it('asks for an unknown category once, even when the server does not list it', async () => {
    jest.mocked(getCategories).mockResolvedValue([food]);
    const { result, rerender } = renderHook(({ transactions }) => useCategories(transactions), {
      initialProps: { transactions: [aTransaction({ personal_finance_category: { primary: 'cat_gone' } })] },
    });
    await waitFor(() => expect(getCategories).toHaveBeenCalledTimes(2));
    rerender({ transactions: [aTransaction({ personal_finance_category: { primary: 'cat_gone' } })] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getCategories).toHaveBeenCalledTimes(2);
    expect(result.current.names.size).toBe(0);
  });
});
