// The transactions screen's toolbar: search, Add transaction, Columns, Filters and Export CSV. Pointing at or focusing
// a button that opens a panel starts loading it (on-demand.ts).
import type { Ref } from 'react';
import styled from 'styled-components';
import { Button } from '@finance/shared';
import { TRANSACTION_TEXTS } from '../model/transaction-texts';
import { fieldBox } from './field-style';
import { preloadColumnsDialog, preloadFiltersPanel, preloadTransactionPanels } from './on-demand';

export interface TransactionsToolbarProps {
  searchTerm: string;
  onSearchChange: (searchTerm: string) => void;
  /** Add transaction, where focus returns as a panel closes with no row to take it. */
  addButton: Ref<HTMLButtonElement>;
  /** No account to add a transaction to. */
  addDisabled: boolean;
  onAdd: () => void;
  onColumns: () => void;
  /** Filters, where focus returns as the Filters panel closes. */
  filtersButton: Ref<HTMLButtonElement>;
  filtersOpen: boolean;
  /** The Filters panel's id, which its button controls while it is open. */
  filtersPanelId: string;
  onToggleFilters: () => void;
  /** Only some of the transactions have loaded yet: Export CSV waits for them all. */
  exportWaiting: boolean;
  /** Nothing matches: nothing to export. */
  nothingToExport: boolean;
  onExport: () => void;
}

export function TransactionsToolbar({
  searchTerm,
  onSearchChange,
  addButton,
  addDisabled,
  onAdd,
  onColumns,
  filtersButton,
  filtersOpen,
  filtersPanelId,
  onToggleFilters,
  exportWaiting,
  nothingToExport,
  onExport,
}: TransactionsToolbarProps) {
  return (
    <Toolbar>
      <Search
        type="search"
        aria-label="Search transactions"
        placeholder={TRANSACTION_TEXTS.searchPlaceholder}
        value={searchTerm}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <Button
        ref={addButton}
        $variant="secondary"
        onPointerEnter={preloadTransactionPanels}
        onFocus={preloadTransactionPanels}
        disabled={addDisabled}
        onClick={onAdd}
      >
        Add transaction
      </Button>
      <Button
        $variant="secondary"
        onPointerEnter={preloadColumnsDialog}
        onFocus={preloadColumnsDialog}
        onClick={onColumns}
      >
        Columns
      </Button>
      <Button
        ref={filtersButton}
        $variant="secondary"
        aria-expanded={filtersOpen}
        aria-controls={filtersOpen ? filtersPanelId : undefined}
        onPointerEnter={preloadFiltersPanel}
        onFocus={preloadFiltersPanel}
        onClick={onToggleFilters}
      >
        Filters
      </Button>
      <Button
        $variant="secondary"
        disabled={exportWaiting || nothingToExport}
        title={exportWaiting ? TRANSACTION_TEXTS.exportWaiting : undefined}
        aria-description={exportWaiting ? TRANSACTION_TEXTS.exportWaiting : undefined}
        onClick={onExport}
      >
        Export CSV
      </Button>
    </Toolbar>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Search = styled.input`
  flex: 1 1 16rem;
  ${fieldBox}
`;
