// The transactions screen: the toolbar (TransactionsToolbar), the totals and the selection; the table (a list on a
// phone) and pagination; beside them the Filters panel, a transaction's details or the Add transaction form, and the
// Customize Columns dialog. Which of those are open is one state (useScreenPanels).
import { Suspense, useCallback, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { theme, useMediaQuery, type Transaction } from '@finance/shared';
import { toCalendarDate, useFinancialStore } from '@finance/shared/data';
import { useCategories } from '../hooks/use-categories';
import { useColumnConfig } from '../hooks/use-column-config';
import { useElementWidth } from '../hooks/use-element-width';
import { useScreenPanels } from '../hooks/use-screen-panels';
import { useSearchTerm } from '../hooks/use-search-term';
import { useTransactionsData } from '../hooks/use-transactions-data';
import { useTransactionsView } from '../hooks/use-transactions-view';
import { useSelection } from '../hooks/use-selection';
import { useKeepViewPage, viewPageKey } from '../hooks/use-view-page';
import { useViewState } from '../hooks/use-view-state';
import { columnsThatFit } from '../model/columns';
import { toCsv } from '../model/csv';
import { isUnfiltered, NO_FILTERS } from '../model/filter';
import { preselectedAccount, withHeldAccounts } from '../model/held-accounts';
import { openedTransactionId } from '../model/screen-state';
import type { SortState } from '../model/sort';
import { TRANSACTION_TEXTS } from '../model/transaction-texts';
import { downloadText } from '../utils/download';
import { BulkEditBar } from './BulkEditBar';
import type { ListFilters, LiveFilters } from './FiltersPanel';
import { ColumnsDialog } from './on-demand';
import { Pagination } from './Pagination';
import { PayeeFilterChip } from './PayeeFilterChip';
import { PlainWordsBox, type AskedFilters } from './PlainWordsBox';
import { SidePanel } from './SidePanel';
import { TotalsBar } from './TotalsBar';
import { TransactionsList } from './TransactionsList';
import { CHECK_COLUMN_WIDTH, TransactionsTable } from './TransactionsTable';
import { TransactionsToolbar } from './TransactionsToolbar';

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
  const { categories, names } = useCategories(data.transactions);
  const partial = data.wholeCount !== null;
  const viewKey = viewPageKey(view, searchTerm);
  const shown = useTransactionsView(data.transactions, view, searchTerm, names, {
    partial,
    page: data.viewPages[viewKey] ?? null,
  });
  const heldAccounts = useFinancialStore((state) => state.accounts);
  const options = useMemo(() => withHeldAccounts(shown.options, heldAccounts), [shown.options, heldAccounts]);
  const selection = useSelection();
  const pageIds = shown.rows.map((row) => row.transaction.transaction_id);
  const toggleRow = (transactionId: string, range: boolean) =>
    selection.toggle(transactionId, range, range ? shown.matching.map((row) => row.transaction.transaction_id) : []);
  const panels = useScreenPanels();
  const { columnsOpen, columnsUsed } = panels.state;
  const openedId = openedTransactionId(panels.state);
  // Opened from the page shown, mostly: looking through 150,684 transactions on each render slowed every edit. A
  // split's whole is never on the page (its parts are): it is looked for in the set, once per set, by its id, which
  // stays while its parts are replaced.
  const onPage =
    openedId === null ? undefined : shown.rows.find((row) => row.transaction.transaction_id === openedId)?.transaction;
  const inSet = openedId !== null && onPage === undefined;
  const fromSet = useMemo(
    () => (inSet ? (data.transactions.find((transaction) => transaction.transaction_id === openedId) ?? null) : null),
    [inSet, openedId, data.transactions],
  );
  const opened: Transaction | null = onPage ?? fromSet;
  const panelId = useId();
  const narrow = useMediaQuery(theme.media.narrow);
  // While a transaction's details (or the form for a new one) stand beside the table, the table keeps to the room
  // left: it drops its columns by priority, never the amount and the category, so that a change made in the panel
  // shows in its row. The Filters panel leaves the columns as they are: they show what is being filtered.
  const [main, setMain] = useState<HTMLDivElement | null>(null);
  const room = useElementWidth(panels.state.panel !== null ? main : null);
  const tableColumns = useMemo(
    () => (room === null ? columnConfig.columns : columnsThatFit(columnConfig.columns, room - CHECK_COLUMN_WIDTH)),
    [columnConfig.columns, room],
  );

  const setLive = (change: Partial<LiveFilters>) =>
    updateView((current) => ({ ...current, filters: { ...current.filters, ...change }, page: 1 }), { typing: true });
  const applyLists = (lists: ListFilters) =>
    updateView((current) => ({ ...current, filters: { ...current.filters, ...lists }, page: 1 }));
  const removePayee = () => {
    updateView((current) => ({ ...current, filters: { ...current.filters, payee: '' }, page: 1 }));
    // The chip goes with its button: focus goes where the filters are, not to the page's start.
    panels.filtersButton.current?.focus();
  };
  // A question asked in plain words: its filters replace the view's, as a new question.
  const askWith = (asked: AskedFilters) => {
    setSearchTerm(asked.searchTerm);
    updateView((current) => ({ ...current, filters: { ...NO_FILTERS, ...asked }, page: 1 }));
  };
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

  const waiting = (!data.hydrated && !partial) || (data.loading && data.transactions.length === 0) || shown.preparing;
  const defaultView = !view.sort && isUnfiltered({ ...view.filters, searchTerm });
  useKeepViewPage(viewKey, shown, !waiting && !partial && !shown.remembered && !defaultView);
  const emptyText = waiting ? TRANSACTION_TEXTS.loading : TRANSACTION_TEXTS.noMatch;
  // What the table and the list (on a phone) both take.
  const listProps = {
    rows: waiting ? [] : shown.rows,
    sort: view.sort,
    onSortChange: changeSort,
    emptyText,
    onOpen: panels.openDetails,
    openId: opened?.transaction_id ?? null,
    selected: selection.selected,
    onToggle: toggleRow,
  };

  return (
    <>
      <TransactionsToolbar
        searchTerm={searchTerm}
        onSearchChange={setSearchTerm}
        addButton={panels.addButton}
        addDisabled={options.accounts.length === 0}
        onAdd={panels.openAdd}
        onColumns={panels.openColumns}
        filtersButton={panels.filtersButton}
        filtersOpen={panels.state.filtersOpen}
        filtersPanelId={panelId}
        onToggleFilters={panels.toggleFilters}
        exportWaiting={partial || shown.remembered}
        nothingToExport={shown.matching.length === 0}
        onExport={exportCsv}
      />
      {data.error && <FetchError role="alert">{data.error}</FetchError>}
      {columnConfig.error && !columnsOpen && <FetchError role="alert">{columnConfig.error}</FetchError>}
      {/* Polite: said once when the first page shows, not over every keystroke. */}
      <Progress role="status">
        {partial && data.loading ? TRANSACTION_TEXTS.loadingAll(data.wholeCount ?? 0) : ''}
      </Progress>
      <PayeeFilterChip payee={view.filters.payee} onRemove={removePayee} />
      <PlainWordsBox categories={categories} names={names} onApply={askWith} />
      {!waiting && <TotalsBar totals={partial && !shown.remembered ? null : shown.totals} />}
      <BulkEditBar selection={selection} matching={shown.matching} categories={categories} names={names} />
      {/* The term the rows below were filtered with, committed with them: what the bench waits for. */}
      <Body data-search-term={searchTerm}>
        <Main ref={setMain}>
          {narrow ? (
            <TransactionsList {...listProps} />
          ) : (
            <TransactionsTable
              {...listProps}
              columns={tableColumns}
              onResize={columnConfig.resize}
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
        <SidePanel
          panels={panels}
          filters={{
            id: panelId,
            filters: view.filters,
            options,
            onLiveChange: setLive,
            onApply: applyLists,
            onReset: resetFilters,
          }}
          opened={opened}
          transactions={data.transactions}
          categories={categories}
          names={names}
          accounts={options.accounts}
          preselectedAccount={preselectedAccount(heldAccounts)}
        />
      </Body>
      {columnsUsed && (
        <Suspense fallback={null}>
          <ColumnsDialog
            open={columnsOpen}
            columns={columnConfig.columns}
            saving={columnConfig.saving}
            error={columnConfig.error}
            onSave={columnConfig.save}
            onClose={panels.closeColumns}
          />
        </Suspense>
      )}
    </>
  );
}

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
