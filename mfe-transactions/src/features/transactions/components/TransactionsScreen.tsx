// The transactions screen: search, Columns, Filters and Export CSV; the totals; the table and pagination; the
// Filters panel beside the table and the Customize Columns dialog.
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { fieldBox } from './field-style';
import { Button, Spinner, theme, useMediaQuery } from '@finance/shared';
import { createCategory, toCalendarDate } from '@finance/shared/data';
import { useBulkEdit, type BulkChange } from '../hooks/use-bulk-edit';
import { useCategories } from '../hooks/use-categories';
import { useColumnConfig } from '../hooks/use-column-config';
import { useCorrections } from '../hooks/use-corrections';
import { useSearchTerm } from '../hooks/use-search-term';
import { useTransactionsData } from '../hooks/use-transactions-data';
import { useTransactionsView } from '../hooks/use-transactions-view';
import { useSelection } from '../hooks/use-selection';
import { useViewState } from '../hooks/use-view-state';
import { toCsv } from '../model/csv';
import { NO_FILTERS } from '../model/filter';
import type { SortState } from '../model/sort';
import { transferCandidates } from '../model/transfer-candidates';
import { downloadText } from '../utils/download';
import type { ListFilters, LiveFilters } from './FiltersPanel';
import {
  ColumnsDialog,
  FiltersPanel,
  preloadColumnsDialog,
  preloadFiltersPanel,
  preloadTransactionPanels,
  TransactionForm,
  TransactionPanel,
} from './on-demand';
import { Pagination } from './Pagination';
import { SelectionBar } from './SelectionBar';
import { TotalsBar } from './TotalsBar';
import { TransactionsList } from './TransactionsList';
import { TransactionsTable } from './TransactionsTable';

export const TRANSACTION_TEXTS = {
  searchPlaceholder: 'Search transactions...',
  loading: 'Loading transactions...',
  noMatch: 'No matching transactions',
  /** While the newest few show on a first visit. */
  loadingAll: (total: number) => `Loading all ${total.toLocaleString('en-US')} transactions…`,
  exportWaiting: 'Export CSV is available once all transactions have loaded',
} as const;

/** The panel beside the table: a transaction's details, or the form for a new one. */
type Panel = { kind: 'details'; transactionId: string } | { kind: 'add' };

export function TransactionsScreen() {
  const data = useTransactionsData();
  const columnConfig = useColumnConfig();
  const { view, updateView } = useViewState();
  const writeSearch = useCallback(
    (searchTerm: string) =>
      updateView((current) => ({ ...current, filters: { ...current.filters, searchTerm }, page: 1 }), {
        typing: true,
        urlLater: true,
      }),
    [updateView],
  );
  const [searchTerm, setSearchTerm] = useSearchTerm(view.filters.searchTerm, writeSearch);
  const { categories, names, reload: reloadCategories } = useCategories(data.transactions);
  const shown = useTransactionsView(data.transactions, view, searchTerm, names);
  const corrections = useCorrections();
  const selection = useSelection();
  const bulk = useBulkEdit();
  const pageIds = shown.rows.map((row) => row.transaction.transaction_id);
  const toggleRow = (transactionId: string, range: boolean) =>
    selection.toggle(transactionId, range, range ? shown.matching.map((row) => row.transaction.transaction_id) : []);
  const applyBulk = async (set: BulkChange) => {
    if (await bulk.apply([...selection.selected], set)) selection.clear();
  };
  const [panel, setPanel] = useState<Panel | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [filtersOpen, setFiltersOpenState] = useState(false);
  const setFiltersOpen = (open: boolean | ((was: boolean) => boolean)) => {
    setFiltersOpenState(open);
    setPanel(null);
  };
  const openTransaction = useCallback((transactionId: string) => {
    setFiltersOpenState(false);
    setPanel({ kind: 'details', transactionId });
  }, []);
  /** Focus goes back to where the panel was opened from: the row (while it is shown), else Add transaction. */
  const closePanel = () => {
    const from = panel;
    setPanel(null);
    const row =
      from?.kind === 'details'
        ? document.querySelector<HTMLElement>(`[data-transaction-id="${CSS.escape(from.transactionId)}"]`)
        : null;
    (row ?? addButton.current)?.focus();
  };
  const opened =
    panel?.kind === 'details'
      ? (data.transactions.find((transaction) => transaction.transaction_id === panel.transactionId) ?? null)
      : null;
  const pairCandidates = useCallback(
    () => (opened ? transferCandidates(opened, data.transactions) : []),
    [opened, data.transactions],
  );
  const [columnsOpen, setColumnsOpen] = useState(false);
  // Mounted from the first opening on (loaded on demand), so that closing it returns focus as before.
  const [columnsUsed, setColumnsUsed] = useState(false);
  const panelId = useId();
  const filtersButton = useRef<HTMLButtonElement>(null);
  const narrow = useMediaQuery(theme.media.narrow);
  /** Closed by Escape or its Close button: focus goes back to the Filters button that opened it. */
  const closeFilters = () => {
    setFiltersOpen(false);
    filtersButton.current?.focus();
  };

  const setLive = (change: Partial<LiveFilters>) =>
    updateView((current) => ({ ...current, filters: { ...current.filters, ...change }, page: 1 }), { typing: true });
  const applyLists = (lists: ListFilters) =>
    updateView((current) => ({ ...current, filters: { ...current.filters, ...lists }, page: 1 }));
  const resetFilters = () => {
    setSearchTerm('');
    updateView((current) => ({ ...current, filters: NO_FILTERS, page: 1 }));
  };
  const changeSort = (sort: SortState | null) => updateView((current) => ({ ...current, sort, page: 1 }));
  const exportCsv = () =>
    downloadText(
      `transactions-${toCalendarDate(new Date())}.csv`,
      toCsv(shown.matching, columnConfig.columns),
      'text/csv;charset=utf-8',
    );

  const partial = data.wholeCount !== null;
  const waiting = (!data.hydrated && !partial) || (data.loading && data.transactions.length === 0) || shown.preparing;
  const emptyText = waiting ? TRANSACTION_TEXTS.loading : TRANSACTION_TEXTS.noMatch;

  return (
    <>
      <Toolbar>
        <Search
          type="search"
          aria-label="Search transactions"
          placeholder={TRANSACTION_TEXTS.searchPlaceholder}
          value={searchTerm}
          onChange={(event) => setSearchTerm(event.target.value)}
        />
        <Button
          ref={addButton}
          $variant="secondary"
          onPointerEnter={preloadTransactionPanels}
          onFocus={preloadTransactionPanels}
          disabled={shown.options.accounts.length === 0}
          onClick={() => {
            setFiltersOpenState(false);
            setPanel({ kind: 'add' });
          }}
        >
          Add transaction
        </Button>
        <Button
          $variant="secondary"
          onPointerEnter={preloadColumnsDialog}
          onFocus={preloadColumnsDialog}
          onClick={() => {
            setColumnsUsed(true);
            setColumnsOpen(true);
          }}
        >
          Columns
        </Button>
        <Button
          ref={filtersButton}
          $variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? panelId : undefined}
          onPointerEnter={preloadFiltersPanel}
          onFocus={preloadFiltersPanel}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filters
        </Button>
        <Button
          $variant="secondary"
          disabled={partial || shown.matching.length === 0}
          title={partial ? TRANSACTION_TEXTS.exportWaiting : undefined}
          aria-description={partial ? TRANSACTION_TEXTS.exportWaiting : undefined}
          onClick={exportCsv}
        >
          Export CSV
        </Button>
      </Toolbar>
      {data.error && <FetchError role="alert">{data.error}</FetchError>}
      {columnConfig.error && !columnsOpen && <FetchError role="alert">{columnConfig.error}</FetchError>}
      {/* Polite: said once when the first page shows, not over every keystroke. */}
      <Progress role="status">
        {partial && data.loading ? TRANSACTION_TEXTS.loadingAll(data.wholeCount ?? 0) : ''}
      </Progress>
      {!waiting && <TotalsBar totals={partial ? null : shown.totals} />}
      {(selection.selected.size > 0 || bulk.status) && (
        <SelectionBar
          count={selection.selected.size}
          inView={shown.matching.length}
          categories={categories}
          names={names}
          status={bulk.status}
          failed={bulk.failed}
          busy={bulk.busy}
          onSelectAll={() => selection.selectAll(shown.matching.map((row) => row.transaction.transaction_id))}
          onApply={(set) => void applyBulk(set)}
          onClear={selection.clear}
        />
      )}
      {/* The term the rows below were filtered with, committed with them: what the bench waits for. */}
      <Body data-search-term={searchTerm}>
        <Main>
          {narrow ? (
            <TransactionsList
              rows={waiting ? [] : shown.rows}
              sort={view.sort}
              onSortChange={changeSort}
              emptyText={emptyText}
              onOpen={openTransaction}
              openId={opened?.transaction_id ?? null}
              selected={selection.selected}
              onToggle={toggleRow}
            />
          ) : (
            <TransactionsTable
              rows={waiting ? [] : shown.rows}
              columns={columnConfig.columns}
              sort={view.sort}
              onSortChange={changeSort}
              onResize={columnConfig.resize}
              emptyText={emptyText}
              onOpen={openTransaction}
              openId={opened?.transaction_id ?? null}
              selected={selection.selected}
              onToggle={toggleRow}
              onToggleAll={() => selection.toggleAll(pageIds)}
            />
          )}
          <Pagination
            page={shown.page}
            lastPage={shown.lastPage}
            pageSize={view.pageSize}
            onPageChange={(page) => updateView((current) => ({ ...current, page }))}
            onPageSizeChange={(pageSize) => updateView((current) => ({ ...current, pageSize, page: 1 }))}
          />
        </Main>
        {filtersOpen && (
          <Suspense fallback={<Spinner label="Loading filters" />}>
            <FiltersPanel
              id={panelId}
              filters={view.filters}
              options={shown.options}
              onLiveChange={setLive}
              onApply={applyLists}
              onReset={resetFilters}
              onClose={closeFilters}
            />
          </Suspense>
        )}
        {opened && (
          <Suspense fallback={<Spinner label="Loading the transaction" />}>
            <TransactionPanel
              key={opened.transaction_id}
              transaction={opened}
              categories={categories}
              names={names}
              onSave={(patch) => corrections.update(opened.transaction_id, patch)}
              countRuleMatches={corrections.countRuleMatches}
              onMakeRule={corrections.makeRule}
              onRemove={() => corrections.remove(opened.transaction_id)}
              onUnpair={() => corrections.unpair(opened.transaction_id)}
              transferCandidates={pairCandidates}
              onPair={(otherId) => corrections.pair(opened.transaction_id, otherId)}
              onCreateCategory={async (name) => {
                const category = await createCategory(name);
                reloadCategories();
                return category;
              }}
              onClose={closePanel}
            />
          </Suspense>
        )}
        {panel?.kind === 'add' && (
          <Suspense fallback={<Spinner label="Loading the form" />}>
            <TransactionForm
              accounts={shown.options.accounts}
              categories={categories}
              names={names}
              onAdd={corrections.add}
              onClose={closePanel}
            />
          </Suspense>
        )}
      </Body>
      {columnsUsed && (
        <Suspense fallback={null}>
          <ColumnsDialog
            open={columnsOpen}
            columns={columnConfig.columns}
            saving={columnConfig.saving}
            error={columnConfig.error}
            onSave={columnConfig.save}
            onClose={() => setColumnsOpen(false)}
          />
        </Suspense>
      )}
    </>
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

const Progress = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};

  /* Kept in the page while empty, so that screen readers follow it as a live region. */
  &:empty {
    margin: 0;
  }
`;

const FetchError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
`;
