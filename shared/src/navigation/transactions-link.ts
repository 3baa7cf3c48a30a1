// The transactions screen's view in its URL (filters, sort, page): a contract between the remote that lists the
// transactions and every page that links into a view of them (a Dashboard figure opens the rows that make it).

/** The search parameters a view is written in. */
export const TRANSACTIONS_VIEW_PARAMS = {
  search: 'q',
  from: 'from',
  to: 'to',
  min: 'min',
  max: 'max',
  category: 'category',
  account: 'account',
  institution: 'institution',
  payee: 'payee',
  sort: 'sort',
  page: 'page',
  size: 'size',
} as const;

/** The filters a link can set; dates are calendar dates (yyyy-MM-dd), both included. */
export interface TransactionsLinkFilters {
  from?: string;
  to?: string;
  /** Category keys as the summaries answer them (FOOD_AND_DRINK, cat_..., UNCATEGORIZED). */
  categories?: readonly string[];
  /** A payee as the payee summary spells it ("Starbucks", "Unknown"): the rows it names, exactly. */
  payee?: string;
}

/** The transactions screen showing the rows these filters let through. */
export function transactionsHref({ from, to, categories = [], payee }: TransactionsLinkFilters = {}): string {
  const params = new URLSearchParams();
  if (from) params.set(TRANSACTIONS_VIEW_PARAMS.from, from);
  if (to) params.set(TRANSACTIONS_VIEW_PARAMS.to, to);
  for (const category of categories) params.append(TRANSACTIONS_VIEW_PARAMS.category, category);
  if (payee) params.set(TRANSACTIONS_VIEW_PARAMS.payee, payee);
  const query = params.toString();
  return query ? `/transactions?${query}` : '/transactions';
}
