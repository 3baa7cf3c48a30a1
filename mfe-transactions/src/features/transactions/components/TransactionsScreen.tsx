// The transactions screen: search, Columns, Filters and Export CSV; the totals; the table and pagination; the
// Filters panel beside the table and the Customize Columns dialog.
import { Suspense, useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { fieldBox } from './field-style';
import { Button, Spinner } from '@finance/shared';
import { toCalendarDate } from '@finance/shared/data';
import { useColumnConfig } from '../hooks/use-column-config';
import { useSearchTerm } from '../hooks/use-search-term';
import { useTransactionsData } from '../hooks/use-transactions-data';
import { useTransactionsView } from '../hooks/use-transactions-view';
import { useViewState } from '../hooks/use-view-state';
import { toCsv } from '../model/csv';
import { NO_FILTERS } from '../model/filter';
import { downloadText } from '../utils/download';
import type { ListFilters, LiveFilters } from './FiltersPanel';
import { ColumnsDialog, FiltersPanel, preloadColumnsDialog, preloadFiltersPanel } from './on-demand';
import { Pagination } from './Pagination';
import { TotalsBar } from './TotalsBar';
import { TransactionsTable } from './TransactionsTable';

export const TRANSACTION_TEXTS = {
  searchPlaceholder: 'Search transactions...',
  loading: 'Loading transactions...',
  noMatch: 'No matching transactions',
  /** While the newest few show on a first visit. */
  loadingAll: (total: number) => `Loading all ${total.toLocaleString('en-US')} transactions…`,
  exportWaiting: 'Export CSV is available once all transactions have loaded',
} as const;

export function TransactionsScreen() {
  const data = useTransactionsData();
  const columnConfig = useColumnConfig();
  const { view, updateView } = useViewState();
  const writeSearch = useCallback(
    (searchTerm: string) =>
      updateView((current) => ({ ...current, filters: { ...current.filters, searchTerm }, page: 1 }), { typing: true }),
    [updateView],
  );
  const [searchTerm, setSearchTerm] = useSearchTerm(view.filters.searchTerm, writeSearch);
  const shown = useTransactionsView(data.transactions, view, searchTerm);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [columnsOpen, setColumnsOpen] = useState(false);
  // Mounted from the first opening on (loaded on demand), so that closing it returns focus as before.
  const [columnsUsed, setColumnsUsed] = useState(false);
  const panelId = useId();

  const setLive = (change: Partial<LiveFilters>) =>
    updateView((current) => ({ ...current, filters: { ...current.filters, ...change }, page: 1 }), { typing: true });
  const applyLists = (lists: ListFilters) =>
    updateView((current) => ({ ...current, filters: { ...current.filters, ...lists }, page: 1 }));
  const resetFilters = () => {
    setSearchTerm('');
    updateView((current) => ({ ...current, filters: NO_FILTERS, page: 1 }));
  };
  const exportCsv = () =>
    downloadText(
      `transactions-${toCalendarDate(new Date())}.csv`,
      toCsv(shown.matching, columnConfig.columns),
      'text/csv;charset=utf-8',
    );

  const partial = data.wholeCount !== null;
  const waiting = !data.hydrated || (data.loading && data.transactions.length === 0) || shown.preparing;
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
      {/* The term the rows below were filtered with, committed with them: what the bench waits for. */}
      <Body data-search-term={searchTerm}>
        <Main>
          <TransactionsTable
            rows={waiting ? [] : shown.rows}
            columns={columnConfig.columns}
            sort={view.sort}
            onSortChange={(sort) => updateView((current) => ({ ...current, sort, page: 1 }))}
            onResize={columnConfig.resize}
            emptyText={emptyText}
          />
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
              onClose={() => setFiltersOpen(false)}
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
