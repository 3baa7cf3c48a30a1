// The person's column set: read from /api/user-preferences once, the defaults until then and when that fails; saved
// whole from Customize Columns, keeping the previous set when saving fails. Widths dragged in the table change the
// set on the page at once and are saved with it on the next Save Changes.
import { useCallback, useEffect, useState } from 'react';
import type { ColumnConfigItem } from '@finance/shared';
import { getColumnConfig } from '../api/get-column-config';
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

export function useColumnConfig(): ColumnConfigState {
  const [columns, setColumns] = useState<ColumnConfigItem[]>(() => completeColumns(null));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getColumnConfig(controller.signal).then(
      (saved) => {
        if (!controller.signal.aborted) setColumns(completeColumns(saved));
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        console.error(
          `[transactions] ${COLUMN_CONFIG_ERRORS.load}:`,
          reason instanceof Error ? reason.message : reason,
        );
        setColumns(completeColumns(null));
        setError(COLUMN_CONFIG_ERRORS.load);
      },
    );
    return () => controller.abort();
  }, []);

  const save = useCallback(async (next: ColumnConfigItem[]) => {
    const complete = completeColumns(next);
    setSaving(true);
    try {
      await saveColumnConfig(complete);
      setColumns(complete);
      setError(null);
      return true;
    } catch (reason) {
      console.error(`[transactions] ${COLUMN_CONFIG_ERRORS.save}:`, reason instanceof Error ? reason.message : reason);
      setError(COLUMN_CONFIG_ERRORS.save);
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  const resize = useCallback((widths: Record<string, number>) => {
    setColumns((current) =>
      current.map((column) =>
        widths[column.id] === undefined ? column : { ...column, width: pixelWidth(widths[column.id]!) },
      ),
    );
  }, []);

  return { columns, error, saving, save, resize };
}
