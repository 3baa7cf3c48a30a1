// The Categories section's data: the person's categories (the query the transactions screen reads) and how many
// transactions each holds, with the section's changes as mutations that read both again once the server has them.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Category } from '@finance/shared/contracts';
import { queryClient, useFinancialStore } from '@finance/shared/data';
import { categoriesQueryKey, getCategories } from '../../transactions/api/get-categories';
import { useCreateCategory } from '../../transactions/api/create-category';
import { deleteCategory } from '../../transactions/api/delete-category';
import { renameCategory } from '../../transactions/api/rename-category';
import { categoryCountsQueryKey, getCategoryCounts } from '../api/category-counts';
import { mergeCategory } from '../api/merge-category';

export type CategoryChange =
  | { kind: 'rename'; categoryId: string; name: string }
  | { kind: 'merge'; categoryId: string; into: string }
  | { kind: 'delete'; categoryId: string };

function sendChange(change: CategoryChange): Promise<unknown> {
  switch (change.kind) {
    case 'rename':
      return renameCategory(change.categoryId, change.name);
    case 'merge':
      return mergeCategory(change.categoryId, change.into);
    case 'delete':
      return deleteCategory(change.categoryId);
  }
}

export interface CategorySettings {
  categories: readonly Category[] | undefined;
  counts: ReadonlyMap<string, number> | undefined;
  /** The read of the categories failed (the counts are only a figure beside them). */
  failed: boolean;
  retry: () => void;
  create: (name: string) => Promise<Category>;
  /** Sends a change; rejects with the server's refusal. The categories and the counts are read again after it. */
  change: (change: CategoryChange) => Promise<unknown>;
}

export function useCategorySettings(): CategorySettings {
  const ownerId = useFinancialStore((state) => state.ownerId) ?? '';
  const enabled = ownerId !== '';
  const categories = useQuery(
    { queryKey: categoriesQueryKey(ownerId), queryFn: ({ signal }) => getCategories({ signal }), enabled },
    queryClient,
  );
  const counts = useQuery(
    { queryKey: categoryCountsQueryKey(ownerId), queryFn: ({ signal }) => getCategoryCounts({ signal }), enabled },
    queryClient,
  );
  const create = useCreateCategory();
  const { mutateAsync } = useMutation(
    {
      mutationFn: sendChange,
      // Failed or not, what the server holds now is read again: a refusal may come from a change made elsewhere. A
      // read under way began after the change too (the change's own event asked for it): it is not cancelled.
      onSettled: () =>
        Promise.all(
          [categoriesQueryKey(ownerId), categoryCountsQueryKey(ownerId)].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }),
          ),
        ),
    },
    queryClient,
  );
  return {
    categories: categories.data,
    counts: counts.data,
    failed: categories.isError,
    retry: () => void categories.refetch(),
    create: async (name) => {
      const made = await create(name);
      void queryClient.invalidateQueries({ queryKey: categoryCountsQueryKey(ownerId) }, { cancelRefetch: false });
      return made;
    },
    change: mutateAsync,
  };
}
