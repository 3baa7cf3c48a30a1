// The sortable, resizable table of one page. @tanstack/react-table holds the columns (order, visibility, sizes,
// resizing) and the sort state; the rows it gets are already filtered, sorted and paged, because at 50,000 rows its
// per-row model would cost more than the prepared rows do.
import { memo, useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnSizingState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { ColumnConfigItem } from '@finance/shared';
import { accountMask, accountName, amountText, dateText, isMoneyIn } from '../model/cell-format';
import { COLUMN_LABELS, isColumnId, MIN_COLUMN_WIDTH, widthInPixels, type ColumnId } from '../model/columns';
import type { SortState } from '../model/sort';
import { detailsIdOf } from '../model/splits';
import type { TransactionRow } from '../model/transaction-rows';
import { RowMarks, rowMarks } from './RowMarks';
import { SelectBox } from './SelectBox';
import { ResizeHandle } from './ResizeHandle';

/** The widest a column can be dragged or keyed to. */
const MAX_COLUMN_WIDTH = 1000;
/** The checkbox column's width: outside the person's columns, never hidden, moved or resized. */
export const CHECK_COLUMN_WIDTH = 44;

const features = tableFeatures({
  rowSortingFeature,
  columnOrderingFeature,
  columnVisibilityFeature,
  columnSizingFeature,
  columnResizingFeature,
});

const helper = createColumnHelper<typeof features, TransactionRow>();

/** A cell's text that gives way (ellipsis) to a tail that always shows whole: the mask, the Pending mark. */
function TextWithTail({ text, tail }: { text: string; tail: ReactNode }) {
  return (
    <Parts>
      <Shrinks>{text}</Shrinks>
      {/* Read and copied as two words; the gap draws the space. */}
      {tail && ' '}
      {tail}
    </Parts>
  );
}

function Account({ row }: { row: TransactionRow }) {
  const mask = accountMask(row.transaction);
  return <TextWithTail text={accountName(row.transaction)} tail={mask && <Mask>{mask}</Mask>} />;
}

function Description({ row }: { row: TransactionRow }) {
  return <TextWithTail text={row.description} tail={rowMarks(row).length > 0 && <Marks row={row} />} />;
}

/** Each column's cell, from the prepared row. */
const CELLS: Record<ColumnId, (row: TransactionRow) => ReactNode> = {
  institution: (row) => row.institution,
  account: (row) => <Account row={row} />,
  date: (row) => dateText(row.transaction),
  description: (row) => <Description row={row} />,
  amount: (row) => amountText(row.transaction),
  category: (row) => row.category,
};

// The headers: labels, sizes and sorting. The body's cells are CELLS, drawn by BodyRow.
const columnDefs = helper.columns([
  helper.accessor((row) => row.institution, { id: 'institution', header: COLUMN_LABELS.institution }),
  helper.accessor((row) => row.account, { id: 'account', header: COLUMN_LABELS.account }),
  helper.accessor((row) => row.transaction.date, { id: 'date', header: COLUMN_LABELS.date }),
  helper.accessor((row) => row.description, { id: 'description', header: COLUMN_LABELS.description }),
  helper.accessor((row) => Math.abs(row.transaction.amount), { id: 'amount', header: COLUMN_LABELS.amount }),
  helper.accessor((row) => row.category, { id: 'category', header: COLUMN_LABELS.category }),
]);

interface BodyRowProps {
  row: TransactionRow;
  /** The visible columns, in order. */
  columnIds: readonly ColumnId[];
  checked: boolean;
  open: boolean;
  onOpen: (transactionId: string) => void;
  onToggle: (transactionId: string, range: boolean) => void;
}

/**
 * One transaction's row. Drawn again only when its transaction, tick, openness or the columns change: a keystroke
 * that leaves a row where it was (typing on within the same matches) leaves it alone.
 */
const BodyRow = memo(function BodyRow({ row, columnIds, checked, open, onOpen, onToggle }: BodyRowProps) {
  const { transaction } = row;
  const id = transaction.transaction_id;
  const details = detailsIdOf(transaction);
  return (
    <Row
      data-transaction-id={id}
      data-split-of={transaction.split_of ?? undefined}
      data-pending={transaction.pending || undefined}
      aria-current={open || undefined}
      tabIndex={0}
      onClick={() => onOpen(details)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
        // Else the Enter's keypress would press the panel's Close, which takes the focus as it opens.
        event.preventDefault();
        onOpen(details);
      }}
    >
      <CheckCell onClick={(event) => event.stopPropagation()}>
        <SelectBox
          label={`Select ${row.description}, ${dateText(transaction)}`}
          checked={checked}
          onToggle={(range) => onToggle(id, range)}
        />
      </CheckCell>
      {columnIds.map((column) =>
        column === 'amount' ? (
          <AmountCell key={column} data-column="amount" $in={isMoneyIn(transaction)}>
            {CELLS.amount(row)}
          </AmountCell>
        ) : (
          <td key={column} data-column={column}>
            {CELLS[column](row)}
          </td>
        ),
      )}
    </Row>
  );
});

export interface TransactionsTableProps {
  rows: TransactionRow[];
  columns: readonly ColumnConfigItem[];
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  onResize: (widths: Record<string, number>) => void;
  /** Shown in the body instead of rows: the loading text or "No matching transactions". */
  emptyText: ReactNode;
  /** Opens a row's details: a click on it, or Enter on the focused row. */
  onOpen: (transactionId: string) => void;
  /** The transaction whose details are open (a split's whole: its parts' rows are open). */
  openId: string | null;
  /** The ticked rows (a checkbox column before the person's columns). */
  selected: ReadonlySet<string>;
  /** A row's box clicked; `range` with Shift held. */
  onToggle: (transactionId: string, range: boolean) => void;
  /** The header's box: every row of this page. */
  onToggleAll: () => void;
}

export function TransactionsTable(props: TransactionsTableProps) {
  const { rows, columns, sort, onSortChange, onResize, emptyText, onOpen, openId, selected, onToggle, onToggleAll } =
    props;
  const ticked = rows.filter((row) => selected.has(row.transaction.transaction_id)).length;
  const columnOrder = useMemo(() => columns.map((column) => column.id), [columns]);
  const columnVisibility = useMemo(
    () => Object.fromEntries(columns.map((column) => [column.id, column.visible])),
    [columns],
  );
  const columnSizing = useMemo<ColumnSizingState>(
    () => Object.fromEntries(columns.map((column) => [column.id, widthInPixels(column.width, MIN_COLUMN_WIDTH)])),
    [columns],
  );
  const sorting = useMemo<SortingState>(() => (sort ? [{ id: sort.id, desc: sort.desc }] : []), [sort]);
  const columnIds = useMemo(
    () => columns.flatMap((column) => (column.visible && isColumnId(column.id) ? [column.id] : [])),
    [columns],
  );
  // The rows get handlers that stay the same object across renders (so that an unchanged row is not drawn again)
  // and call the latest ones given.
  const handlers = useRef({ onOpen, onToggle });
  useLayoutEffect(() => {
    handlers.current = { onOpen, onToggle };
  });
  const open = useCallback((transactionId: string) => handlers.current.onOpen(transactionId), []);
  const toggle = useCallback(
    (transactionId: string, range: boolean) => handlers.current.onToggle(transactionId, range),
    [],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => row.transaction.transaction_id,
    state: { columnOrder, columnVisibility, columnSizing, sorting },
    onColumnSizingChange: (updater: Updater<ColumnSizingState>) => onResize(functionalUpdate(updater, columnSizing)),
    onSortingChange: (updater: Updater<SortingState>) => {
      const [first] = functionalUpdate(updater, sorting);
      onSortChange(first && isColumnId(first.id) ? { id: first.id, desc: first.desc } : null);
    },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    columnResizeMode: 'onChange',
    defaultColumn: { minSize: MIN_COLUMN_WIDTH, maxSize: MAX_COLUMN_WIDTH },
  });

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const visibleCount = headers.length + 1;

  return (
    <Scroller>
      <Table style={{ width: table.getTotalSize() + CHECK_COLUMN_WIDTH }}>
        <colgroup>
          <col style={{ width: CHECK_COLUMN_WIDTH }} />
          {headers.map((header) => (
            <col key={header.id} style={{ width: header.getSize() }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <CheckCell as="th" scope="col">
              <input
                type="checkbox"
                aria-label="Select every transaction on this page"
                checked={rows.length > 0 && ticked === rows.length}
                ref={(box) => {
                  if (box) box.indeterminate = ticked > 0 && ticked < rows.length;
                }}
                disabled={rows.length === 0}
                onChange={onToggleAll}
              />
            </CheckCell>
            {headers.map((header) => {
              const direction = header.column.getIsSorted();
              const label = COLUMN_LABELS[header.column.id as ColumnId] ?? header.column.id;
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
                  data-column={header.column.id}
                >
                  <SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
                    <span>{label}</span>
                    <SortMark aria-hidden="true">
                      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                    </SortMark>
                  </SortButton>
                  <EdgeHandle
                    label={`Resize ${label} column`}
                    value={header.getSize()}
                    min={MIN_COLUMN_WIDTH}
                    max={MAX_COLUMN_WIDTH}
                    dragging={header.column.getIsResizing()}
                    onResize={(size) => onResize({ ...columnSizing, [header.column.id]: size })}
                    onDragStart={(event) => header.getResizeHandler()(event)}
                  />
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <EmptyCell colSpan={visibleCount}>{emptyText}</EmptyCell>
            </tr>
          ) : (
            // Keyed by place on the page: a new page, sort or search fills the same rows with other transactions
            // (their cells' text and attributes change) instead of removing 25 rows and building 25 new ones, which
            // made the browser lay out and paint the table anew (about 10 ms more a change at 1,400 px).
            rows.map((row, place) => {
              const id = row.transaction.transaction_id;
              return (
                <BodyRow
                  key={place}
                  row={row}
                  columnIds={columnIds}
                  checked={selected.has(id)}
                  open={openId !== null && detailsIdOf(row.transaction) === openId}
                  onOpen={open}
                  onToggle={toggle}
                />
              );
            })
          )}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  /* Exactly the columns' widths: a narrower table than the page stays narrow rather than stretching its columns. */
  table-layout: fixed;
  border-collapse: collapse;
  /* A shade smaller than body text, so that a date ("May 29, 2026") fits the Date column's default 120 px. */
  font-size: 0.9375rem;

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: left;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    position: relative;
    padding: 0;
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.font.size.small};
  }

  tbody tr:last-child td {
    border-bottom: none;
  }
`;

const SortButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  padding-right: 1.25rem;
  border: none;
  background: transparent;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

const SortMark = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75em;
`;

const EdgeHandle = styled(ResizeHandle)`
  right: 0;

  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Row = styled.tr`
  cursor: pointer;

  &:hover,
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.background};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const CheckCell = styled.td`
  && {
    padding: 0;
    text-align: center;
    vertical-align: middle;
  }

  > input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    cursor: pointer;
  }
`;

const AmountCell = styled.td<{ $in: boolean }>`
  /* Twice the class: above the table's own left alignment of every cell. */
  && {
    text-align: right;
  }
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $in }) => ($in ? theme.colors.positive : theme.colors.text)};
`;

const Parts = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Shrinks = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Tail = styled.span`
  flex: none;
`;

/** Quieter and tighter than the name, so that "Plaid Checking ••••0000" fits the default 180 px. */
const Mask = styled(Tail)`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
  letter-spacing: -0.04em;
  font-variant-numeric: tabular-nums;
`;

const Marks = styled(RowMarks)`
  flex: none;
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl} !important;
  text-align: center !important;
  color: ${({ theme }) => theme.colors.muted};
`;
