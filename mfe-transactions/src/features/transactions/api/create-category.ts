import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type RequestSignal } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import { queryClient, useFinancialStore } from '@finance/shared/data';
import { categoriesQueryKey } from './get-categories';

export function createCategory(name: string, { signal }: RequestSignal = {}): Promise<Category> {
  return apiRequest<Category>('/categories', { method: 'POST', body: { name }, signal });
}

const byName = (a: Category, b: Category) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.category_id.localeCompare(b.category_id);

/** The categories with a new one of the person's own in its place: after the provider's, by name. */
export function withCategory(categories: readonly Category[], added: Category): Category[] {
  const custom = categories.filter((category) => category.kind === 'custom');
  return [...categories.filter((category) => category.kind !== 'custom'), ...[...custom, added].sort(byName)];
}

interface NewCategory {
  /** Whose categories it joins: the person signed in when it was asked for. */
  userId: string | null;
  name: string;
}

/**
 * Makes one of the person's own categories; once made it goes into their categories query, so the editor offers and
 * names it at once. Rejects with the server's refusal ("A category with that name exists").
 */
export function useCreateCategory(): (name: string) => Promise<Category> {
  const ownerId = useFinancialStore((state) => state.ownerId);
  const { mutateAsync } = useMutation(
    {
      mutationFn: ({ name }: NewCategory) => createCategory(name),
      onSuccess: (category, { userId }) => {
        // Not read yet: the read under way or to come lists it.
        if (userId !== null)
          queryClient.setQueryData<Category[]>(categoriesQueryKey(userId), (held) =>
            held === undefined ? undefined : withCategory(held, category),
          );
      },
    },
    queryClient,
  );
  return useCallback((name: string) => mutateAsync({ userId: ownerId, name }), [mutateAsync, ownerId]);
}
