// The person's column set: one query of theirs read from /api/user-preferences, the defaults until then and when that
// fails; saved whole from Customize Columns (a mutation), keeping the previous set when saving fails. Widths dragged
// in the table change the set on the page at once and are saved with it on the next Save Changes.
import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnConfigItem } from '@finance/shared';
import { queryClient, useFinancialStore } from '@finance/shared/data';
import { columnConfigQueryKey, getColumnConfig } from '../api/get-column-config';
import { saveColumnConfig } from '../api/save-column-config';
import { completeColumns, pixelWidth } from '../model/columns';

export const COLUMN_CONFIG_ERRORS = {
  load: 'Failed to load column configuration',
  save: 'Failed to save column configuration',
} as const;

export interface ColumnConfigState {
  columns: ColumnConfigItem[];
  /** The load or save failure to show; null when the last call went well. */
  error: string | null;
  saving: boolean;
  /** Saves a new set; resolves true once saved, false (previous set kept, error set) when the server refused. */
  save: (columns: ColumnConfigItem[]) => Promise<boolean>;
  /** New widths, in pixels by column id, for the page; not saved by themselves. */
  resize: (widths: Record<string, number>) => void;
}

type Widths = Record<string, number>;

const logged = (text: string, reason: unknown) =>
  console.error(`[transactions] ${text}:`, reason instanceof Error ? reason.message : reason);

async function readColumns(signal: AbortSignal): Promise<ColumnConfigItem[]> {
  try {
    return completeColumns(await getColumnConfig(signal));
  } catch (reason) {
    // A read cancelled (the page left) is nobody's failure.
    if (!signal.aborted) logged(COLUMN_CONFIG_ERRORS.load, reason);
    throw reason;
  }
}

const resized = (columns: ColumnConfigItem[], widths: Widths) =>
  columns.map((column) =>
    widths[column.id] === undefined ? column : { ...column, width: pixelWidth(widths[column.id]!) },
  );

export function useColumnConfig(): ColumnConfigState {
  const ownerId = useFinancialStore((state) => state.ownerId);
  // With nobody signed in the query is off: its key (a person with no id) holds nobody's data.
  const queryKey = useMemo(() => columnConfigQueryKey(ownerId ?? ''), [ownerId]);
  const loaded = useQuery(
    { queryKey, queryFn: ({ signal }) => readColumns(signal), enabled: ownerId !== null },
    queryClient,
  );
  // Widths dragged since the set was read or saved: on the page only, until a save sends them with the set.
  const [dragged, setDragged] = useState<Widths>({});
  const { mutateAsync, isPending, isError } = useMutation(
    {
      mutationFn: ({ columns }: { key: readonly string[]; columns: ColumnConfigItem[] }) => saveColumnConfig(columns),
      onSuccess: (_saved, { key, columns }) => {
        queryClient.setQueryData(key, columns);
        setDragged({});
      },
      onError: (reason) => logged(COLUMN_CONFIG_ERRORS.save, reason),
    },
    queryClient,
  );

  const defaults = useMemo(() => completeColumns(null), []);
  const held = loaded.data ?? defaults;
  const columns = useMemo(() => resized(held, dragged), [held, dragged]);

  const save = useCallback(
    async (next: ColumnConfigItem[]) => {
      try {
        await mutateAsync({ key: queryKey, columns: completeColumns(next) });
        return true;
      } catch {
        return false;
      }
    },
    [mutateAsync, queryKey],
  );
  const resize = useCallback((widths: Widths) => setDragged((current) => ({ ...current, ...widths })), []);

  const error = isError ? COLUMN_CONFIG_ERRORS.save : loaded.isError ? COLUMN_CONFIG_ERRORS.load : null;
  return { columns, error, saving: isPending, save, resize };
}
