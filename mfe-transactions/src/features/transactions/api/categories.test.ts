import { act, renderHook } from '@testing-library/react';
import { apiRequest, ApiError } from '@finance/shared';
import { financialStore, queryClient } from '@finance/shared/data';
import { createCategory, useCreateCategory, withCategory } from './create-category';
import { deleteCategory } from './delete-category';
import { categoriesQueryKey, getCategories } from './get-categories';
import { renameCategory } from './rename-category';

jest.mock('@finance/shared', () => ({ ...jest.requireActual('@finance/shared'), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

const food = { category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' as const };
const coffee = { category_id: 'cat_coffee', name: 'Coffee', kind: 'custom' as const };
const treats = { category_id: 'cat_treats', name: 'Treats', kind: 'custom' as const };

describe("the person's categories", () => {
  beforeEach(() => request.mockReset());
  afterEach(async () => {
    await act(() => financialStore.setOwner(null));
    queryClient.clear();
  });

  it("lists the provider categories and the person's own", async () => {
    request.mockResolvedValue({ categories: [food, treats] });
    await expect(getCategories()).resolves.toEqual([food, treats]);
    expect(request).toHaveBeenCalledWith('/categories', { signal: undefined });
  });

  it('creates, renames and deletes one, an id kept to one path segment', async () => {
    request.mockResolvedValueOnce(treats);
    await expect(createCategory('Treats')).resolves.toEqual(treats);
    request.mockResolvedValueOnce({ ...treats, name: 'Little treats' });
    await expect(renameCategory('cat_treats', 'Little treats')).resolves.toMatchObject({ name: 'Little treats' });
    request.mockResolvedValueOnce(undefined);
    await expect(deleteCategory('cat/a?b')).resolves.toBeUndefined();
    expect(request.mock.calls).toEqual([
      ['/categories', { method: 'POST', body: { name: 'Treats' }, signal: undefined }],
      ['/categories/cat_treats', { method: 'PATCH', body: { name: 'Little treats' }, signal: undefined }],
      ['/categories/cat%2Fa%3Fb', { method: 'DELETE', signal: undefined }],
    ]);
  });

  it("rejects a duplicate name with the server's refusal", async () => {
    request.mockRejectedValue(
      new ApiError(409, 'Conflict', { error: 'Conflict', message: 'A category with that name exists' }),
    );
    await expect(createCategory('treats')).rejects.toThrow('A category with that name exists');
  });

  it('puts a new one of their own after the provider’s, by name', () => {
    expect(withCategory([food, treats], coffee)).toEqual([food, coffee, treats]);
  });

  it("puts a category it made into the person's categories query, and leaves one not read yet alone", async () => {
    queryClient.setQueryData(categoriesQueryKey('user-1'), [food, treats]);
    request.mockResolvedValue(coffee);
    await act(() => financialStore.setOwner('user-1'));
    const { result } = renderHook(() => useCreateCategory());
    await act(() => expect(result.current('Coffee')).resolves.toEqual(coffee));
    expect(request).toHaveBeenCalledWith('/categories', {
      method: 'POST',
      body: { name: 'Coffee' },
      signal: undefined,
    });
    expect(queryClient.getQueryData(categoriesQueryKey('user-1'))).toEqual([food, coffee, treats]);

    await act(() => financialStore.setOwner('user-2'));
    await act(() => result.current('Coffee'));
    expect(queryClient.getQueryData(categoriesQueryKey('user-2'))).toBeUndefined();
  });
});
