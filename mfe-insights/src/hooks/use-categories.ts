import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { categoriesQueryKey, getCategories, queryClient } from '@finance/shared/data';
import { useOwner } from './use-owner';

/** The provider's categories and the person's own (GET /categories), shared with every page that names them. */
export function useCategories() {
  const { ownerId, enabled } = useOwner();
  return useQuery(
    { queryKey: categoriesQueryKey(ownerId), queryFn: ({ signal }) => getCategories({ signal }), enabled },
    queryClient,
  );
}

/** The names of the person's own categories; until they come (or if they cannot), a category shows by its key. */
export function useCategoryNames(): ReadonlyMap<string, string> {
  const categories = useCategories();
  return useMemo(
    () => new Map((categories.data ?? []).filter((c) => c.kind === 'custom').map((c) => [c.category_id, c.name])),
    [categories.data],
  );
}
