// The view (filters, sort, page and page size) as URL search parameters, so that a view can be bookmarked, shared,
// and restored by Back. Only what differs from the default view is written; anything unreadable reads as the default.
import { TRANSACTIONS_VIEW_PARAMS, type FilterState } from '@finance/shared';
import { parseCalendarDate } from '@finance/shared/data';
import { isColumnId } from './columns';
import { NO_FILTERS } from './filter';
import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from './paging';
import type { SortState } from './sort';

export interface ViewState {
  filters: FilterState;
  sort: SortState | null;
  /** 1-based; bounded by the last page where the rows are known. */
  page: number;
  pageSize: PageSize;
}

export const DEFAULT_VIEW: ViewState = { filters: NO_FILTERS, sort: null, page: 1, pageSize: DEFAULT_PAGE_SIZE };

const PARAM = TRANSACTIONS_VIEW_PARAMS;

function amountParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

function dateParam(value: string | null): string {
  return value && parseCalendarDate(value) ? value : '';
}

/** "date" is ascending, "-date" descending. */
function sortParam(value: string | null): SortState | null {
  if (!value) return null;
  const desc = value.startsWith('-');
  const id = desc ? value.slice(1) : value;
  return isColumnId(id) ? { id, desc } : null;
}

export function readView(params: URLSearchParams): ViewState {
  const size = Number(params.get(PARAM.size));
  const page = Number(params.get(PARAM.page));
  return {
    filters: {
      searchTerm: params.get(PARAM.search) ?? '',
      startDate: dateParam(params.get(PARAM.from)),
      endDate: dateParam(params.get(PARAM.to)),
      minAmount: amountParam(params.get(PARAM.min)),
      maxAmount: amountParam(params.get(PARAM.max)),
      categories: params.getAll(PARAM.category),
      account: params.getAll(PARAM.account),
      institution: params.getAll(PARAM.institution),
      payee: params.get(PARAM.payee) ?? '',
    },
    sort: sortParam(params.get(PARAM.sort)),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function writeView(view: ViewState): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = view;
  if (filters.searchTerm !== '') params.set(PARAM.search, filters.searchTerm);
  if (filters.startDate) params.set(PARAM.from, filters.startDate);
  if (filters.endDate) params.set(PARAM.to, filters.endDate);
  if (filters.minAmount !== null) params.set(PARAM.min, String(filters.minAmount));
  if (filters.maxAmount !== null) params.set(PARAM.max, String(filters.maxAmount));
  for (const category of filters.categories) params.append(PARAM.category, category);
  for (const account of filters.account) params.append(PARAM.account, account);
  for (const institution of filters.institution) params.append(PARAM.institution, institution);
  if (filters.payee !== '') params.set(PARAM.payee, filters.payee);
  if (view.sort) params.set(PARAM.sort, `${view.sort.desc ? '-' : ''}${view.sort.id}`);
  if (view.page !== 1) params.set(PARAM.page, String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set(PARAM.size, String(view.pageSize));
  return params;
}
