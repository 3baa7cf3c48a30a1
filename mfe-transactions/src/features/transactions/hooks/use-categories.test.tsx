import { act, renderHook, waitFor } from '@testing-library/react';
import { financialStore, queryClient } from '@finance/shared/data';
import { categoriesQueryKey, getCategories } from '../api/get-categories';
import { aTransaction } from '../testing/transaction-fixture';
import { useCategories } from './use-categories';

jest.mock('../api/get-categories', () => ({
  ...jest.requireActual<object>('../api/get-categories'),
  getCategories: jest.fn(),
}));

const food = { category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' as const };
const coffee = { category_id: 'cat_coffee', name: 'Coffee', kind: 'custom' as const };

describe('useCategories', () => {
  beforeEach(async () => {
    jest.mocked(getCategories).mockReset();
    await act(() => financialStore.setOwner('user-1'));
  });
  afterEach(async () => {
    await act(() => financialStore.setOwner(null));
    queryClient.clear();
  });

  it("names the person's own categories, and reads them again when a transaction names one it does not know", async () => {
    jest.mocked(getCategories).mockResolvedValueOnce([food]).mockResolvedValue([food, coffee]);
    const plain = [aTransaction()];
    const { result, rerender } = renderHook(({ transactions }) => useCategories(transactions), {
      initialProps: { transactions: plain },
    });
    await waitFor(() => expect(result.current.categories).toEqual([food]));
    expect(getCategories).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(categoriesQueryKey('user-1'))).toEqual([food]);

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
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(getCategories).toHaveBeenCalledTimes(2);
    expect(result.current.names.size).toBe(0);
  });

  it('reads them again when asked, with the signal TanStack Query gives', async () => {
    jest.mocked(getCategories).mockResolvedValueOnce([food]).mockResolvedValue([food, coffee]);
    const { result } = renderHook(() => useCategories([]));
    await waitFor(() => expect(result.current.categories).toEqual([food]));
    expect(jest.mocked(getCategories).mock.calls[0]![0]!.signal).toBeInstanceOf(AbortSignal);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.categories).toEqual([food, coffee]));
  });

  it('says why when they cannot be read, and the rows keep the bank’s categories', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getCategories).mockRejectedValue(new Error('The request failed: 500'));
    const { result } = renderHook(() => useCategories([aTransaction()]));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('[transactions] could not read the categories:', 'The request failed: 500'),
    );
    expect(result.current.categories).toEqual([]);
    expect(result.current.names.size).toBe(0);
  });

  it('reads nothing while nobody is signed in', async () => {
    await act(() => financialStore.setOwner(null));
    const { result } = renderHook(() => useCategories([]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(getCategories).not.toHaveBeenCalled();
    expect(result.current.categories).toEqual([]);
  });
});
