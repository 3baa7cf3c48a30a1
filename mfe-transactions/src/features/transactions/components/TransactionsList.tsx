// The transactions of one page as a list, for a narrow screen: each shows its description (and Pending), amount (money
// in tinted), date and category, with the account beneath, without scrolling sideways. The table's column choices are
// for wider screens; here the order is picked from "Sort by".
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { amountText, dateText, isMoneyIn } from '../model/cell-format';
import { DEFAULT_COLUMNS, isColumnId } from '../model/columns';
import type { SortState } from '../model/sort';
import { detailsIdOf } from '../model/splits';
import type { TransactionRow } from '../model/transaction-rows';
import { fieldBox } from './field-style';
import { RowMarks } from './RowMarks';
import { SelectBox } from './SelectBox';

export interface TransactionsListProps {
  rows: TransactionRow[];
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  /** Shown instead of rows: the loading text or "No matching transactions". */
  emptyText: ReactNode;
  /** Opens a transaction's details: a tap on it, or Enter on the focused one. */
  onOpen: (transactionId: string) => void;
  openId: string | null;
  selected: ReadonlySet<string>;
  onToggle: (transactionId: string, range: boolean) => void;
}

const UNSORTED = '';

/** "amount:desc" for a sort, empty for the loaded order. */
function sortValue(sort: SortState | null): string {
  return sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : UNSORTED;
}

function sortOf(value: string): SortState | null {
  const [id, direction] = value.split(':');
  return id && isColumnId(id) ? { id, desc: direction === 'desc' } : null;
}

export function TransactionsList(props: TransactionsListProps) {
  const { rows, sort, onSortChange, emptyText, onOpen, openId, selected, onToggle } = props;
  const sortId = useId();
  return (
    <>
      <SortField>
        <label htmlFor={sortId}>Sort by</label>
        <select id={sortId} value={sortValue(sort)} onChange={(event) => onSortChange(sortOf(event.target.value))}>
          <option value={UNSORTED}>Newest first (as loaded)</option>
          {DEFAULT_COLUMNS.flatMap((column) => [
            <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
              {column.label}, ascending
            </option>,
            <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
              {column.label}, descending
            </option>,
          ])}
        </select>
      </SortField>
      {rows.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <List aria-label="Transactions">
          {rows.map((row, place) => {
            const { transaction } = row;
            return (
              // Keyed by place, as the table's rows: another page fills the same items.
              <Item
                key={place}
                data-transaction-id={transaction.transaction_id}
                data-split-of={transaction.split_of ?? undefined}
                data-pending={transaction.pending || undefined}
                aria-current={detailsIdOf(transaction) === openId || undefined}
                tabIndex={0}
                onClick={() => onOpen(detailsIdOf(transaction))}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
                  // Else the Enter's keypress would press the panel's Close, which takes the focus as it opens.
                  event.preventDefault();
                  onOpen(detailsIdOf(transaction));
                }}
              >
                <Tick onClick={(event) => event.stopPropagation()}>
                  <SelectBox
                    label={`Select ${row.description}, ${dateText(transaction)}`}
                    checked={selected.has(transaction.transaction_id)}
                    onToggle={(range) => onToggle(transaction.transaction_id, range)}
                  />
                </Tick>
                <Description data-column="description">
                  {row.description} <RowMarks row={row} />
                </Description>
                <Amount data-column="amount" $in={isMoneyIn(transaction)}>
                  {amountText(transaction)}
                </Amount>
                <Details>
                  <span data-column="date">{dateText(transaction)}</span>
                  <span aria-hidden="true"> · </span>
                  <span data-column="category">{row.category}</span>
                </Details>
                <Details data-column="account">
                  {row.institution} · {row.account}
                </Details>
              </Item>
            );
          })}
        </List>
      )}
    </>
  );
}

const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};

  select {
    ${fieldBox}
    flex: 1;
    min-width: 0;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;

  &:last-child {
    border-bottom: none;
  }

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Description = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Amount = styled.span<{ $in: boolean }>`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: right;
  white-space: nowrap;
  color: ${({ theme, $in }) => ($in ? theme.colors.positive : theme.colors.text)};
`;

const Tick = styled.span`
  grid-row: span 3;
  align-self: start;
  margin-left: -${({ theme }) => theme.space.sm};
`;

const Details = styled.span`
  grid-column: 2 / -1;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;
