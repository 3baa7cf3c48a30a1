// The ticked transactions changed together (SelectionBar's choices, sent by useBulkEdit). Shown while any row is
// ticked, and after a change for its outcome; the ticks are cleared once every transaction was changed.
import type { Category } from '@finance/shared/contracts';
import { useBulkEdit, type BulkChange } from '../hooks/use-bulk-edit';
import type { Selection } from '../hooks/use-selection';
import type { CategoryNames } from '../model/cell-format';
import type { TransactionRow } from '../model/transaction-rows';
import { SelectionBar } from './SelectionBar';

export interface BulkEditBarProps {
  selection: Selection;
  /** Every row the view lets through, across pages: what "Select all" ticks. */
  matching: readonly TransactionRow[];
  categories: readonly Category[];
  names: CategoryNames;
}

export function BulkEditBar({ selection, matching, categories, names }: BulkEditBarProps) {
  const bulk = useBulkEdit();
  if (selection.selected.size === 0 && !bulk.status) return null;
  const apply = async (set: BulkChange) => {
    if (await bulk.apply([...selection.selected], set)) selection.clear();
  };
  return (
    <SelectionBar
      count={selection.selected.size}
      inView={matching.length}
      categories={categories}
      names={names}
      status={bulk.status}
      failed={bulk.failed}
      busy={bulk.busy}
      onSelectAll={() => selection.selectAll(matching.map((row) => row.transaction.transaction_id))}
      onApply={(set) => void apply(set)}
      onClear={selection.clear}
    />
  );
}
